import Fastify from 'fastify';
import { registerGraphql } from '@/server/graphql';
import { trustedProxies } from '@/server/http/trusted-proxy';
import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';

// Magento answers absolute media URLs (storeConfig base URLs, every image url), so clients that load images
// from another origin or build `new URL(path, base)` work: built from PUBLIC_URL, else the request's origin.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const QUERY = `{ storeConfig { base_url base_link_url base_media_url secure_base_media_url }
  products(filter: { sku: { eq: "CFG-0001" } }) { items { image { url } small_image { url } media_gallery { url }
    categories { image } } } }`;

const ask = async (headers: Record<string, string>, app = h.app): Promise<Data> => {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: QUERY } });
  const body = res.json() as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
};

const imageUrls = (d: Data): string[] => {
  const p = d.products.items[0];
  return [
    p.image.url,
    p.small_image.url,
    ...p.media_gallery.map((m: Data) => m.url),
    ...p.categories.map((c: Data) => c.image).filter(Boolean),
  ];
};

describe('absolute media URLs', () => {
  it("are built from the request's Host", async () => {
    const d = await ask({ host: 'shop.example:8080' });
    expect(d.storeConfig).toEqual({
      base_url: 'http://shop.example:8080/',
      base_link_url: 'http://shop.example:8080/et/',
      base_media_url: 'http://shop.example:8080/media/',
      secure_base_media_url: 'http://shop.example:8080/media/',
    });
    const urls = imageUrls(d);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^http:\/\/shop\.example:8080\/media\/catalog\/\S+\.svg$/);
    // what Venia does with them
    expect(new URL(d.products.items[0].image.url, d.storeConfig.secure_base_media_url).pathname).toMatch(
      /^\/media\/catalog\/product\//,
    );
  });

  it('follow PUBLIC_URL when it is set', async () => {
    process.env.PUBLIC_URL = 'https://www.ehituspood.example/';
    try {
      const d = await ask({ host: 'internal:4600' });
      expect(d.storeConfig.secure_base_media_url).toBe('https://www.ehituspood.example/media/');
      for (const url of imageUrls(d))
        expect(url.startsWith('https://www.ehituspood.example/media/')).toBe(true);
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });

  it('follow X-Forwarded-Proto and -Host only behind a trusted proxy (TRUST_PROXY=1)', async () => {
    const forwarded = {
      host: 'internal:4600',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pood.example',
    };
    const untrusted = await ask(forwarded);
    expect(untrusted.storeConfig.base_media_url).toBe('http://internal:4600/media/');
    const app = Fastify({ trustProxy: trustedProxies('1') });
    await registerGraphql(app, { db: h.db });
    await app.ready();
    try {
      const trusted = await ask(forwarded, app);
      expect(trusted.storeConfig.base_media_url).toBe('https://pood.example/media/');
      for (const url of imageUrls(trusted)) expect(url.startsWith('https://pood.example/media/')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('stay relative when the Host is no host name (never echoed into URLs)', async () => {
    const d = await ask({ host: 'evil.example/<script>' });
    expect(d.storeConfig.base_media_url).toBe('/media/');
    for (const url of imageUrls(d)) expect(url).toMatch(/^\/media\/catalog\//);
  });
});
