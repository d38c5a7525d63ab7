import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './shop-test';

// issue 14 item 4: what a crawler reads besides the pages — robots.txt, the sitemap index and its
// per-locale sitemaps — against the real server and its freshly seeded catalogue.

/** The <url> blocks of a sitemap, each with its loc and its hreflang → href links. */
const urlBlocks = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(block)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));

const sitemapRefs = async (request: APIRequestContext) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  return [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => loc);
};

test.describe('search engines', () => {
  test('robots.txt names the sitemap by its absolute address', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemap index lists product, category and content sitemaps per locale', async ({
    request,
    baseURL,
  }) => {
    const refs = await sitemapRefs(request);
    for (const locale of ['et', 'ru'])
      for (const kind of ['products', 'categories', 'content'])
        expect(refs).toContain(`${baseURL}/sitemaps/${kind}-${locale}-1.xml`);
  });

  test('the product sitemaps list SIM-0001 in both locales with hreflang alternates, and the URL opens its page', async ({
    page,
    request,
    baseURL,
  }) => {
    const urlKey = async (store: string) => {
      const res = await request.post('/graphql', {
        data: { query: '{ products(filter: { sku: { eq: "SIM-0001" } }) { items { url_key url_suffix } } }' },
        headers: { Store: store },
      });
      const item = (await res.json()).data.products.items[0] as {
        url_key: string;
        url_suffix: string | null;
      };
      return `${item.url_key}${item.url_suffix ?? ''}`;
    };
    const et = `${baseURL}/et/p/SIM-0001/${await urlKey('et')}`;
    const ru = `${baseURL}/ru/p/SIM-0001/${await urlKey('ru')}`;
    const refs = await sitemapRefs(request);
    for (const [locale, loc] of [
      ['et', et],
      ['ru', ru],
    ] as const) {
      const blocks = [];
      for (const ref of refs.filter((r) => r.includes(`/sitemaps/products-${locale}-`)))
        blocks.push(...urlBlocks(await (await request.get(ref)).text()));
      const entry = blocks.find((b) => b.loc === loc);
      expect(entry, `${loc} in the ${locale} product sitemap`).toBeDefined();
      expect(entry?.alternates).toEqual({ et, ru, 'x-default': et });
    }
    const res = await page.goto(et);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('product-sku')).toHaveText('SIM-0001');
  });

  test('a category from the category sitemap opens in the browser', async ({ page, request, baseURL }) => {
    const xml = await (await request.get('/sitemaps/categories-ru-1.xml')).text();
    const [first] = urlBlocks(xml);
    expect(first?.loc).toMatch(new RegExp(`^${baseURL}/ru/c/[^<]+$`));
    expect(first?.alternates['x-default']).toBe(first?.alternates.et);
    const urlPath = decodeURIComponent(first!.loc.slice(`${baseURL}/ru/c/`.length));
    const named = await request.post('/graphql', {
      data: {
        query: `{ categoryList(filters: { url_path: { eq: ${JSON.stringify(urlPath)} } }) { name } }`,
      },
      headers: { Store: 'ru' },
    });
    const name = (await named.json()).data.categoryList[0].name as string;
    const res = await page.goto(first!.loc);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
