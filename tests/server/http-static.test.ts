import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FAKE_BUNDLE, FAKE_INDEX, startTestServer, type TestServer } from './http-fixtures';
import { ENTRY_LOADER_HASH } from '@/server/http/entry-loader';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

describe('static PWA caching', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await s.app.inject({ url: '/assets/index-3f9a1c2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(FAKE_BUNDLE);
  });

  it('makes the browser revalidate the entry points: index.html, sw.js, manifest', async () => {
    for (const url of ['/index.html', '/sw.js', '/manifest.webmanifest', '/et']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await s.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
  });

  it('answers a missing asset with 404, not with the shell', async () => {
    for (const url of ['/assets/index-00000000.js', '/favicon-missing.png']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root"');
    }
  });
});

describe('SPA fallback', () => {
  it.each([
    '/et',
    '/ru',
    '/et/search?term=kruvi',
    '/et/c/tooriistad/akutooriistad',
    '/ru/p/SIM-0001/drell.html',
    '/et/kas-seda-pole-olemas',
    '/customer/account/createPassword',
  ])('%s gets the shell (the client decides what is a 404)', async (url) => {
    const res = await s.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(FAKE_INDEX);
  });

  it.each(['/graphqlx/nothing.json', '/img', '/media', '/health/x', '/health/workers/x'])(
    '%s never gets the shell',
    async (url) => {
      const res = await s.app.inject({ url });
      expect(res.body).not.toContain('<div id="root"');
    },
  );

  it('does not answer POSTs to unknown paths with the shell', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/et/anything', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('locale redirect at /', () => {
  const go = (headers: Record<string, string>) => s.app.inject({ url: '/', headers });

  it('goes to the default locale et without hints', async () => {
    const res = await go({});
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/et');
  });

  it('follows the vsf-locale cookie first, then Accept-Language', async () => {
    expect((await go({ cookie: 'a=1; vsf-locale=ru' })).headers.location).toBe('/ru');
    expect(
      (await go({ cookie: 'vsf-locale=et', 'accept-language': 'ru-RU,ru;q=0.9' })).headers.location,
    ).toBe('/et');
    expect((await go({ 'accept-language': 'en-US,en;q=0.9,ru;q=0.8' })).headers.location).toBe('/ru');
    expect((await go({ cookie: 'vsf-locale=de', 'accept-language': 'de-DE' })).headers.location).toBe('/et');
  });
});

describe('security headers', () => {
  it('sends a same-origin CSP and the usual hardening headers', async () => {
    const res = await s.app.inject({ url: '/et' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // the one inline script, a server page's loader, by its hash (no 'unsafe-inline' for scripts)
    expect(csp).toContain(`script-src 'self' ${ENTRY_LOADER_HASH};`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|unsafe-eval|upgrade-insecure-requests/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same hardening headers on every kind of answer: a page, an asset, GraphQL, a miss, an error', async () => {
    const named = [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ];
    const of = (res: { headers: Record<string, unknown> }) => named.map((name) => res.headers[name]);
    const page = await s.app.inject({ url: '/et' });
    expect(of(page).every(Boolean)).toBe(true);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const res of [
      await s.app.inject({ url: '/assets/index-3f9a1c2b.js' }),
      await s.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } }),
      await s.app.inject({ url: '/assets/missing.js' }),
      await s.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: '{ not json',
        headers: { 'content-type': 'application/json' },
      }),
    ])
      expect(of(res)).toEqual(of(page));
  });
});

describe('compression', () => {
  it('compresses with brotli or gzip as the client accepts, and not at all otherwise', async () => {
    const br = await s.app.inject({
      url: '/assets/index-3f9a1c2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(FAKE_BUNDLE.length / 5);

    const gz = await s.app.inject({
      url: '/assets/index-3f9a1c2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(FAKE_BUNDLE);

    const plain = await s.app.inject({
      url: '/assets/index-3f9a1c2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAKE_BUNDLE);
  });
});

describe('precompressed assets (written by the build)', () => {
  it('sends the brotli or gzip file the build wrote, as the client accepts, with Vary and immutable caching', async () => {
    const source = `export const x = ${JSON.stringify('ehitus '.repeat(400))};`;
    const file = join(s.distDir, 'assets', 'chunk-5d41402a.js');
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
    const url = '/assets/chunk-5d41402a.js';

    const br = await s.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);

    const gz = await s.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);

    const plain = await s.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});

describe('limits and health', () => {
  it('refuses a request body over the cap with 413', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/content/item',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ contentType: 'tickerBanner', pad: 'x'.repeat(2 * 1024 * 1024) }]),
    });
    expect(res.statusCode).toBe(413);
  });

  it('reports health with the product count from the database', async () => {
    const res = await s.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      products: 0,
      db: 'ok',
      worker: 0, // a single process (WORKERS=1); in a cluster, the worker's id
      pid: process.pid,
      uptimeSeconds: expect.any(Number),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists the one process as every worker when there is no cluster', async () => {
    const res = await s.app.inject({ url: '/health/workers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', count: 1, workers: [{ worker: 0, pid: process.pid }] });
  });
});

describe('without a build', () => {
  it('answers navigations with 503 and a hint to build', async () => {
    const bare = await startTestServer({ dist: false });
    try {
      const res = await bare.app.inject({ url: '/et' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
