import type { Database } from 'better-sqlite3';
import { getListingIndex, invalidateListingIndex } from '@/server/store/catalog-listing-index';
import { twoConnections, type TwoConnections } from './two-connections';

// Issue 15 item 5: every worker process holds its own listing index over the one SQLite file. Two connections
// here play two workers: a change written through one is seen by the other on its next read, and writes that
// do not touch the catalogue (carts, orders) never make the other rebuild its index (PRAGMA data_version,
// used before, changed on every commit of another connection).

let both: TwoConnections;
let a: Database;
let b: Database;

beforeAll(() => {
  both = twoConnections('shop-workers-', { products: 200, seed: 42 });
  ({ a, b } = both);
});

afterAll(() => both.close());

const inStockProduct = (db: Database) =>
  db
    .prepare(
      `SELECT p.id FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.status = 1 AND i.stock_status = 1 AND p.type_id = 'simple'
         AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id)
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as number;

describe('listing index with two workers on one database file', () => {
  it('a stock or price change written by one worker is applied in place by the other', () => {
    const id = inStockProduct(a);
    const before = getListingIndex(b);
    expect(before.inStock[id]).toBe(1);

    a.prepare('UPDATE product_inventory SET stock_status = 0 WHERE product_id = ?').run(id);
    a.prepare(
      'UPDATE products SET price = 123456, min_price = 123456, special_price = NULL WHERE id = ?',
    ).run(id);
    const after = getListingIndex(b);
    expect(after).toBe(before); // refreshed in place, not rebuilt
    expect(after.inStock[id]).toBe(0);
    expect(after.price[id]).toBe(123456);

    a.prepare('UPDATE product_inventory SET stock_status = 1 WHERE product_id = ?').run(id);
    expect(getListingIndex(b).inStock[id]).toBe(1);
  });

  it('commits that do not touch the catalogue (a new cart) never rebuild the other worker’s index', () => {
    const before = getListingIndex(b);
    for (let i = 0; i < 5; i++) {
      a.prepare(`INSERT INTO carts (masked_id, store_code) VALUES (?, 'et')`).run(`cart-${i}-${Date.now()}`);
      expect(getListingIndex(b)).toBe(before);
    }
  });

  it('a category membership change (no per-product log) makes the other worker rebuild', () => {
    const [categoryId, productId] = a
      .prepare(
        'SELECT category_id, product_id FROM category_products ORDER BY category_id, product_id LIMIT 1',
      )
      .raw()
      .get() as [number, number];
    const before = getListingIndex(b);
    expect(Array.from(before.categories.get(categoryId) ?? [])).toContain(productId);

    a.prepare('DELETE FROM category_products WHERE category_id = ? AND product_id = ?').run(
      categoryId,
      productId,
    );
    const after = getListingIndex(b);
    expect(after).not.toBe(before);
    expect(Array.from(after.categories.get(categoryId) ?? [])).not.toContain(productId);
    // and the writer's own index too
    expect(Array.from(getListingIndex(a).categories.get(categoryId) ?? [])).not.toContain(productId);
  });

  it('invalidateListingIndex in one worker rebuilds the index of every worker', () => {
    const mine = getListingIndex(a);
    const theirs = getListingIndex(b);
    invalidateListingIndex(a);
    expect(getListingIndex(a)).not.toBe(mine);
    expect(getListingIndex(b)).not.toBe(theirs);
  });
});
