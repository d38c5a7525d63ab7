// Prints, per page type, the JavaScript a first visit needs before the page can render (issue 4: home
// ≤ 130 KB gzipped): the entry and the app chunk (index.html preloads both), the page's screen chunk,
// each with its static imports, and the catalog of the page's language (the shell's part; every page
// but home also the rest, lingui.config.ts); with the number of requests, which on HTTP/1.1 costs
// round trips of its own. Sizes are what the server sends a client that takes gzip (the build's Zopfli
// copy, or the file itself under the compression threshold; build/precompress-assets.ts) and, for
// comparison, zlib's level 9. Reads the chunk graph from dist/.vite/manifest.json (build.manifest in
// vite.config.ts). Usage: node scripts/js-budget.mjs [distDir] [locale] [--files]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const locale = process.argv[3] ?? 'et';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const keyOf = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not in the manifest`);
  return key;
};
const gzip9 = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
// What the server sends with `Accept-Encoding: gzip`: the precompressed copy, else the file as it is
// (src/server/http/security.ts compresses nothing under 1024 bytes).
const served = (file) => {
  const path = join(dist, file);
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  const size = statSync(path).size;
  return size < 1024 ? size : gzipSync(readFileSync(path), { level: 6 }).length;
};
// kB = 1000 bytes, as Vite's build report prints them.
const kb = (n) => (n / 1000).toFixed(1).padStart(6) + ' kB';

// The app chunk is build/cut-chunks.ts's `app` group (no module of its own is its facade).
const appKey = Object.keys(manifest).find(
  (k) => manifest[k].name === 'app' && manifest[k].file.endsWith('.js'),
);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const startup = [...closure(entryKey), ...closure(appKey), ...closure(keyOf(`locales/${locale}/shell.po`))];
const restOfCatalog = [...closure(keyOf(`locales/${locale}/messages.po`))];
const pages = {
  home: 'src/routes/screens/home-screen.tsx',
  category: 'src/routes/screens/catalog-screens.tsx',
  search: 'src/routes/screens/search-screen.tsx',
  product: 'src/routes/screens/product-screen.tsx',
};

const verbose = process.argv.includes('--files');
for (const [page, screen] of Object.entries(pages)) {
  const keys = [...startup, ...closure(keyOf(screen)), ...(page === 'home' ? [] : restOfCatalog)];
  const files = new Set(keys.map((k) => manifest[k].file));
  const css = new Set(keys.flatMap((k) => manifest[k].css ?? []).filter(Boolean));
  let total = 0;
  let total9 = 0;
  for (const file of files) {
    const size = served(file);
    total += size;
    total9 += gzip9(file);
    if (verbose) console.log(`    ${kb(size)}  ${file}`);
  }
  console.log(
    `${page.padEnd(10)} ${kb(total)} JS as served gzipped (${kb(total9).trim()} at zlib level 9) in ${files.size} files, ` +
      `${css.size} stylesheets (home goal ≤ 130 kB)`,
  );
}
