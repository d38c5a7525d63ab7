import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_INDEX, startTestServer, type TestServer } from './http-fixtures';

// Issue 14: how the server sends a server-rendered page — status, caching headers, head tags, the dehydrated
// state, and the shell whenever the page is personal or the renderer fails. The renderer here is a stand-in
// module with the real one's interface (the real one is proven by tests/e2e/server-render.spec.ts); it asks the
// real /graphql of this server through the fetch it is given.
const RENDERER = `
export async function renderPage({ url, fetch }) {
  const path = url.split('?')[0];
  if (path === '/et/throws') throw new Error('renderer bug');
  const page = { status: 200, head: {} };
  const base = { status: 200, locale: 'et', page, state: '{}', parts: [], alternates: [], html: (async function* () {})() };
  if (path === '/et/error') return { ...base, status: 500, page: { status: 500, head: { title: 'Error', noindex: true } } };
  if (path === '/et/moved') return { ...base, status: 301, location: '/et/p/SIM-0001' };
  const res = await fetch('/graphql?query=' + encodeURIComponent('{ __typename }'), {
    method: 'GET',
    headers: { Store: 'et', Accept: 'application/json' },
  });
  const answer = await res.json();
  page.head = {
    title: 'Drill </title><script>alert(1)</script> | Shop',
    description: 'A "drill" & more',
    canonical: '/et/p/SIM-0001',
    jsonLd: [{ '@type': 'Product', name: '</script><script>alert(2)</script>' }],
  };
  return {
    ...base,
    page,
    state: JSON.stringify({ store: answer.data.__typename, evil: '</script><script>alert(3)</script>' }),
    parts: ['Footer', 'ProductReviews'],
    alternates: [{ hreflang: 'et', path: '/et/p/SIM-0001' }, { hreflang: 'x-default', path: '/et/p/SIM-0001' }],
    html: (async function* () { yield '<main id="main-content"><h1>Drill</h1></main>'; })(),
  };
}
`;

/** A test server whose server renderer is this module source. */
async function startWithRenderer(source: string): Promise<TestServer> {
  const server = await startTestServer();
  mkdirSync(join(server.root, 'dist-server'), { recursive: true });
  writeFileSync(join(server.root, 'dist-server', 'render.js'), source);
  return server;
}

/** A browser's navigation to `url` on `server`. */
const navigate = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { accept: 'text/html', host: 'shop.example', ...headers } });

let s: TestServer;
beforeAll(async () => {
  s = await startWithRenderer(RENDERER);
});
afterAll(async () => s.close());

const get = (url: string, headers: Record<string, string> = {}) => navigate(s, url, headers);

describe('server-rendered pages', () => {
  it('frames the page in index.html with its head, its body and its data, for a CDN to keep', async () => {
    const res = await get('/et/p/SIM-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(res.headers['set-cookie']).toBeUndefined();
    const html = res.body;
    expect(html).toContain(
      '<div id="root" aria-busy="true"><main id="main-content"><h1>Drill</h1></main></div>',
    );
    // the renderer asked this server's /graphql in process
    // with the lazily loaded parts it shows, for the browser to load before it hydrates
    expect(html).toContain(
      '<script id="server-state" type="application/json" data-parts="Footer ProductReviews">{"store":"Query"',
    );
    expect(html).toContain('<link data-ssr rel="canonical" href="http://shop.example/et/p/SIM-0001" />');
    expect(html).toContain(
      '<link data-ssr rel="alternate" hreflang="x-default" href="http://shop.example/et/p/SIM-0001" />',
    );
    expect(html).toContain('<meta data-ssr name="description" content="A &quot;drill&quot; &amp; more" />');
  });

  it('nothing a page carries can end its script or title elements', async () => {
    const html = (await get('/et/p/SIM-0001')).body;
    expect(html).toContain('<title>Drill &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Shop</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(2)');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(3)');
  });

  it('answers a repeated request with 304 by its ETag', async () => {
    const first = await get('/et/p/SIM-0001');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/et/p/SIM-0001', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a page compressed as the browser accepts it, the same document in every coding', async () => {
    const plain = await get('/et/p/SIM-0001');
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // the first time it is rendered (or kept from the test above), then sent again from memory
      for (let i = 0; i < 2; i++) {
        const res = await get('/et/p/SIM-0001', { 'accept-encoding': accept });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(res.headers['etag']).toBe(plain.headers['etag']);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('sends the error page with 500 and never lets it be cached; a move with 301', async () => {
    const error = await get('/et/error');
    expect(error.statusCode).toBe(500);
    expect(error.headers['cache-control']).toBe('no-store');
    expect(error.body).toContain('<meta data-ssr name="robots" content="noindex, follow" />');
    const moved = await get('/et/moved');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers['location']).toBe('/et/p/SIM-0001');
  });

  it('sends the shell when the renderer fails, and for pages that are a person’s own', async () => {
    for (const url of [
      '/et/throws',
      '/et/my-account',
      '/ru/checkout/shipping',
      '/et/thank-you',
      '/et/kiosk/x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(FAKE_INDEX);
    }
  });
});

describe('a renderer that is slow to load or fails at once', () => {
  // Its first import takes longer than the render timeout (a cold start on a busy machine), and its renderPage
  // throws before returning a promise. The timeout must neither start before the renderer is there nor outlive a
  // render that has failed: its rejection, with no one listening, would end the process.
  const SLOW_RENDERER = `
await new Promise((resolve) => setTimeout(resolve, 5500));
export function renderPage({ url }) {
  if (url.startsWith('/et/sync-throws')) throw new Error('renderer bug');
  return Promise.resolve({ status: 200, locale: 'et', page: { status: 200, head: { title: 'Drill' } }, state: '{}',
    parts: [], alternates: [], html: (async function* () { yield '<main id="main-content"><h1>Drill</h1></main>'; })() });
}
`;
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startWithRenderer(SLOW_RENDERER);
  });
  afterAll(async () => slow.close());

  it('sends the shell for the failed render, then the page, and keeps serving', async () => {
    const ask = (url: string) => navigate(slow, url);
    const failed = await ask('/et/sync-throws');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(FAKE_INDEX);
    const page = await ask('/et/p/SIM-0001');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Drill</h1>');
    // past the render timeout of both requests: nothing rejects unheard (Vitest fails the run on that)
    await new Promise((resolve) => setTimeout(resolve, 5200));
    expect((await slow.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 20_000);
});
