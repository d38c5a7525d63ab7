// Installs tools/magento-clients (PWA Studio's Venia UI and Peregrine, read by the contract test) apart
// from the app: their peers (React 17, Apollo 3.5, webpack 4) conflict with ours, so they get their own
// package with its own lockfile and `legacy-peer-deps` (their code is never run, only their documents
// are read). Runs as the root package's postinstall, so plain `npm install` / `npm ci` set it up.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../tools/magento-clients/', import.meta.url));
const lock = `${dir}package-lock.json`;
const installedLock = `${dir}node_modules/.package-lock.json`;

// what is installed, as npm records it in node_modules/.package-lock.json: path and version
const packagesOf = (file) =>
  Object.entries(JSON.parse(readFileSync(file, 'utf8')).packages)
    .filter(([path]) => path.startsWith('node_modules/'))
    .map(([path, p]) => `${path}@${p.version}`)
    .sort()
    .join('\n');
if (existsSync(installedLock) && packagesOf(lock) === packagesOf(installedLock)) {
  console.log('tools/magento-clients is up to date');
} else {
  const started = Date.now();
  // the parent npm's project folder must not leak into the nested install (registry etc. stay)
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== 'npm_config_local_prefix'),
  );
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  execFileSync(npm[0], [...npm[1], 'ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    env,
    stdio: 'inherit',
  });
  console.log(`tools/magento-clients installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
