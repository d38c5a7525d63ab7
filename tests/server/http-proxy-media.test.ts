import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CONTENT_SECURITY_POLICY } from '@/server/http/security';
import { createUpstreamMedia, UpstreamMediaError } from '@/server/http/upstream-media';
import { startTestServer, type TestServer } from './http-fixtures';

// In front of a real Magento (COMMERCE_GRAPHQL_URL) its media are the shop's own: absolute media URLs in its
// GraphQL answers become the shop's origin + /media/, and /media/ and the optimiser /img/ take their originals
// from Magento's media base (README "Pointing it at a real Magento"). A local Fastify plays Magento.

const PHOTO = 'catalog/product/x/y.jpg';
let magento: FastifyInstance;
let origin: string;
let mediaAsked: string[] = [];
let jpeg: Buffer;
/** Magento's slow media (/slow/media/…): every answer waits until the test opens the gate. */
let slowWaiting: (() => void)[] = [];
let slowOpen = false;
const releaseSlow = () => {
  slowOpen = true;
  for (const release of slowWaiting.splice(0)) release();
};
let shop: TestServer;
let cdnShop: TestServer;

/** What Magento answers for a media base: some URLs with slashes escaped as PHP's json_encode writes them. */
const answer = (base: string) => {
  const escape = (url: string) => url.replaceAll('/', '\\/');
  const html = `<p><img src=\\"${escape(`${base}wysiwyg/banner.jpg`)}\\" alt=\\"\\"><a href=\\"${origin}/et/page.html\\">x</a></p>`;
  return `{"data":{"storeConfig":{"base_media_url":"${escape(base)}","secure_base_media_url":"${base.replace('http:', 'https:')}","base_url":"${escape(`${origin}/`)}"},
  "products":{"items":[{"image":{"url":"${escape(`${base}catalog/product/cache/0f3e/x/y.jpg`)}"},
  "small_image":{"url":"${base}${PHOTO}"},"url_key":"${origin}/mediafile.jpg",
  "other":"https://elsewhere.example/media/catalog/z.jpg"}]},
  "cmsBlocks":{"items":[{"content":"${html}"}]}}}`;
};

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  magento = Fastify();
  // /cdn/graphql answers with media on a CDN's base, /graphql with media on Magento's own origin
  for (const [url, base] of [
    ['/graphql', 'media/'],
    ['/cdn/graphql', 'cdn/pub/media/'],
  ] as const)
    magento.post(url, async (_request, reply) =>
      reply.type('application/json').send(answer(`${origin}/${base}`)),
    );
  magento.get<{ Params: { '*': string } }>('/slow/media/*', async (_request, reply) => {
    if (!slowOpen) await new Promise<void>((resolve) => slowWaiting.push(resolve));
    return reply.type('image/jpeg').send(jpeg);
  });
  magento.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    mediaAsked.push(request.url);
    const path = request.params['*'].replace(/^(cdn\/pub\/)?media\//, '');
    if (path === PHOTO || path === 'wysiwyg/banner.jpg') return reply.type('image/jpeg').send(jpeg);
    if (path === 'catalog/product/page.jpg')
      return reply.type('image/jpeg').send('<!doctype html><title>Home</title>');
    if (path === 'catalog/product/broken.jpg') return reply.code(500).send('oops');
    return reply.code(404).send('Not found');
  });
  origin = await magento.listen({ host: '127.0.0.1', port: 0 });
  shop = await startTestServer({ commerceGraphqlUrl: `${origin}/graphql` });
  cdnShop = await startTestServer({
    commerceGraphqlUrl: `${origin}/cdn/graphql`,
    commerceMediaUrl: `${origin}/cdn/pub/media`,
  });
});

afterAll(async () => {
  await shop.close();
  await cdnShop.close();
  await magento.close();
});

beforeEach(() => {
  mediaAsked = [];
  slowWaiting = [];
  slowOpen = false;
});

const ask = (server: TestServer) =>
  server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', host: 'shop.example' },
    payload: { query: '{ products { items { image { url } } } }' },
  });

