import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server renderer (src/ssr/render.tsx built by Vite, as `npm run build:server` builds it) for tests that
// render pages end to end in process. dist-server/render.js when it is newer than every source it is built from
// (the check scripts/start.mjs makes), else a build of its own under node_modules/.cache (`npm test` runs the
// server tests before `npm run build`; a minute or two on a 2-core machine). Under node_modules, its imports of
// react and the other packages resolve to the project's own.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const INPUTS = ['src', 'locales', 'build', 'vite.config.ts', 'lingui.config.ts'];
const EXCLUDED = new Set([join('src', 'server')]);

function newestMtime(path: string): number {
  if (!existsSync(path) || EXCLUDED.has(relative(root, path))) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The path of a server renderer built from the current sources. */
export function builtRenderer(): string {
  const sources = Math.max(...INPUTS.map((input) => newestMtime(join(root, input))));
  for (const dir of ['dist-server', join('node_modules', '.cache', 'test-renderer')]) {
    const file = join(root, dir, 'render.js');
    if (existsSync(file) && statSync(file).mtimeMs > sources) return file;
  }
  const outDir = join('node_modules', '.cache', 'test-renderer');
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', join('src', 'ssr', 'render.tsx'), '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`building the server renderer failed:\n${result.stderr}`);
  return join(root, outDir, 'render.js');
}
