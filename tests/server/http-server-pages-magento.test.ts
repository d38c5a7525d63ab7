import type { IncomingMessage } from 'node:http';
import { seedDatabase } from '@/server/seed/seed';
import { builtRenderer } from './built-renderer';
import { startTestServer, type TestServer } from './http-fixtures';

// Issue 14 item 1: with COMMERCE_GRAPHQL_URL the server renders from Magento the same way. Two instances of
// this server: one with its own seeded database plays Magento; the other fronts it (an empty database of
// its own, /graphql proxied to the first) and server-renders pages with the real renderer. A product's name and
// price changed only in "Magento"'s database are what the fronting server's HTML shows.

const NAME_ET = 'Magento kruvikeeraja MX-1';
const NAME_RU = 'Шуруповёрт из Magento MX-1';
const PRICE_CENTS = 12_345;

let magento: TestServer;
let magentoOrigin: string;
let shop: TestServer;
let asked: { store: string | undefined; operation: string | undefined }[] = [];

beforeAll(async () => {
  const rendererFile = builtRenderer();
  magento = await startTestServer({
    prepare: (db) => {
      seedDatabase(db, { products: 40 });
      db.prepare(
        `UPDATE products SET name_et = ?, name_ru = ?, price = ?, special_price = NULL, min_price = ?, max_price = ?
         WHERE sku = 'SIM-0003'`,
      ).run(NAME_ET, NAME_RU, PRICE_CENTS, PRICE_CENTS, PRICE_CENTS);
    },
  });
  const url = await magento.app.listen({ host: '127.0.0.1', port: 0 });
  magentoOrigin = url;
  // what reaches "Magento" over the network
  magento.app.server.on('request', (request: IncomingMessage) => {
    if (!request.url?.startsWith('/graphql')) return;
    asked.push({
      store: request.headers.store as string | undefined,
      operation: /[?&]operationName=(\w+)/.exec(request.url)?.[1],
    });
  });
  shop = await startTestServer({ commerceGraphqlUrl: `${url}/graphql`, rendererFile });
}, 300_000);

afterAll(async () => {
  await shop?.close();
  await magento?.close();
});

beforeEach(() => {
  asked = [];
});

const page = (url: string) =>
  shop.app.inject({ url, headers: { accept: 'text/html', host: 'shop.example' } });

/** What "Magento" itself answers for the product (its price as a number of euros). */
async function magentoProduct(store: string): Promise<{ name: string; price: number }> {
  const res = await magento.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', store },
    payload: {
      query: `{ products(filter: { sku: { eq: "SIM-0003" } }) { items { name price_range { minimum_price { final_price { value } } } } } }`,
    },
  });
  const item = res.json().data.products.items[0];
  return { name: item.name, price: item.price_range.minimum_price.final_price.value };
}

describe('server-rendered pages in front of a Magento (COMMERCE_GRAPHQL_URL)', () => {
  it('the fronting server has no catalogue of its own', async () => {
    expect(shop.db.prepare(`SELECT COUNT(*) AS n FROM products`).get()).toEqual({ n: 0 });
    expect(await magentoProduct('et')).toEqual({ name: NAME_ET, price: PRICE_CENTS / 100 });
  });

  it('renders a product page as Magento has it: name, price and data, in et and ru', async () => {
    for (const [locale, name] of [
      ['et', NAME_ET],
      ['ru', NAME_RU],
    ] as const) {
      const res = await page(`/${locale}/p/SIM-0003`);
      expect(res.statusCode, locale).toBe(200);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
      );
      const html = res.body;
      const main = html.slice(html.indexOf('id="main-content"'));
      expect(main).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      expect(main).toMatch(/123,45\s€/);
      const product = [...html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as { '@type': string; name?: string; offers?: { price: string } })
        .find((d) => d['@type'] === 'Product');
      expect(product).toMatchObject({ name, offers: { price: '123.45' } });
      // the browser hydrates from this data without asking again
      expect(html).toMatch(/<script id="server-state" type="application\/json"[^>]*>.*"SIM-0003"/);
      // Magento's pictures are the shop's own: through its optimiser, no media URL on Magento's host
      expect(main).toMatch(/<img[^>]+src="\/img\/[^"]+\/catalog\/product\//);
      expect(html).not.toContain(`${magentoOrigin}/media/`);
      // every question went to Magento, in the page's store
      expect(asked.length, locale).toBeGreaterThan(0);
      expect(new Set(asked.map((a) => a.store))).toEqual(new Set([locale]));
      expect(asked.map((a) => a.operation)).toContain('ProductDetail');
      asked = [];
    }
  });

  it('renders a category from Magento, and answers a product Magento does not have with 404', async () => {
    const category = await page('/et/c/tooriistad');
    expect(category.statusCode).toBe(200);
    expect(category.body).toMatch(/<h1[^>]*>Tööriistad<\/h1>/);
    expect(category.body).toContain('product-card');

    const missing = await page('/et/p/NO-SUCH-SKU');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-testid="not-found"');
  });
});