describe("Magento's media URLs in proxied answers", () => {
  it("become the shop's origin /media/, escaped or not; the JSON stays valid and other URLs are untouched", async () => {
    const res = await ask(shop);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"http:\\/\\/shop.example\\/media\\/"');
    const data = res.json().data;
    expect(data.storeConfig).toEqual({
      base_media_url: 'http://shop.example/media/',
      secure_base_media_url: 'http://shop.example/media/',
      base_url: `${origin}/`,
    });
    expect(data.products.items[0]).toEqual({
      image: { url: 'http://shop.example/media/catalog/product/cache/0f3e/x/y.jpg' },
      small_image: { url: `http://shop.example/media/${PHOTO}` },
      url_key: `${origin}/mediafile.jpg`,
      other: 'https://elsewhere.example/media/catalog/z.jpg',
    });
    expect(data.cmsBlocks.items[0].content).toBe(
      `<p><img src="http://shop.example/media/wysiwyg/banner.jpg" alt=""><a href="${origin}/et/page.html">x</a></p>`,
    );
    // no foreign host needed for images
    expect(res.headers['content-security-policy']).toContain(
      `img-src ${CONTENT_SECURITY_POLICY.imgSrc.join(' ')};`,
    );
  });

  it('follow PUBLIC_URL, as the reference back end does', async () => {
    process.env.PUBLIC_URL = 'https://www.ehituspood.example/';
    try {
      const data = (await ask(shop)).json().data;
      expect(data.storeConfig.secure_base_media_url).toBe('https://www.ehituspood.example/media/');
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });

  it('come from COMMERCE_MEDIA_URL when Magento serves its media from elsewhere', async () => {
    const data = (await ask(cdnShop)).json().data;
    expect(data.products.items[0].small_image.url).toBe(`http://shop.example/media/${PHOTO}`);
    const res = await cdnShop.app.inject({ url: `/media/${PHOTO}` });
    expect(res.statusCode).toBe(200);
    expect(mediaAsked).toEqual([`/cdn/pub/media/${PHOTO}`]);
  });
});

describe("/media/ and /img/ from Magento's media", () => {
  it('renders a storefront size from the JPEG Magento has, and asks Magento once', async () => {
    const url = `/img/s_216x268,f_webp/${PHOTO}`;
    const first = await shop.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 216, 268]);
    expect(mediaAsked).toEqual([`/media/${PHOTO}`]);

    const again = await shop.app.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-image-cache']).toBe('hit');
    // another size and the original are made from the kept original too
    const double = await shop.app.inject({ url: `/img/s_432x536,f_avif/${PHOTO}` });
    expect(double.statusCode).toBe(200);
    const original = await shop.app.inject({ url: `/media/${PHOTO}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(jpeg)).toBe(true);
    expect(mediaAsked).toHaveLength(1);
  });

  it("answers 404 for what Magento does not have, asking it once, and 400 for a size the shop doesn't use without asking", async () => {
    for (const url of [
      '/img/s_216x268,f_webp/catalog/product/nope.jpg',
      '/media/catalog/product/nope.jpg',
      '/img/s_432x536,f_avif/catalog/product/nope.jpg',
    ])
      expect((await shop.app.inject({ url })).statusCode, url).toBe(404);
    // the miss is remembered: a removed picture asked for again and again reaches Magento once
    expect(mediaAsked).toEqual(['/media/catalog/product/nope.jpg']);
    const odd = await shop.app.inject({ url: `/img/s_217x268,f_webp/${PHOTO}` });
    expect(odd.statusCode).toBe(400);
    expect(mediaAsked).toHaveLength(1);
  });

  it('downloads a bounded number of originals at once; past the waiting limit it answers 503 with Retry-After', async () => {
    const busyShop = await startTestServer({
      commerceGraphqlUrl: `${origin}/slow/graphql`,
      commerceMediaUrl: `${origin}/slow/media`,
      images: { concurrency: 1, maxWaiting: 1 },
    });
    try {
      // downloads at once: max(4, 2 × renderers) = 4, then 1 waiting; Magento holds every answer for now
      const held = Array.from({ length: 5 }, (_, i) =>
        busyShop.app.inject({ url: `/media/catalog/product/slow-${i}.jpg` }),
      );
      await expect.poll(() => slowWaiting.length).toBe(4);
      const refused = await busyShop.app.inject({ url: '/media/catalog/product/slow-5.jpg' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.headers['cache-control']).toBe('no-store');
      releaseSlow();
      const answered = await Promise.all(held);
      expect(answered.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      releaseSlow();
      await busyShop.close();
    }
  });

  it('refuses what is not an image by its bytes, whatever its type says, and keeps none of it', async () => {
    for (const url of ['/img/s_216x268,f_webp/catalog/product/page.jpg', '/media/catalog/product/page.jpg']) {
      const res = await shop.app.inject({ url });
      expect(res.statusCode, url).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(mediaAsked).toHaveLength(2);
  });

  it('refuses an original past the size cap', async () => {
    const kept: string[] = [];
    const cache = {
      dir: '/unused',
      read: async () => null,
      write: async (file: string) => void kept.push(file),
    };
    const small = createUpstreamMedia(`${origin}/media/`, cache, { maxBytes: jpeg.length - 1 });
    await expect(small.load(PHOTO)).rejects.toThrow(UpstreamMediaError);
    expect(kept).toEqual([]);
    const enough = createUpstreamMedia(`${origin}/media/`, cache, { maxBytes: jpeg.length });
    expect((await enough.load(PHOTO))?.mime).toBe('image/jpeg');
    expect(kept).toHaveLength(1);
  });

  it('answers 502, never a crash, when Magento fails or cannot be reached', async () => {
    const broken = await shop.app.inject({ url: '/img/s_216x268,f_webp/catalog/product/broken.jpg' });
    expect(broken.statusCode).toBe(502);
    const down = await startTestServer({ commerceGraphqlUrl: 'http://127.0.0.1:9/graphql' });
    try {
      const res = await down.app.inject({ url: `/img/s_216x268,f_webp/${PHOTO}` });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatch(/unreachable/);
    } finally {
      await down.close();
    }
  });
});
