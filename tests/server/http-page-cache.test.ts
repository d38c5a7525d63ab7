import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDatabase } from '@/server/seed/seed';
import { setProductStock } from '@/server/store/inventory';
import { pinnedStock } from '@/server/seed/catalog-seed';
import { startTestServer, type TestServer } from './http-fixtures';

// Issue 14: server-rendered pages kept in memory (src/server/http/page-cache.ts). The renderer is a stand-in that
// numbers its renders, so a test sees whether a page was rendered for it or kept.
const RENDERER = `
let renders = 0;
export async function renderPage({ url }) {
  const path = url.split('?')[0];
  if (path === '/et/throws') throw new Error('renderer bug');
  renders += 1;
  const status = path === '/et/error' ? 500 : 200;
  const html = (async function* () { yield '<main>render ' + renders + '</main>'; })();
  return { status, locale: 'et', page: { status, head: {} }, state: '{}', parts: [], html };
}
`;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    pageCacheSeconds: 1,
    prepare: (db) => void seedDatabase(db, { products: 20, seed: 7 }),
  });
  mkdirSync(join(s.root, 'dist-server'), { recursive: true });
  writeFileSync(join(s.root, 'dist-server', 'render.js'), RENDERER);
});
afterAll(async () => s.close());

const rendered = async (url: string, host = 'shop.example') => {
  const res = await s.app.inject({ url, headers: { accept: 'text/html', host } });
  return { status: res.statusCode, render: /render (\d+)/.exec(res.body)?.[1], etag: res.headers['etag'] };
};

describe('server-rendered pages kept in memory', () => {
  it('a page asked for again is the page kept, with its ETag; each host and address has its own', async () => {
    const first = await rendered('/et/p/SIM-0001');
    expect(first.render).toBeDefined();
    expect(await rendered('/et/p/SIM-0001')).toEqual(first);
    const other = await rendered('/et/p/SIM-0002');
    expect(other.render).not.toBe(first.render);
    expect((await rendered('/et/p/SIM-0001', 'other.example')).render).not.toBe(first.render);
  });

  it('a change of the catalogue (stock here) renders the page again at once', async () => {
    const before = await rendered('/et/c/tooriistad');
    expect((await rendered('/et/c/tooriistad')).render).toBe(before.render);
    const [sku, sources] = pinnedStock()[0]!;
    expect(
      setProductStock(
        s.db,
        sku,
        sources.map(([code]) => [code, 1] as const),
      ),
    ).toBe(true);
    const after = await rendered('/et/c/tooriistad');
    expect(after.render).not.toBe(before.render);
    expect((await rendered('/et/c/tooriistad')).render).toBe(after.render);
  });

  it('an error page or a failed render is never kept', async () => {
    const first = await rendered('/et/error');
    expect(first.status).toBe(500);
    expect((await rendered('/et/error')).render).not.toBe(first.render);
    for (let i = 0; i < 2; i++) expect((await rendered('/et/throws')).render).toBeUndefined(); // the shell
  });

  it('past its time a page is served once more while it is rendered again, then the new one', async () => {
    const kept = await rendered('/et/search?term=kruvi');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await rendered('/et/search?term=kruvi')).render).toBe(kept.render);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the render started by that request
    expect((await rendered('/et/search?term=kruvi')).render).not.toBe(kept.render);
  });
});
