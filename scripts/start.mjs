#!/usr/bin/env node
// `npm start`: build the PWA (dist/) and the server renderer (dist-server/) when either is missing or older than
// their sources, then run the server
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
// React (in the server renderer) and other libraries pick their production code by NODE_ENV: unset, every page was
// rendered by React's development build, about 3× the CPU (React's share of a product page: 22 ms, 7.5 ms without).
// Workers inherit it. NODE_ENV=development keeps React's development checks, and the /graphiql page, for debugging.
process.env.NODE_ENV ??= 'production';

// What the browser and server renderer builds are made of (the server's own code is not part of them).
const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'build',
  'lingui.config.ts',
];
const EXCLUDED = [join('src', 'server')];
// The server renderer's entry (package.json `build:server`); until it exists there is no server build.
const SERVER_ENTRY = join('src', 'ssr', 'render.tsx');
const hasServerEntry = existsSync(join(root, SERVER_ENTRY));

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
  const outputs = [join('dist', 'index.html'), ...(hasServerEntry ? [join('dist-server', 'render.js')] : [])];
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...outputs.map((output) => statSync(join(root, output)).mtimeMs));
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
    console.log(`Building the PWA${hasServerEntry ? ' and the server renderer' : ''} (${reason}) …`);
    const require = createRequire(import.meta.url);
    const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
    const builds = [
      ['build'],
      ...(hasServerEntry ? [['build', '--ssr', SERVER_ENTRY, '--outDir', 'dist-server']] : []),
    ];
    for (const args of builds) {
      const result = spawnSync(process.execPath, [viteBin, ...args], { stdio: 'inherit', cwd: root });
      if (result.status !== 0) {
        console.error(`vite ${args.join(' ')} failed`);
        process.exit(result.status ?? 1);
      }
    }
  }
}

const { register } = await import('tsx/esm/api');
register({ tsconfig: join(root, 'tsconfig.server.json') });
await import(pathToFileURL(join(root, 'src', 'server', 'main.ts')).href);
