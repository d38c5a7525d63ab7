import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { seedDatabase } from '@/server/seed/seed';
import { startTestServer, type TestServer } from './http-fixtures';

// The HTTP endpoints over the real seeded catalogue (small), as the storefront uses them.

let s: TestServer;
let productCount = 0;
beforeAll(async () => {
  s = await startTestServer({
    prepare: (db) => {
      productCount = seedDatabase(db, { products: 400 }).products;
    },
  });
});
afterAll(async () => s.close());

interface Result {
  meta: { totalResultsFound: number };
  records: Array<{ name: string; url: string; image?: string | null; price?: number; sku?: string }>;
}
const search = async (qs: string, headers: Record<string, string> = {}) =>
  (await s.app.inject({ url: `/api/klevu/search?${qs}`, headers })).json() as Result;

describe('over the seeded catalogue', () => {
  it('health counts the seeded products', async () => {
    expect(productCount).toBeGreaterThan(0);
    expect((await s.app.inject({ url: '/health' })).json()).toEqual({
      status: 'ok',
      products: productCount,
      db: 'ok',
      worker: 0,
      pid: process.pid,
      uptimeSeconds: expect.any(Number),
    });
  });

  it('finds screwdrivers by a prefix in Estonian and in Russian', async () => {
    const et = await search('term=kruvikeer');
    expect(et.meta.totalResultsFound).toBeGreaterThan(0);
    // Name matches rank first; further hits may match through their category ("Kruvikeerajad").
    expect(et.records[0]!.name.toLowerCase()).toContain('kruvikeer');
    const ru = await search(`term=${encodeURIComponent('шуруповерт')}`, { store: 'ru' });
    expect(ru.meta.totalResultsFound).toBeGreaterThan(0);
    expect(ru.records[0]!.name.toLowerCase()).toMatch(/шуруповёрт|шуруповерт/);
    for (const r of ru.records) {
      expect(r.url).toMatch(/^\/ru\/p\//);
      expect(r.price).toEqual(expect.any(Number));
    }
  });

  it('returns category records whose absolute urls open on this origin', async () => {
    const r = await search('term=tooriist&type=category', { host: 'localhost:4173' });
    expect(r.records.length).toBeGreaterThan(0);
    for (const c of r.records) expect(c.url).toMatch(/^http:\/\/localhost:4173\/et\/c\/[a-z0-9-/]+$/);
  });

  it('serves every seeded product image as SVG under /media and resized through /img', async () => {
    const { records } = await search('term=kruvikeer');
    const image = records.find((r) => r.image)?.image;
    expect(image).toMatch(/^\/media\/catalog\/product\/.+\.svg$/);
    const original = await s.app.inject({ url: image! });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(original.body).toContain('<svg');
    const path = image!.slice('/media/'.length);
    for (const [mods, w, h] of [
      ['s_216x268,f_webp,q_80,fit_contain,b_ffffff', 216, 268],
      ['s_140x200,f_avif,fit_cover', 140, 200],
      ['s_100x100,f_jpg', 100, 100],
    ] as const) {
      const res = await s.app.inject({ url: `/img/${mods}/${path}` });
      expect(res.statusCode, mods).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], mods).toEqual([w, h]);
    }
    const banner = await s.app.inject({ url: '/api/content/item?type=tickerBanner&locale=et' });
    const bannerUrl = banner.json().data.desktopImage.url as string;
    expect((await s.app.inject({ url: bannerUrl })).statusCode).toBe(200);
  });

  it('answers an unknown seeded-looking path with 404', async () => {
    expect((await s.app.inject({ url: '/media/catalog/product/nosuchshape/zz/x/y-1.svg' })).statusCode).toBe(
      404,
    );
    expect(
      (await s.app.inject({ url: '/img/s_100x100/catalog/product/nosuchshape/zz/x/y-1.svg' })).statusCode,
    ).toBe(404);
  });

  it('serves the seeded ticker banner per locale', async () => {
    const et = (await s.app.inject({ url: '/api/content/item?type=tickerBanner&locale=et' })).json();
    const ru = (
      await s.app.inject({
        method: 'POST',
        url: '/api/content/item',
        payload: [{ contentType: 'tickerBanner', locale: 'ru' }],
      })
    ).json();
    expect(et.data.text).toEqual(expect.any(String));
    expect(ru.data.text).toEqual(expect.any(String));
    expect(ru.data.text).not.toBe(et.data.text);
  });

  it('answers /graphql with the local back end', async () => {
    const res = await s.app.inject({
      url: `/graphql?query=${encodeURIComponent('{ storeConfig { store_code locale } }')}`,
      headers: { store: 'ru' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.storeConfig.store_code).toBe('ru');
  });

  it('compresses GraphQL answers and sends the security headers on them too', async () => {
    const query =
      '{ categoryList { uid name children { uid name url_path children { uid name url_path } } } }';
    const res = await s.app.inject({
      url: `/graphql?query=${encodeURIComponent(query)}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(res.rawPayload).toString()).data.categoryList.length,
    ).toBeGreaterThan(0);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
