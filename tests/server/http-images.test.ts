import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from './http-fixtures';

// Images through the optimiser path /img/<modifiers>/<path> (README "Images"), from a file under
// DATA_DIR/media; the seed's generated placeholders are covered in http-search-content.test.ts.

let s: TestServer;
const PHOTO = 'catalog/product/upload/photo.png';
const LOGO = 'catalog/brand/upload/logo.svg';

beforeAll(async () => {
  s = await startTestServer();
  const media = join(s.dataDir, 'media');
  mkdirSync(join(media, 'catalog/product/upload'), { recursive: true });
  mkdirSync(join(media, 'catalog/brand/upload'), { recursive: true });
  // 400×300, left half red, right half blue: lets the tests see where the crop went.
  const left = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
  writeFileSync(join(media, PHOTO), photo);
  writeFileSync(
    join(media, LOGO),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="#00aa00"/></svg>',
  );
});
afterAll(async () => s.close());

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ url, headers });

describe('image optimiser', () => {
  it.each([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
  ])('renders f_%s as %s at the requested size', async (format, mime) => {
    const res = await get(`/img/s_216x268,f_${format},q_70,fit_cover/${PHOTO}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format);
    expect([meta.width, meta.height]).toEqual([216, 268]);
  });

  it.each([
    ['s_216x268', 216, 268], // product card
    ['s_140x200', 140, 200], // horizontal card
    ['s_100x100', 100, 100], // cart item
    ['w_320', 320, 240], // an image breakpoint's width
    ['h_50', 67, 50], // the search thumbnail's height
  ])('%s gives %ix%i', async (mods, w, h) => {
    const res = await get(`/img/${mods},f_png/${PHOTO}`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
  });

  it('fit_contain pads with the b_ background; fit_cover crops', async () => {
    const contain = await get(`/img/s_100x100,f_png,fit_contain,b_00ff00/${PHOTO}`);
    const top = await sharp(contain.rawPayload)
      .extract({ left: 50, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...top.subarray(0, 3)]).toEqual([0, 255, 0]);
    const cover = await get(`/img/s_100x100,f_png,fit_cover/${PHOTO}`);
    const corner = await sharp(cover.rawPayload)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(corner[0]).toBeGreaterThan(200); // red half survives the centre crop
  });

  it('rasterises SVG sources sharply at the target size, and serves the original under /media', async () => {
    const res = await get(`/img/s_400x210,f_webp/${LOGO}`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 210]);
    const original = await get(`/media/${LOGO}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches on disk, sends an ETag and long caching, and answers If-None-Match with 304', async () => {
    const url = `/img/s_140x200,f_webp,q_61/${PHOTO}`;
    const first = await get(url);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const second = await get(url);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Same rendering, modifiers in another order: same cache entry.
    const reordered = await get(`/img/q_61,f_webp,s_140x200/${PHOTO}`);
    expect(reordered.headers.etag).toBe(etag);
    expect(reordered.headers['x-image-cache']).toBe('hit');
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    const files = readdirSync(join(s.dataDir, 'img-cache'), { recursive: true }).filter((f) =>
      String(f).endsWith('.webp'),
    );
    expect(files.length).toBeGreaterThan(0);
  });

  it('renders a burst of different cold requests, all of them (renderings are queued, not dropped)', async () => {
    // the storefront's boxes at densities 1 and 2
    const sizes = [
      '216x268',
      '432x536',
      '140x200',
      '280x400',
      '100x100',
      '200x200',
      '40x50',
      '80x100',
      '400x210',
    ];
    const results = await Promise.all(sizes.map((size) => get(`/img/s_${size},f_png,q_50/${PHOTO}`)));
    for (const [i, res] of results.entries()) {
      expect(res.statusCode).toBe(200);
      expect(String((await sharp(res.rawPayload).metadata()).width)).toBe(sizes[i]!.split('x')[0]);
    }
  });

  it.each([
    ['s_216', /Size must look like/],
    ['s_3000x100', /between 1 and 2048/],
    ['w_0', /between 1 and 2048/],
    ['f_bmp', /Format must be one of/],
    ['q_0', /Quality/],
    ['q_101', /Quality/],
    ['fit_stretch', /Fit must be one of/],
    ['b_red', /Background/],
    ['x_1', /Unknown image modifier/],
    ['s_10x10,s_20x20', /given twice/],
  ])('refuses %s with 400 and a clear message', async (mods, message) => {
    const res = await get(`/img/${mods}/${PHOTO}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it.each([
    '/img/s_100x100/catalog/product/nope/missing.png',
    '/img/s_100x100/catalog/..%2F..%2Fshop.sqlite',
    '/img/s_100x100/catalog/%2e%2e/%2e%2e/shop.sqlite',
    '/media/catalog/product/nope/missing.png',
    '/media/shop.sqlite',
  ])('answers an unknown or unsafe source %s with 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
  });
});
