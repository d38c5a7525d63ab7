import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedDatabase } from '@/server/seed/seed';
import { ImageDiskCache, WorkerImageCache, type ImageCacheEvent } from '@/server/http/image-cache';
import { createRenderQueue, RenderQueueFull } from '@/server/http/render-queue';
import { startTestServer, type TestServer } from './http-fixtures';

// Issue 15 item 3: the optimiser renders only media that exist (an uploaded file or a picture the shop's data
// names), only the storefront's sizes, originals at most 2048 px; a bounded render queue answers 503 with
// Retry-After when its waiting list is full; the disk cache keeps at most its cap, least recently used out.

const BIG = 'catalog/product/upload/big.png';
const get = (s: TestServer, url: string) => s.app.inject({ url });
const cacheFiles = (dir: string) =>
  readdirSync(join(dir, 'img-cache'), { recursive: true })
    .map(String)
    .filter((f) => /\.(webp|png|avif|jpeg|gif)$/.test(f))
    .map((f) => join(dir, 'img-cache', f));
const cacheBytes = (dir: string) => cacheFiles(dir).reduce((n, f) => n + statSync(f).size, 0);

async function writeBig(dataDir: string) {
  mkdirSync(join(dataDir, 'media', 'catalog/product/upload'), { recursive: true });
  const noise = Buffer.alloc(3000 * 1000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const png = await sharp(noise, { raw: { width: 3000, height: 1000, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  writeFileSync(join(dataDir, 'media', BIG), png);
}

describe('what the optimiser renders', () => {
  let s: TestServer;
  let product: string;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (db) => void seedDatabase(db, { products: 30, seed: 3 }) });
    await writeBig(s.dataDir);
    product = s.db.prepare('SELECT path FROM product_media ORDER BY id LIMIT 1').pluck().get() as string;
  });
  afterAll(() => s.close());

  it("a seeded picture the shop's data names renders; the same path with another colour or slug is 404", async () => {
    expect((await get(s, `/img/s_216x268,f_webp/${product}`)).statusCode).toBe(200);
    expect((await get(s, `/media/${product}`)).statusCode).toBe(200);
    const recoloured = product.replace(/\/[0-9a-f]{6}\//, '/123456/');
    expect(recoloured).not.toBe(product);
    const renamed = product.replace(/-(\d)\.svg$/, 'x-$1.svg');
    for (const path of [recoloured, renamed, 'catalog/brand/00ff00/anything.svg']) {
      expect((await get(s, `/img/s_216x268,f_webp/${path}`)).statusCode, path).toBe(404);
      expect((await get(s, `/media/${path}`)).statusCode, path).toBe(404);
    }
    // the other kinds the seed names: a category tile, a brand logo, a campaign banner, the ticker
    const others = [
      s.db.prepare('SELECT image FROM categories WHERE image IS NOT NULL LIMIT 1').pluck().get(),
      s.db.prepare('SELECT logo FROM brands WHERE logo IS NOT NULL LIMIT 1').pluck().get(),
      s.db.prepare('SELECT image FROM campaigns WHERE image IS NOT NULL LIMIT 1').pluck().get(),
      'catalog/banner/paint/c2410c/1440x76/ticker-et.svg',
    ] as string[];
    for (const path of others) expect((await get(s, `/img/_/${path}`)).statusCode, path).toBe(200);
  });

  it('every picture the home page blocks show through the optimiser renders; their art at another size is 404', async () => {
    const html = s.db
      .prepare('SELECT group_concat(content_et || content_ru) FROM cms_blocks')
      .pluck()
      .get() as string;
    const urls = [...new Set([...html.matchAll(/\/img\/[^" ]+/g)].map((m) => m[0]))];
    expect(urls.filter((u) => u.includes('/catalog/hero/')).length).toBeGreaterThan(10);
    for (const url of urls) expect((await get(s, url)).statusCode, url).toBe(200);
    const art = urls.find((u) => u.includes('/catalog/hero/'))!;
    const resized = art.replace(/\/(\d+)x(\d+)\//, (_, w, h) => `/${Number(w) + 1}x${h}/`);
    expect((await get(s, resized)).statusCode, resized).toBe(404);
  });

  it.each(['s_217x268', 's_1000x1000', 'w_321', 'h_61', 's_2048x2048'])(
    'a size the storefront never asks for (%s) is 400',
    async (mods) => {
      const res = await get(s, `/img/${mods},f_webp/${product}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/not one the shop uses \(.*216x268.*\)/);
    },
  );

  it.each([
    ['s_432x536', 432, 536], // product card at density 2
    ['s_1280x1280', 1280, 1280], // an image breakpoint, square
    ['s_1200x1200', 1200, 1200], // the product page image at density 2
  ])('the storefront size %s renders', async (mods, w, h) => {
    const res = await get(s, `/img/${mods},f_png/${BIG}`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
  });

  it('an original larger than 2048 px is rendered at most 2048 px a side, never enlarged', async () => {
    const big = await sharp((await get(s, `/img/_/${BIG}`)).rawPayload).metadata();
    expect([big.width, big.height]).toEqual([2048, 683]);
    const small = await sharp((await get(s, `/img/f_png/${product}`)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([400, 400]);
  });
});

describe('render queue and disk cache', () => {
  it('with the waiting list full, a cold rendering is refused at once with 503 and Retry-After', async () => {
    const s = await startTestServer({ images: { concurrency: 1, maxWaiting: 2 } });
    try {
      await writeBig(s.dataDir);
      const sizes = [
        '1536x1536',
        '1280x1280',
        '1024x1024',
        '768x768',
        '640x640',
        '1200x1200',
        '432x536',
        '280x400',
      ];
      // webp, not avif: the test is about the queue, and three avif renderings of this size take half a
      // minute on a loaded 2-core machine
      const results = await Promise.all(sizes.map((size) => get(s, `/img/s_${size},f_webp,q_90/${BIG}`)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200).length).toBe(3); // one rendering, two waiting
      const refused = results.filter((r) => r.statusCode === 503);
      expect(refused.length).toBe(5);
      for (const r of refused) {
        expect(r.headers['retry-after']).toBe('2');
        expect(r.headers['cache-control']).toBe('no-store');
      }
      // once the queue drained, the same request renders
      expect((await get(s, `/img/s_${sizes[7]},f_webp,q_90/${BIG}`)).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  }, 90_000);

  it('the cache keeps at most its cap on disk, the least recently used rendering goes first', async () => {
    const s = await startTestServer({ images: { cacheBytes: 150_000 } });
    try {
      await writeBig(s.dataDir);
      const url = (size: string) => `/img/s_${size},f_png,q_80/${BIG}`;
      const first = await get(s, url('100x100'));
      expect(first.headers['x-image-cache']).toBe('miss');
      for (const size of ['200x200', '140x200', '216x268', '280x400', '432x536', '640x640']) {
        await get(s, url(size));
        // the first rendering is used again and again: never the least recently used
        expect((await get(s, url('100x100'))).headers['x-image-cache']).toBe('hit');
        expect(cacheBytes(s.dataDir)).toBeLessThanOrEqual(150_000);
      }
      expect((await get(s, url('200x200'))).headers['x-image-cache']).toBe('miss'); // evicted long ago
    } finally {
      await s.close();
    }
  });

  it('with several workers one index (the primary’s) holds every worker’s renderings under the cap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'img-cache-'));
    try {
      const primary = new ImageDiskCache(dir, 4000);
      await primary.load();
      // the IPC channel of node:cluster, in order
      let told = Promise.resolve();
      const report = (e: ImageCacheEvent) => void (told = told.then(() => primary.record(e)));
      const one = new WorkerImageCache(dir, report);
      const two = new WorkerImageCache(dir, report);
      const file = (n: number) => join(dir, 'cd', `${'c'.repeat(63)}${n}.webp`);

      await one.write(file(0), Buffer.alloc(1500, 1));
      expect(await two.read(file(0))).toEqual(Buffer.alloc(1500, 1)); // made by the other worker: a hit
      await two.write(file(1), Buffer.alloc(1500, 2));
      await told;
      await one.read(file(0)); // used again: file 1 is now the least recently used
      await one.write(file(2), Buffer.alloc(1500, 3));
      await told;
      expect(primary.size).toBe(3000);
      // the evicted file is deleted in the background
      await vi.waitFor(() =>
        expect(readdirSync(join(dir, 'cd')).sort()).toEqual([
          `${'c'.repeat(63)}0.webp`,
          `${'c'.repeat(63)}2.webp`,
        ]),
      );
      expect(await two.read(file(1))).toBeNull();
      // a path outside the cache directory is never indexed, so never deleted
      await primary.record({ file: join(tmpdir(), 'elsewhere.webp'), size: 10 });
      expect(primary.count).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a restart indexes the files on disk oldest first and trims them to a lowered cap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'img-cache-'));
    try {
      const a = new ImageDiskCache(dir, 10_000);
      await a.load();
      const file = (n: number) => join(dir, 'ab', `${'a'.repeat(63)}${n}.webp`);
      for (let n = 0; n < 5; n++) await a.write(file(n), Buffer.alloc(1500, n));
      // written a minute apart, oldest first
      for (let n = 0; n < 5; n++)
        utimesSync(
          file(n),
          new Date(Date.now() - (10 - n) * 60_000),
          new Date(Date.now() - (10 - n) * 60_000),
        );
      expect(a.size).toBe(7500);
      await a.read(file(0)); // touched: now the most recently used
      const b = new ImageDiskCache(dir, 4000);
      await b.load();
      // once loaded, the disk holds what the index counts (the trimmed files are deleted, not being deleted)
      expect(readdirSync(join(dir, 'ab')).length).toBe(b.count);
      expect(b.size).toBeLessThanOrEqual(4000);
      expect(await b.read(file(0))).not.toBeNull();
      expect(await b.read(file(4))).not.toBeNull(); // the newest write
      for (const n of [1, 2, 3]) expect(await b.read(file(n))).toBeNull();
      expect(readdirSync(join(dir, 'ab')).length).toBe(b.count);
      // a rendering larger than the whole cache is not kept
      await b.write(file(9), Buffer.alloc(5000));
      expect(await b.read(file(9))).toBeNull();
      expect(readdirSync(join(dir, 'ab'))).not.toContain(`${'a'.repeat(63)}9.webp`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the queue never runs more than its concurrency', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
    let now = 0;
    let peak = 0;
    const job = () =>
      queue.run(async () => {
        peak = Math.max(peak, ++now);
        await new Promise((r) => setTimeout(r, 5));
        now--;
      });
    await Promise.all(Array.from({ length: 12 }, () => job().catch((e: unknown) => e)));
    expect(peak).toBe(2);
    const full = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    const slow = full.run(() => new Promise((r) => setTimeout(r, 20)));
    await expect(full.run(async () => 1)).rejects.toBeInstanceOf(RenderQueueFull);
    await slow;
  });
});
