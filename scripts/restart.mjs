#!/usr/bin/env node
// `npm run restart`: graceful restart of a running `npm start` (WORKERS > 1): sends SIGHUP to the cluster
// primary, whose pid it wrote to DATA_DIR/shop.pid; the workers are replaced one by one, no request fails.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const file = join(resolve(process.env.DATA_DIR ?? 'data'), 'shop.pid');
let pid;
try {
  pid = Number(readFileSync(file, 'utf8').trim());
} catch {
  console.error(`No ${file}: is \`npm start\` running with more than one worker (WORKERS > 1)?`);
  process.exit(1);
}
try {
  process.kill(pid, 'SIGHUP');
  console.log(`Asked the server (pid ${pid}) to replace its workers one by one.`);
} catch (error) {
  console.error(`Could not signal pid ${pid}: ${error.message}`);
  process.exit(1);
}
