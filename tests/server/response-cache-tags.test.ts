import type { FastifyInstance } from 'fastify';
import { TaggedAnswers } from '@/server/http/tagged-answers';
import type { TestServer } from './http-fixtures';
import { orderAsGuest } from './customer-helpers';
import { asAdmin, get, getUrl, ORDERABLE, startTwoWorkers, type TwoWorkers } from './response-cache-helpers';

// Cache tags (migration 215): a write evicts, in every worker, only the cached answers that show what it changed
// (the product's own answers; the listings it may have entered or left), as Magento's tag-based invalidation of
// its full-page cache does. Each case checks both workers, and that unrelated answers are still served cached.

let workers: TwoWorkers;
let a: TestServer;
let b: FastifyInstance;

interface Pick {
  id: number;
  sku: string;
  category: number;
  /** the listing price in euros */
  price: number;
}
/**
 * A: ordered, stays in stock; S: sells out; P: price changed; M: moved to B's category; B: unrelated to all;
 * Q: ordered, far above its "only X left" threshold
 */
let A: Pick, S: Pick, P: Pick, M: Pick, B: Pick, Q: Pick;

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) {
  items { sku only_x_left_in_stock stock_status price_range { minimum_price { final_price { value } } } } } }`;
const CATEGORY = `query ($c: String!, $stock: String) {
  products(filter: { category_id: { eq: $c }, availability: { eq: $stock } }, pageSize: 100) { total_count items { sku } } }`;
const STORES = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) {
  items { sku availability_in_stores { source_code qty } } } }`;
const PRICED = `query ($p: String!) { products(filter: { price: { from: $p, to: $p } }, pageSize: 100) { items { sku } } }`;

const product = (p: Pick) => getUrl(PRODUCT, { sku: p.sku });
const category = (id: number, inStock = false) =>
  getUrl(CATEGORY, { c: String(id), stock: inStock ? '1' : null });
const stores = (p: Pick) => getUrl(STORES, { sku: p.sku });
const priced = (euros: number) => getUrl(PRICED, { p: euros.toFixed(2) });

const read = async (app: FastifyInstance, url: string) => {
  const res = await get(app, url);
  const { items } = (res.json() as { data: { products: { items: { sku: string }[] } } }).data.products;
  return { cache: res.headers['x-cache'], skus: items.map((i) => i.sku), items };
};

/** Both workers hold these answers (stored the second time a request comes): the next read of each is a HIT. */
const warm = async (...urls: string[]) => {
  for (const app of [a.app, b])
    for (const url of urls) {
      await read(app, url);
      await read(app, url);
      expect((await read(app, url)).cache).toBe('HIT');
    }
};

/** What the next read of each worker says: HIT (still cached) or MISS (answered afresh, and stored). */
const cacheOf = async (url: string) => [(await read(a.app, url)).cache, (await read(b, url)).cache];

beforeAll(async () => {
  workers = await startTwoWorkers();
  ({ a, b } = workers);
  // plain simple products at different prices, none in another's category, none part of another product
  const candidates = a.db
    .prepare(
      `SELECT p.id, p.sku, p.min_price / 100.0 AS price,
         (SELECT min(c.category_id) FROM category_products c WHERE c.product_id = p.id AND c.is_direct = 1) AS category
       FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE ${ORDERABLE} AND p.special_price IS NULL AND category IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM bundle_selections s WHERE s.product_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM product_links l WHERE l.linked_id = p.id)
       ORDER BY p.id`,
    )
    .all() as Pick[];
  const inCategory = a.db.prepare('SELECT 1 FROM category_products WHERE product_id = ? AND category_id = ?');
  const chosen: Pick[] = [];
  for (const c of candidates) {
    const apart = (o: Pick) =>
      o.price !== c.price && !inCategory.get(c.id, o.category) && !inCategory.get(o.id, c.category);
    if (chosen.every(apart)) chosen.push(c);
  }
  expect(chosen.length).toBeGreaterThanOrEqual(6);
  [A, S, P, M, B, Q] = chosen as [Pick, Pick, Pick, Pick, Pick, Pick];
  const stock = a.db.prepare(
    'UPDATE product_inventory SET qty = ?, stock_status = 1, only_x_left_threshold = 100 WHERE product_id = ?',
  );
  stock.run(40, A.id);
  stock.run(2, S.id);
  a.db
    .prepare(
      'UPDATE product_inventory SET qty = 1000, stock_status = 1, only_x_left_threshold = 5 WHERE product_id = ?',
    )
    .run(Q.id);
  a.db.prepare('DELETE FROM inventory_source_items WHERE product_id = ?').run(Q.id);
  a.db
    .prepare(
      "INSERT INTO inventory_source_items (product_id, source_code, qty, status) VALUES (?, 'warehouse', 1000, 1)",
    )
    .run(Q.id);
});

afterAll(() => workers.close());

