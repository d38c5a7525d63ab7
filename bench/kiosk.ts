// npm run bench:kiosk — issue 13 "Measure": a store whose assortment is 5,000 products. Seeds a temp
// database, binds a kiosk with a real setup code, serves the real app (buildApp, no dist) on a loopback
// port and downloads the assortment page by page as the tablet does (brotli, as a browser asks), then builds
// the client's offline index (commerce/offline-search) over it and times searches as the kiosk home runs
// them (search, then the store-first filter). Prints figures; asserts nothing.
// Env: BENCH_ASSORTMENT (5000), BENCH_SEARCHES (2000), BENCH_RUNS (3 downloads, the median is printed).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildApp } from '@/server/http/app';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { issueSetupCode } from '@/server/store/kiosk-devices';
import { assortmentSize } from '@/server/store/kiosk-assortment';
import { buildOfflineIndex } from '@/commerce/offline-search';
import { defaultKioskFilters, filterKioskProducts, type KioskProduct } from '@/lib/kiosk';
import { KIOSK_IMAGE_LIMIT, kioskImageUrls } from '@/lib/kiosk-images';

const TARGET = Number(process.env.BENCH_ASSORTMENT ?? 5000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STORE = 'tallinn-mustamae';
const PAGE = 1000; // as commerce/kiosk.ts
const IMAGE_SAMPLE = Number(process.env.BENCH_IMAGES ?? 300);
const IMAGE_PARALLEL = 4; // as sw/kiosk-images.ts

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const root = mkdtempSync(join(tmpdir(), 'shop-bench-kiosk-'));
const db = openDatabase(join(root, 'shop.sqlite'));
// about 85 % of seeded products are visible simple products (the assortment): seed enough for the target
const seeded = Math.ceil(TARGET / 0.84);
const seedStart = performance.now();
seedDatabase(db, { products: seeded });
const size = assortmentSize(db);
console.log(
  `Seeded ${seeded} products (${size} in the kiosk assortment) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${cpus().length} cores`,
);
if (size < TARGET) console.log(`(below the target ${TARGET}: raise BENCH_ASSORTMENT's seed ratio)`);

const app = await buildApp({ db, dataDir: root, distDir: join(root, 'no-dist') });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const bind = await app.inject({
  method: 'POST',
  url: '/api/kiosk/bind',
  payload: { code: issueSetupCode(db, STORE).code },
});
const token = (bind.json() as { data: { token: string } }).data.token;

let products: KioskProduct[] = [];
const times: number[] = [];
let wire = 0;
let json = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const all: KioskProduct[] = [];
  wire = 0;
  json = 0;
  for (let offset = 0; ; offset += PAGE) {
    const res = await get(`/api/kiosk/assortment?locale=et&offset=${offset}&limit=${PAGE}`, {
      'X-Kiosk-Token': token,
      'Accept-Encoding': 'br',
    });
    if (res.status !== 200) throw new Error(`assortment: ${res.status}`);
    wire += res.body.length;
    const text = brotliDecompressSync(res.body);
    json += text.length;
    const page = JSON.parse(text.toString('utf8')) as { data: { products: KioskProduct[] } };
    all.push(...page.data.products);
    if (page.data.products.length < PAGE) break;
  }
  times.push(performance.now() - started);
  products = all;
}

// The card pictures the preload keeps (lib/kiosk-images, density 1): a sample spread over the list, fetched 4 at
// a time as the service worker does, first rendered by the optimiser (a fresh server), then again from its
// disk cache (the next tablet of the store); the whole set is extrapolated from the sample.
const imageUrls = kioskImageUrls(products, 1);
const step = Math.max(1, Math.floor(imageUrls.length / IMAGE_SAMPLE));
const sample = imageUrls.filter((_, i) => i % step === 0).slice(0, IMAGE_SAMPLE);
async function fetchImages(): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < sample.length) {
      const res = await get(sample[next++]!, { Accept: 'image/webp' });
      if (res.status !== 200) throw new Error(`image: ${res.status}`);
      bytes += res.body.length;
    }
  };
  await Promise.all(Array.from({ length: IMAGE_PARALLEL }, worker));
  return { ms: performance.now() - started, bytes };
}
const cold = await fetchImages();
const warm = await fetchImages();
await app.close();
db.close();
rmSync(root, { recursive: true, force: true });

const here = products.filter((p) => p.qtyHere > 0).length;
console.log(
  `\nPreload: ${products.length} products (${here} in stock in ${STORE}), ${Math.ceil(products.length / PAGE)} requests`,
);
console.log(
  `  over the wire (brotli): ${kb(wire)}; JSON: ${kb(json)} (${(json / products.length).toFixed(0)} B a product)`,
);
console.log(
  `  download + parse, median of ${RUNS}: ${median(times).toFixed(0)} ms (loopback: no network time)`,
);

const perImage = cold.bytes / sample.length;
console.log(
  `\nCard pictures: ${imageUrls.length} to keep (limit ${KIOSK_IMAGE_LIMIT}); sample of ${sample.length}: ` +
    `${(perImage / 1000).toFixed(1)} kB a picture → about ${((perImage * imageUrls.length) / 1e6).toFixed(1)} MB for all`,
);
console.log(
  `  ${IMAGE_PARALLEL} at a time: ${(cold.ms / sample.length).toFixed(1)} ms a picture rendered fresh, ` +
    `${(warm.ms / sample.length).toFixed(1)} ms from the optimiser's cache → about ` +
    `${(((cold.ms / sample.length) * imageUrls.length) / 1000).toFixed(0)} s / ` +
    `${(((warm.ms / sample.length) * imageUrls.length) / 1000).toFixed(0)} s for all (loopback: no network time)`,
);

const buildStart = performance.now();
const index = buildOfflineIndex(products);
const buildMs = performance.now() - buildStart;

// terms as shoppers type them: 3–7 letters of words of product names and brands, some without diacritics
const words = [...new Set(products.flatMap((p) => `${p.name} ${p.brand ?? ''}`.split(/\s+/)))].filter(
  (w) => [...w].length >= 3 && /\p{L}/u.test(w),
);
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
const terms = Array.from({ length: SEARCHES }, () => {
  const word = words[next() % words.length]!;
  const cut = word.slice(0, 3 + (next() % 5));
  return next() % 4 === 0 ? cut.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : cut;
});
for (const term of terms.slice(0, 50)) index.search(term, products.length); // warm-up
const searchMs: number[] = [];
let found = 0;
for (const term of terms) {
  const started = performance.now();
  const hits = filterKioskProducts(index.search(term, products.length), defaultKioskFilters);
  searchMs.push(performance.now() - started);
  found += hits.length;
}
searchMs.sort((a, b) => a - b);
console.log(`\nOffline index (minisearch, commerce/offline-search): built in ${buildMs.toFixed(0)} ms`);
console.log(
  `Offline search + "available here now" over ${products.length} products, ${SEARCHES} terms: ` +
    `p50 ${pct(searchMs, 50).toFixed(2)} ms, p95 ${pct(searchMs, 95).toFixed(2)} ms, max ${searchMs.at(-1)!.toFixed(2)} ms ` +
    `(goal p95 ≤ 30 ms: ${pct(searchMs, 95) <= 30 ? 'met' : 'NOT met'}); ${(found / SEARCHES).toFixed(0)} hits a search on average`,
);
