import { parse } from 'graphql';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cacheableQuery } from '@/server/http/response-cache';
import type { TestServer } from './http-fixtures';
import { call, newCustomer, orderAsGuest } from './customer-helpers';
import { asAdmin, get, getUrl, ORDERABLE, startTwoWorkers, type TwoWorkers } from './response-cache-helpers';

// Issue 15 item 6: each worker caches guests' public catalogue answers of GET /graphql, keyed by the request,
// until a write makes them stale (cache tags: response-cache-tags.test.ts). Two workers here are two apps with
// their own connection to one database file, as `npm start` runs them.

let workers: TwoWorkers;
let a: TestServer;
let b: FastifyInstance;
let sku: string;

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) {
  items { sku name only_x_left_in_stock stock_status price_range { minimum_price { regular_price { value } } } } } }`;

const readProduct = async (app: FastifyInstance) => {
  const res = await get(app, getUrl(PRODUCT, { sku }));
  const item = (
    res.json() as {
      data: {
        products: {
          items: {
            only_x_left_in_stock: number | null;
            price_range: { minimum_price: { regular_price: { value: number } } };
          }[];
        };
      };
    }
  ).data.products.items[0]!;
  return {
    cache: res.headers['x-cache'],
    left: item.only_x_left_in_stock,
    price: item.price_range.minimum_price.regular_price.value,
  };
};

beforeAll(async () => {
  workers = await startTwoWorkers();
  ({ a, b } = workers);
  // a plain product a guest can order, its stock low enough to show ("only 40 left")
  sku = a.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id WHERE ${ORDERABLE}
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  a.db
    .prepare(
      `UPDATE product_inventory SET qty = 40, stock_status = 1, only_x_left_threshold = 100
       WHERE product_id = (SELECT id FROM products WHERE sku = ?)`,
    )
    .run(sku);
});

afterAll(() => workers.close());

describe('the guests’ catalogue answer cache', () => {
  it('sends a kept answer compressed as the request accepts it, with the headers the uncached answer had', async () => {
    const url = getUrl(
      '{ products(filter: { price: { from: "0", to: "100000" } }, pageSize: 30) { items { sku name url_key } } }',
      {},
    );
    const plain = await get(a.app, url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024); // compressed when not kept too
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
      ['x-gzip', 'gzip', gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const;
    for (const [accept, coding, decode] of cases) {
      const asked = { 'accept-encoding': accept };
      // the first time is answered as it comes, the second stored; the third comes from the cache
      const uncached = await get(a.app, `${url}&v=${accept}`, asked);
      await get(a.app, `${url}&v=${accept}`, asked);
      const hit = await get(a.app, `${url}&v=${accept}`, asked);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBe(coding);
      expect(JSON.parse(decode(hit.rawPayload).toString())).toEqual(plain.json());
      const rest = (h: Record<string, unknown>) => {
        const { date: _date, 'x-cache': _cache, ...others } = h;
        return others;
      };
      expect(rest(hit.headers)).toEqual(rest(uncached.headers));
    }
  });

  it('answers a repeated guest GET from the cache with the same body and headers', async () => {
    const url = getUrl(PRODUCT, { sku });
    const first = await get(a.app, url);
    const second = await get(a.app, url);
    const third = await get(a.app, url);
    expect(first.statusCode).toBe(200);
    // a request asked once is not kept; the second time its answer is stored, the third comes from the cache
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('MISS');
    expect(third.headers['x-cache']).toBe('HIT');
    expect(third.body).toBe(first.body);
    const rest = (h: Record<string, unknown>) => {
      const { date: _date, 'x-cache': _cache, ...others } = h;
      return others;
    };
    expect(rest(third.headers)).toEqual(rest(first.headers));
    // another store view or origin is another answer
    for (const other of [{ store: 'ru' }, { host: 'pood.example.ee' }] as Record<string, string>[]) {
      expect((await get(a.app, url, other)).headers['x-cache']).toBeUndefined();
      expect((await get(a.app, url, other)).headers['x-cache']).toBe('MISS');
    }
  });

  it('does not keep the answers of requests asked only once', async () => {
    // a crawler's (or a bench's) requests, each asked once (another variable each, as another price range would
    // be): none is stored, so none pushes out another answer
    const once = (n: number) => getUrl(PRODUCT, { sku, n });
    for (let n = 1; n <= 5; n++) expect((await get(a.app, once(n))).headers['x-cache']).toBeUndefined();
    // one asked again is stored then
    expect((await get(a.app, once(3))).headers['x-cache']).toBe('MISS');
    expect((await get(a.app, once(3))).headers['x-cache']).toBe('HIT');
  });

  it('shows an admin price change on the next read from both workers', async () => {
    await readProduct(a.app);
    await readProduct(b);
    await readProduct(b);
    const before = await readProduct(b);
    expect(before.cache).toBe('HIT');
    // the admin tools write through their own connection
    asAdmin(a, (admin) =>
      admin.prepare('UPDATE products SET price = price + 1000, special_price = NULL WHERE sku = ?').run(sku),
    );
    const afterA = await readProduct(a.app);
    const afterB = await readProduct(b);
    expect(afterA.cache).toBe('MISS');
    expect(afterB.cache).toBe('MISS');
    expect(afterA.price).toBe(afterB.price);
    expect(afterB.price).toBeGreaterThan(before.price);
    expect((await readProduct(b)).cache).toBe('HIT');
  });

  it('shows the stock an order took on the next read from both workers', async () => {
    await readProduct(a.app);
    const before = await readProduct(b);
    expect(before.cache).toBe('HIT');
    expect(before.left).toBe(40);
    // a guest orders 3 through worker A
    await orderAsGuest(a, sku, 3);
    expect(await readProduct(b)).toMatchObject({ cache: 'MISS', left: 37 });
    expect(await readProduct(a.app)).toMatchObject({ cache: 'MISS', left: 37 });
  });

  it('never serves or stores a signed-in customer’s answer', async () => {
    const url = getUrl(PRODUCT, { sku });
    await get(a.app, url);
    expect((await get(a.app, url)).headers['x-cache']).toBe('HIT');
    const { token } = await newCustomer(a);
    for (let i = 0; i < 2; i++) {
      const res = await get(a.app, url, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
    }
    // the session cookie is a customer too
    const cookieRes = await get(a.app, url, { 'x-session-cookie': '1', cookie: 'vsf-customer=abc' });
    expect(cookieRes.headers['x-cache']).toBeUndefined();
    // a customer's first request of a new text is not stored for the guests either
    const fresh = getUrl(`${PRODUCT} `, { sku });
    await get(a.app, fresh, { authorization: `Bearer ${token}` });
    expect((await get(a.app, fresh)).headers['x-cache']).toBeUndefined(); // nor counted as asked before
    expect((await get(a.app, fresh)).headers['x-cache']).toBe('MISS');
  });

  it('never caches carts, searches or answers with errors', async () => {
    const cartId = (await call(a, 'mutation { createEmptyCart }', {}, { cookie: '' })).data
      .createEmptyCart as string;
    const cart = getUrl('query ($c: String!) { cart(cart_id: $c) { id total_quantity } }', { c: cartId });
    const search = getUrl('{ products(search: "kruvi") { total_count } }');
    const broken = getUrl('{ products(filter: { sku: { eq: 1 } }) { total_count nosuchfield } }');
    for (const url of [cart, search, broken])
      for (let i = 0; i < 2; i++) expect((await get(a.app, url)).headers['x-cache']).toBeUndefined();
  });

  it('takes only documents of public catalogue fields, a listing only when it searches nothing', async () => {
    const ok = (q: string) => cacheableQuery(parse(q));
    expect(ok('{ storeConfig { store_code } categories { total_count } }')).toEqual([]);
    expect(ok('query A { products(filter: {}) { total_count } } fragment F on Query { __typename }')).toEqual(
      [],
    );
    expect(ok('query ($s: String) { products(search: $s) { total_count } }')).toEqual(['s']);
    expect(ok('{ products(search: "x") { total_count } }')).toBeNull();
    expect(ok('{ customer { email } }')).toBeNull();
    expect(ok('{ cart(cart_id: "x") { id } }')).toBeNull();
    expect(ok('{ ...F } fragment F on Query { customer { email } }')).toBeNull();
    expect(ok('mutation { createEmptyCart }')).toBeNull();
    const LISTING =
      'query ($s: String, $f: ProductAttributeFilterInput) { products(search: $s, filter: $f) { total_count } }';
    const listing = getUrl(LISTING, { f: { sku: { eq: sku } } });
    await get(a.app, listing);
    await get(a.app, listing);
    expect((await get(a.app, listing)).headers['x-cache']).toBe('HIT');
    const searching = getUrl(LISTING, { s: 'kruvi', f: { sku: { eq: sku } } });
    for (let i = 0; i < 2; i++) expect((await get(a.app, searching)).headers['x-cache']).toBeUndefined();
  });
});
