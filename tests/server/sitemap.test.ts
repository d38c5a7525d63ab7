import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openDatabase, type Db } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { registerSitemapRoutes } from '@/server/http/sitemap-routes';
import { productPath } from '@/commerce/product-summary';
import { startTestServer, type TestServer } from './http-fixtures';

// The sitemaps over a small seeded catalogue, paged at a few URLs (SITEMAP_PAGE_SIZE is 50,000 in the shop).

// jsdom's DOMParser reads the XML back as a crawler's parser would (jsdom ships no type declarations).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

const ORIGIN = 'https://shop.example';
const PAGE_SIZE = 30;
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

let db: Db;
let app: FastifyInstance;

const xml = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const doc = new new JSDOM().window.DOMParser().parseFromString(res.body, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), url).toHaveLength(0);
  return { res, doc };
};

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}
const entries = (doc: Document): Entry[] =>
  [...doc.getElementsByTagNameNS(SM, 'url')].map((u) => ({
    loc: u.getElementsByTagNameNS(SM, 'loc')[0]!.textContent!,
    lastmod: u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...u.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
  }));

const sitemapLocs = async () => {
  const { doc } = await xml('/sitemap.xml');
  return [...doc.getElementsByTagNameNS(SM, 'loc')].map((l) => l.textContent!);
};

/** Every URL of every sitemap page of a kind and locale. */
const allEntries = async (kind: string, locale: string) => {
  const pages = (await sitemapLocs()).filter((l) => l.includes(`/sitemaps/${kind}-${locale}-`));
  const all: Entry[] = [];
  for (const page of pages) all.push(...entries((await xml(page.slice(ORIGIN.length))).doc));
  return { pages, all };
};

const listedProductCount = () =>
  db
    .prepare('SELECT count(*) FROM products WHERE status = 1 AND visibility IN (2, 3, 4)')
    .pluck()
    .get() as number;

beforeAll(async () => {
  db = openDatabase(':memory:');
  seedDatabase(db, { products: 100 });
  // a url key with characters XML must escape (the apostrophe survives encodeURIComponent)
  db.prepare(`UPDATE products SET url_key_et = 'o''neill-&-<co>' WHERE sku = 'SIM-0003'`).run();
  db.prepare(`UPDATE products SET status = 2 WHERE sku = 'SIM-0002'`).run();
  app = Fastify();
  await registerSitemapRoutes(app, { db, catalogue: true, pageSize: PAGE_SIZE, publicUrl: ORIGIN });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  db.close();
});

