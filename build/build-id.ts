// The build id: the commit and the build time (`<short hash>-<base-36 ms>`, or `dev-…` outside git).
// vite.config.ts defines it as __BUILD_ID__ so the persisted query cache of an older build is dropped after
// a deploy (src/commerce/persist.ts); the time part changes it on every build, also without a new commit.
import { execSync } from 'node:child_process';

export function createBuildId(): string {
  let commit: string;
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    commit = 'dev';
  }
  return `${commit}-${Date.now().toString(36)}`;
}
