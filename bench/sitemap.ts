// npm run bench:sitemap — seeds BENCH_PRODUCTS (100,000) products into a temp database, serves the real app
// (buildApp) on a loopback port and times the sitemaps as a crawler fetches them: the index and a full product
// page (50,000 URLs with three hreflang links each), plain and compressed (what @fastify/compress does to
// them), median and max of BENCH_RUNS (5) fetches, with the bytes that crossed the wire.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@/server/http/app';
import { NO_MARKETING } from '@/server/http/marketing-config';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = mkdtempSync(join(tmpdir(), 'shop-bench-sitemap-'));

function fetchRaw(port: number, path: string, encoding: string) {
  return new Promise<{ ms: number; bytes: number; status: number; urls: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } },
      (res) => {
        let bytes = 0;
        let tail = '';
        let urls = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          // counted only on plain answers (a compressed body does not show its tags); a tag may span two chunks
          if (encoding !== 'identity') return;
          const text = tail + chunk.toString('latin1');
          urls += text.split('<loc>').length - 1;
          tail = text.slice(-4);
        });
        res.on('end', () =>
          resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0, urls }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const db = openDatabase(join(root, 'shop.sqlite'));
  const seeding = performance.now();
  seedDatabase(db, { products: PRODUCTS });
  console.log(`seeded ${PRODUCTS} products in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const app = await buildApp({ db, dataDir: root, distDir: join(root, 'no-dist'), marketing: NO_MARKETING });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  try {
    console.log('path                              encoding   median ms   max ms   wire bytes   <loc>');
    for (const path of [
      '/sitemap.xml',
      '/sitemaps/products-et-1.xml',
      '/sitemaps/products-ru-2.xml',
      '/sitemaps/categories-et-1.xml',
      '/sitemaps/content-et-1.xml',
    ]) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        await fetchRaw(port, path, encoding); // warm the statement cache and the page cache
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await fetchRaw(port, path, encoding));
        const times = runs.map((r) => r.ms).sort((a, b) => a - b);
        const last = runs.at(-1)!;
        if (last.status !== 200) throw new Error(`${path}: ${last.status}`);
        console.log(
          `${path.padEnd(34)}${encoding.padEnd(11)}${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(9)}` +
            `${times.at(-1)!.toFixed(1).padStart(9)}${String(last.bytes).padStart(13)}` +
            `${encoding === 'identity' ? String(last.urls).padStart(8) : ''}`,
        );
      }
    }
  } finally {
    await app.close();
    db.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