describe('sitemap index', () => {
  it('lists the product, category and content sitemaps of each locale, products paged', async () => {
    const { res } = await xml('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const pages = Math.ceil(listedProductCount() / PAGE_SIZE);
    expect(pages).toBeGreaterThan(2);
    const locs = await sitemapLocs();
    for (const locale of ['et', 'ru']) {
      expect(locs.filter((l) => l.includes(`/products-${locale}-`))).toEqual(
        Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemaps/products-${locale}-${i + 1}.xml`),
      );
      expect(locs).toContain(`${ORIGIN}/sitemaps/categories-${locale}-1.xml`);
      expect(locs).toContain(`${ORIGIN}/sitemaps/content-${locale}-1.xml`);
    }
  });

  it('gives each page the newest change of its products', async () => {
    db.prepare(`UPDATE products SET updated_at = '2031-05-06 07:08:09' WHERE sku = 'SIM-0001'`).run();
    try {
      const { doc } = await xml('/sitemap.xml');
      const first = [...doc.getElementsByTagNameNS(SM, 'sitemap')].find((s) =>
        s.textContent!.includes('/sitemaps/products-et-1.xml'),
      )!;
      expect(first.getElementsByTagNameNS(SM, 'lastmod')[0]!.textContent).toBe('2031-05-06T07:08:09Z');
    } finally {
      db.prepare(`UPDATE products SET updated_at = created_at WHERE sku = 'SIM-0001'`).run();
    }
  });
});

describe('product sitemaps', () => {
  it(`page at ${PAGE_SIZE} URLs and list every enabled visible product once`, async () => {
    const { pages, all } = await allEntries('products', 'et');
    const sizes = [];
    for (const page of pages) sizes.push(entries((await xml(page.slice(ORIGIN.length))).doc).length);
    expect(sizes.slice(0, -1).every((n) => n === PAGE_SIZE)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    expect(sizes.at(-1)).toBeLessThanOrEqual(PAGE_SIZE);
    expect(all).toHaveLength(listedProductCount());
    expect(new Set(all.map((e) => e.loc)).size).toBe(all.length);
    const next = await app.inject({ url: `/sitemaps/products-et-${pages.length + 1}.xml` });
    expect(next.statusCode).toBe(404);
  });

  it('name a product by the storefront’s own link, in both locales, with hreflang alternates', async () => {
    const row = db.prepare(`SELECT url_key_et, url_key_ru FROM products WHERE sku = 'SIM-0001'`).get() as {
      url_key_et: string;
      url_key_ru: string;
    };
    const et = `${ORIGIN}/et${productPath('SIM-0001', row.url_key_et, '')}`;
    const ru = `${ORIGIN}/ru${productPath('SIM-0001', row.url_key_ru, '')}`;
    const expected = { et, ru, 'x-default': et };
    const inEt = (await allEntries('products', 'et')).all.find((e) => e.loc === et);
    const inRu = (await allEntries('products', 'ru')).all.find((e) => e.loc === ru);
    expect(inEt?.alternates).toEqual(expected);
    expect(inRu?.alternates).toEqual(expected);
    expect(inEt?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('leave out disabled products and configurable children', async () => {
    const hidden = db
      .prepare(`SELECT sku FROM products WHERE status = 2 OR visibility = 1`)
      .pluck()
      .all() as string[];
    expect(hidden).toContain('SIM-0002');
    expect(hidden.length).toBeGreaterThan(1);
    const locs = (await allEntries('products', 'et')).all.map((e) => e.loc);
    for (const sku of hidden)
      expect(
        locs.some((l) => l.includes(`/p/${encodeURIComponent(sku)}/`)),
        sku,
      ).toBe(false);
  });

  it('escape the URL for XML: a parser reads back exactly the storefront’s link', async () => {
    const { all } = await allEntries('products', 'et');
    const expected = `${ORIGIN}/et/p/SIM-0003/o'neill-%26-%3Cco%3E`;
    expect(all.map((e) => e.loc)).toContain(expected);
    const page = (await sitemapLocs()).find((l) => l.endsWith('products-et-1.xml'))!;
    const raw = (await app.inject({ url: page.slice(ORIGIN.length) })).body;
    expect(raw).toContain(`/SIM-0003/o&apos;neill-%26-%3Cco%3E</loc>`);
  });

  it.each([
    'products-et-0.xml',
    'products-xx-1.xml',
    'products-et-1.json',
    'pages-et-1.xml',
    'content-ru-99.xml',
  ])('/sitemaps/%s is not found', async (name) => {
    expect((await app.inject({ url: `/sitemaps/${name}` })).statusCode).toBe(404);
  });
});

describe('category and content sitemaps', () => {
  it('list active categories by their url path in each locale, not a disabled branch', async () => {
    const branch = db
      .prepare(`SELECT id, url_path_et FROM categories WHERE level = 2 ORDER BY id LIMIT 1`)
      .get() as {
      id: number;
      url_path_et: string;
    };
    const locs = (await allEntries('categories', 'et')).all.map((e) => e.loc);
    expect(locs).toContain(`${ORIGIN}/et/c/${branch.url_path_et}`);
    expect(locs.some((l) => l.startsWith(`${ORIGIN}/et/c/${branch.url_path_et}/`))).toBe(true);
    db.prepare('UPDATE categories SET is_active = 0 WHERE id = ?').run(branch.id);
    try {
      const after = (await allEntries('categories', 'et')).all.map((e) => e.loc);
      expect(after.filter((l) => l.startsWith(`${ORIGIN}/et/c/${branch.url_path_et}`))).toEqual([]);
      expect(after.length).toBeLessThan(locs.length);
    } finally {
      db.prepare('UPDATE categories SET is_active = 1 WHERE id = ?').run(branch.id);
    }
    const ru = entries((await xml('/sitemaps/categories-ru-1.xml')).doc)[0]!;
    expect(ru.loc.startsWith(`${ORIGIN}/ru/c/`)).toBe(true);
    expect(ru.alternates['x-default']).toBe(ru.alternates.et);
  });

  it('list the home, info, blog, campaign and brand pages, not the CMS home and no-route pages', async () => {
    const locs = (await allEntries('content', 'ru')).all.map((e) => e.loc.slice(ORIGIN.length));
    const post = db
      .prepare('SELECT slug FROM blog_posts WHERE is_active = 1 ORDER BY published_at LIMIT 1')
      .pluck()
      .get();
    const brand = db.prepare('SELECT slug FROM brands ORDER BY position LIMIT 1').pluck().get();
    const campaign = db
      .prepare(
        `SELECT slug FROM campaigns WHERE is_active = 1 AND date_from <= date('now') AND date_to >= date('now') LIMIT 1`,
      )
      .pluck()
      .get();
    expect(locs).toEqual(
      expect.arrayContaining([
        '/ru',
        '/ru/categories',
        '/ru/blogi',
        '/ru/koormavedu',
        '/ru/info/tarne',
        `/ru/blogi/${post}`,
        `/ru/kampaaniad/${campaign}`,
        `/ru/brands/${brand}`,
      ]),
    );
    expect(locs.filter((l) => /\/info\/(home|no-route|koormavedu)$/.test(l))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('in the shop server', () => {
  let s: TestServer;
  afterEach(async () => s.close());

  it('robots.txt is public/robots.txt naming the sitemap by an absolute URL (not the static copy)', async () => {
    s = await startTestServer();
    const res = await s.app.inject({ url: '/robots.txt', headers: { host: 'shop.test:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const publicFile = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8').trimEnd();
    expect(res.body).toBe(`${publicFile}\n\nSitemap: http://shop.test:8080/sitemap.xml\n`);
    expect(
      (await s.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.test:8080' } })).statusCode,
    ).toBe(200);
  });

  it('with a Magento behind (COMMERCE_GRAPHQL_URL) there is no sitemap, and robots.txt names none', async () => {
    s = await startTestServer({ commerceGraphqlUrl: 'http://127.0.0.1:9/graphql' });
    expect((await s.app.inject({ url: '/sitemap.xml' })).statusCode).toBe(404);
    expect((await s.app.inject({ url: '/sitemaps/products-et-1.xml' })).statusCode).toBe(404);
    const robots = await s.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toContain('Sitemap:');
  });
});
