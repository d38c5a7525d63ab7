// CI guard: generated GraphQL types must match the server SDL and the documents in src/commerce.
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const diff = execFileSync('git', ['status', '--porcelain', '--', 'src/commerce/generated'], {
  encoding: 'utf8',
});
if (diff.trim()) {
  console.error('Generated GraphQL types are stale; run `npm run codegen` and commit:\n' + diff);
  process.exit(1);
}
console.log('codegen: generated types are up to date');