describe('cache tags: a write evicts only the answers that show what it changed', () => {
  it('an order of product A evicts the answers showing A, while those showing B stay cached', async () => {
    await warm(product(A), product(B), category(A.category), category(B.category), priced(B.price));
    await orderAsGuest(a, A.sku, 3);
    expect(await cacheOf(product(A))).toEqual(['MISS', 'MISS']);
    expect((await read(b, product(A))).items[0]).toMatchObject({ only_x_left_in_stock: 37 });
    expect(await cacheOf(category(A.category))).toEqual(['MISS', 'MISS']);
    // A is still in stock: B's answers, B's category and a listing A is not in are still served from the cache
    expect(await cacheOf(product(B))).toEqual(['HIT', 'HIT']);
    expect(await cacheOf(category(B.category))).toEqual(['HIT', 'HIT']);
    expect(await cacheOf(priced(B.price))).toEqual(['HIT', 'HIT']);
  });

  it('an order far above the product’s “only X left” threshold evicts only the answers showing its stock per store', async () => {
    await warm(product(Q), stores(Q), category(Q.category), priced(Q.price));
    await orderAsGuest(a, Q.sku, 3);
    // its page shows the quantity of each store: those answers are made afresh, with the warehouse's new quantity
    for (const app of [a.app, b]) {
      const withStores = await read(app, stores(Q));
      expect(withStores.cache).toBe('MISS');
      expect(withStores.items[0]).toMatchObject({
        availability_in_stores: [{ source_code: 'warehouse', qty: 997 }],
      });
    }
    // nothing else it shows changed (in stock, no "only X left"): its other answers and its listings stay cached
    expect(await cacheOf(product(Q))).toEqual(['HIT', 'HIT']);
    expect((await read(b, product(Q))).items[0]).toMatchObject({
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
    });
    expect(await cacheOf(category(Q.category))).toEqual(['HIT', 'HIT']);
    expect(await cacheOf(priced(Q.price))).toEqual(['HIT', 'HIT']);
  });

  it('a product going out of stock evicts the listings it was in and every listing by other filters', async () => {
    await warm(category(S.category, true), priced(S.price), product(B), category(B.category));
    expect((await read(a.app, category(S.category, true))).skus).toContain(S.sku);
    await orderAsGuest(a, S.sku, 2);
    for (const app of [a.app, b]) {
      const inStock = await read(app, category(S.category, true));
      expect(inStock.cache).toBe('MISS');
      expect(inStock.skus).not.toContain(S.sku);
    }
    expect(await cacheOf(priced(S.price))).toEqual(['MISS', 'MISS']);
    expect(await cacheOf(product(B))).toEqual(['HIT', 'HIT']);
    expect(await cacheOf(category(B.category))).toEqual(['HIT', 'HIT']);
  });

  it('an admin price change through another connection moves the product into the listing of its new price', async () => {
    await warm(product(P), category(P.category), priced(B.price), product(B), category(B.category));
    expect((await read(a.app, priced(B.price))).skus).not.toContain(P.sku);
    const cents = Math.round(B.price * 100);
    asAdmin(a, (admin) =>
      admin
        .prepare('UPDATE products SET price = ?, min_price = ?, max_price = ? WHERE id = ?')
        .run(cents, cents, cents, P.id),
    );
    for (const app of [a.app, b]) {
      const listing = await read(app, priced(B.price));
      expect(listing.cache).toBe('MISS');
      expect(listing.skus).toEqual(expect.arrayContaining([P.sku, B.sku]));
      expect((await read(app, product(P))).items[0]).toMatchObject({
        price_range: { minimum_price: { final_price: { value: B.price } } },
      });
    }
    expect(await cacheOf(category(P.category))).toEqual(['MISS', 'MISS']);
    expect(await cacheOf(product(B))).toEqual(['HIT', 'HIT']);
    expect(await cacheOf(category(B.category))).toEqual(['HIT', 'HIT']);
  });

  it('an admin category change evicts the listings of the category left and the category joined', async () => {
    await warm(category(M.category), category(B.category), category(A.category), product(B));
    asAdmin(a, (admin) => {
      admin
        .prepare('DELETE FROM category_products WHERE product_id = ? AND category_id = ?')
        .run(M.id, M.category);
      admin
        .prepare(
          'INSERT INTO category_products (category_id, product_id, position, is_direct) VALUES (?, ?, 0, 1)',
        )
        .run(B.category, M.id);
    });
    for (const app of [a.app, b]) {
      const left = await read(app, category(M.category));
      const joined = await read(app, category(B.category));
      expect([left.cache, joined.cache]).toEqual(['MISS', 'MISS']);
      expect(left.skus).not.toContain(M.sku);
      expect(joined.skus).toEqual(expect.arrayContaining([M.sku, B.sku]));
    }
    expect(await cacheOf(category(A.category))).toEqual(['HIT', 'HIT']);
    expect(await cacheOf(product(B))).toEqual(['HIT', 'HIT']);
  });

  it('a write no product owns (store configuration) empties every worker’s cache', async () => {
    await warm(product(B), category(B.category));
    asAdmin(a, (admin) =>
      admin.prepare("UPDATE store_config SET value = value WHERE key = 'base_media_url'").run(),
    );
    expect(await cacheOf(product(B))).toEqual(['MISS', 'MISS']);
    expect(await cacheOf(category(B.category))).toEqual(['MISS', 'MISS']);
  });
});

describe('the tagged answer store', () => {
  it('does not keep an answer made while a change to what it shows was noticed', () => {
    const answers = new TaggedAnswers(1024 * 1024, 60_000);
    const answer = (tags: string[]) => ({
      body: { bytes: Buffer.from('{}') },
      contentType: 'application/json',
      tags,
    });
    const since = answers.generation;
    answers.evict(new Set(['cat_p_1']));
    expect(answers.set('shows 1', answer(['cat_p_1', 'cat_p_2']), since)).toBe(false);
    expect(answers.set('shows 2', answer(['cat_p_2']), since)).toBe(true);
    expect(answers.get('shows 1')).toBeUndefined();
    answers.evict(new Set(['cat_p_2']));
    expect(answers.get('shows 2')).toBeUndefined();
    // an answer started before everything was forgotten is not kept either
    const before = answers.generation;
    answers.evict(null);
    expect(answers.set('shows 3', answer(['cat_p_3']), before)).toBe(false);
  });
});
