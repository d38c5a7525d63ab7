#!/usr/bin/env node
// `npm start`: build the PWA when dist/ is missing or older than its sources, then run the server
// (src/server/main.ts through tsx's loader, in this same process so signals reach it directly). With WORKERS > 1
// this file is also what every cluster worker runs: a worker skips the build check.
// Works from a fresh clone after `npm install`: only local node_modules tools are used.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

// What the browser build is made of (the server's own code is not part of it).
const BUILD_INPUTS = ['src', 'sw', 'public', 'locales', 'index.html', 'vite.config.ts', 'lingui.config.ts'];
const EXCLUDED = [join('src', 'server')];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  if (EXCLUDED.includes(relative(root, path))) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return 'dist/ is missing';
  const builtAt = statSync(built).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

if (cluster.isWorker) {
  // the primary checked dist/ before forking
} else if (process.env.SKIP_BUILD === '1') {
  console.log('SKIP_BUILD=1: not checking dist/');
} else {
  const reason = buildIsStale();
  if (reason) {
    console.log(`Building the PWA (${reason}) …`);
    const require = createRequire(import.meta.url);
    const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [viteBin, 'build'], { stdio: 'inherit', cwd: root });
    if (result.status !== 0) {
      console.error('vite build failed');
      process.exit(result.status ?? 1);
    }
  }
}

const { register } = await import('tsx/esm/api');
register({ tsconfig: join(root, 'tsconfig.server.json') });
await import(pathToFileURL(join(root, 'src', 'server', 'main.ts')).href);
