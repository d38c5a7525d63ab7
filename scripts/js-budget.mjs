// Prints the gzipped JavaScript the home page loads at startup (issue 4: ≤ 130 KB): the entry chunk
// and its static imports, the home route chunk and its static imports, and the catalog of the
// page's language. Reads the chunk graph from dist/.vite/manifest.json (build.manifest in
// vite.config.ts). Usage: node scripts/js-budget.mjs [distDir] [locale]
import { readFileSync } from 'node:fs';
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

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
// kB = 1000 bytes, as Vite's build report prints them.
const kb = (n) => (n / 1000).toFixed(1).padStart(7) + ' kB';

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('routes/screens/home-screen.tsx'));
const catalogKey = Object.keys(manifest).find((k) => k.endsWith(`locales/${locale}/messages.po`));
if (!entryKey || !homeKey) throw new Error('entry or home route chunk missing from the manifest');

const groups = [
  ['entry + static imports', closure(entryKey)],
  ['home route + static imports', closure(homeKey)],
  [`${locale} catalog`, catalogKey ? closure(catalogKey) : new Set()],
];
const counted = new Set();
let total = 0;
for (const [label, keys] of groups) {
  let sum = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (counted.has(file)) continue; // shared chunks count once
    counted.add(file);
    const size = gz(file);
    sum += size;
    console.log(`  ${kb(size)}  ${file}`);
  }
  total += sum;
  console.log(`${kb(sum)}  ${label}`);
}
const [entry, home] = groups.map(([, keys]) => keys);
const sumOf = (keys) => [...new Set([...keys].map((k) => manifest[k].file))].reduce((n, f) => n + gz(f), 0);
console.log(
  `${kb(sumOf(new Set([...entry, ...home])))}  entry + home route (gzip -9; issue 4 goal ≤ 130 kB)`,
);
console.log(`${kb(total)}  … plus the ${locale} catalog`);
