import { chooseSpecialPrice } from '@/lib/prices';
import { insertReview } from '@/server/store/reviews';
import { SIM_0001_FIXTURE_STARS } from '@/server/seed/review-fixture';
import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';

// Product page data the storefront could not get before: the Omnibus prior price from the price history,
// the stock of each configurable variant per store, and the star breakdown over all reviews.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const product = async (sku: string, fields: string): Promise<Data> => {
  const r = await h.gql(`{ products(filter: { sku: { eq: "${sku}" } }) { items { sku ${fields} } } }`);
  expect(r.errors).toBeUndefined();
  return r.data.products.items[0];
};
const row = (sql: string, ...args: unknown[]) => h.db.prepare(sql).get(...args) as Data;

/** Independent reading of the history: the price in force when the window opened and every later change. */
const lowestBefore = (productId: number, start: string): number => {
  const windowStart = addDays(start, -30);
  const inForce = row(
    `SELECT price FROM product_price_history WHERE product_id = ? AND valid_from <= ?
     ORDER BY valid_from DESC, id DESC LIMIT 1`,
    productId,
    windowStart,
  );
  const later = h.db
    .prepare(
      'SELECT price FROM product_price_history WHERE product_id = ? AND valid_from > ? AND valid_from < ?',
    )
    .pluck()
    .all(productId, windowStart, start) as number[];
  return Math.min(...(inForce ? [inForce.price as number] : []), ...later);
};

describe('omnibus_prior_price (ESTONIA.md Omnibus)', () => {
  it('is the lowest price of the 30 days before the discount, not the regular price (SIM-0006)', async () => {
    const p = row("SELECT id, price, special_price, special_from_date FROM products WHERE sku = 'SIM-0006'");
    const data = await product(
      'SIM-0006',
      `omnibus_prior_price { value currency } price_range { minimum_price { regular_price { value } final_price { value } } }
       available_price_tiers { final_price { value currency } quantity price_group_type price_valid_until cust_group }`,
    );
    const regular = Math.round(data.price_range.minimum_price.regular_price.value * 100);
    const prior = Math.round(data.omnibus_prior_price.value * 100);
    expect(data.omnibus_prior_price.currency).toBe('EUR');
    // Magento's final price: the special price, or a guest's tier from one unit when lower
    const tier = chooseSpecialPrice(data.available_price_tiers, { loggedIn: false }, { now: new Date() });
    expect(Math.round(data.price_range.minimum_price.final_price.value * 100)).toBe(
      Math.min(p.special_price, tier?.cents ?? Infinity),
    );
    // the seed's story for SIM-0006: a promotion at `mid` from start−20 to start−13 (src/server/store/README.md)
    expect(prior).toBe(Math.floor((p.price + p.special_price) / 200) * 100 - 10);
    expect(prior).toBe(lowestBefore(p.id, p.special_from_date.slice(0, 10)));
    expect(prior).toBeLessThan(regular);
    expect(prior).toBeGreaterThan(p.special_price);
  });

  it('is null without a discount', async () => {
    const sku = h.db
      .prepare(
        `SELECT sku FROM products p WHERE type_id = 'simple' AND visibility = 4 AND special_price IS NULL
         AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id) ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    expect((await product(sku, 'omnibus_prior_price { value }')).omnibus_prior_price).toBeNull();
  });

  it('follows price changes written after the seed (trigger) and the history rows', async () => {
    const p = row(
      `SELECT id, sku, price FROM products p WHERE type_id = 'simple' AND visibility = 4 AND special_price IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id) ORDER BY id DESC LIMIT 1`,
    );
    const before = h.db.prepare('SELECT count(*) FROM product_price_history WHERE product_id = ?').pluck();
    const rows = before.get(p.id) as number;
    const special = Math.round(p.price / 2);
    h.db
      .prepare(
        'UPDATE products SET special_price = ?, special_from_date = ?, special_to_date = ? WHERE id = ?',
      )
      .run(special, today(), addDays(today(), 10), p.id);
    // the special price from now and the regular price again after it ends
    expect(before.get(p.id)).toBe(rows + 2);
    const planned = row(
      'SELECT price, valid_from FROM product_price_history WHERE product_id = ? ORDER BY valid_from DESC LIMIT 1',
      p.id,
    );
    expect(planned).toEqual({ price: p.price, valid_from: addDays(today(), 11) });
    const first = await product(p.sku, 'omnibus_prior_price { value }');
    expect(Math.round(first.omnibus_prior_price.value * 100)).toBe(p.price);

    // a cheaper price ten days ago is the prior price now
    h.db
      .prepare('INSERT INTO product_price_history (product_id, price, valid_from) VALUES (?, ?, ?)')
      .run(p.id, p.price - 100, addDays(today(), -10));
    h.db
      .prepare('INSERT INTO product_price_history (product_id, price, valid_from) VALUES (?, ?, ?)')
      .run(p.id, p.price, addDays(today(), -8));
    const second = await product(p.sku, 'omnibus_prior_price { value }');
    expect(Math.round(second.omnibus_prior_price.value * 100)).toBe(p.price - 100);
  });

  it('a special price without a start date: the prior price is from before it began, never itself', async () => {
    const p = row(
      `SELECT id, sku, price FROM products p WHERE type_id = 'simple' AND visibility = 4 AND special_price IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id) ORDER BY id DESC LIMIT 1 OFFSET 1`,
    );
    const special = Math.round(p.price * 0.7);
    h.db.prepare('UPDATE products SET special_price = ? WHERE id = ?').run(special, p.id);
    // The special price began three days ago (the trigger dated its row now; move it back).
    h.db
      .prepare(
        `UPDATE product_price_history SET valid_from = ? WHERE id =
           (SELECT id FROM product_price_history WHERE product_id = ? ORDER BY valid_from DESC, id DESC LIMIT 1)`,
      )
      .run(addDays(today(), -3), p.id);
    const data = await product(
      p.sku,
      'omnibus_prior_price { value } price_range { minimum_price { final_price { value } } }',
    );
    expect(Math.round(data.price_range.minimum_price.final_price.value * 100)).toBe(special);
    expect(Math.round(data.omnibus_prior_price.value * 100)).toBe(p.price);
  });
});

describe('configurable variants: stock of each variant', () => {
  it('CFG-0001 variants resolve their own stock per store (pinned in the seed)', async () => {
    const data = await product(
      'CFG-0001',
      `... on ConfigurableProduct { variants { product { sku stock_status only_x_left_in_stock
         availability_in_stores { source_code qty status } } } }`,
    );
    const variants: Data[] = data.variants;
    expect(variants).toHaveLength(8);
    const stock = variants.map((v) =>
      v.product.availability_in_stores.map((s: Data) => `${s.source_code}:${s.qty}`).join(','),
    );
    expect(stock).toEqual([
      'tallinn-mustamae:12,tartu-lounakeskus:4',
      'tallinn-mustamae:20,tartu-lounakeskus:9,rakvere:1',
      'tallinn-mustamae:7,parnu:3',
      '',
      'narva:5',
      'tallinn-lasnamae:2',
      'tartu-lounakeskus:6',
      'tallinn-lasnamae:1',
    ]);
    expect(variants.map((v) => v.product.stock_status)).toEqual([
      'IN_STOCK',
      'IN_STOCK',
      'IN_STOCK',
      'OUT_OF_STOCK',
      'IN_STOCK',
      'IN_STOCK',
      'IN_STOCK',
      'IN_STOCK',
    ]);
    expect(variants.map((v) => v.product.only_x_left_in_stock)).toEqual([
      null,
      null,
      null,
      null,
      5,
      2,
      null,
      1,
    ]);
  });
});

describe('rating_breakdown over all reviews', () => {
  const FIELDS = `review_count rating_summary rating_breakdown { stars count }
    reviews(pageSize: 20) { items { nickname } page_info { total_pages } }`;

  it('counts every approved review of SIM-0001 (more than one page) and agrees with rating_summary', async () => {
    const p = await product('SIM-0001', FIELDS);
    expect(p.review_count).toBeGreaterThan(20);
    expect(p.reviews.items).toHaveLength(20);
    expect(p.reviews.page_info.total_pages).toBe(2);
    const rows: { stars: number; count: number }[] = p.rating_breakdown;
    expect(rows.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1]);
    const total = rows.reduce((s, r) => s + r.count, 0);
    expect(total).toBe(p.review_count);
    // the fixture alone has 12 five-star reviews, more than a first page of 20 could be sure to hold
    expect(rows[0]!.count).toBeGreaterThanOrEqual(SIM_0001_FIXTURE_STARS.filter((s) => s === 5).length);
    const average = rows.reduce((s, r) => s + r.stars * r.count, 0) / total;
    expect(Math.abs(average * 20 - p.rating_summary)).toBeLessThanOrEqual(0.05);
  });

  it('moves with a newly approved review', async () => {
    const id = row("SELECT id FROM products WHERE sku = 'SIM-0001'").id as number;
    const before = (await product('SIM-0001', FIELDS)).rating_breakdown;
    insertReview(h.db, {
      productId: id,
      store: 'et',
      customerId: null,
      nickname: 'Test',
      summary: 'Halb',
      text: 'Ei meeldinud.',
      optionIds: [1], // rating 1, one star
      status: 'approved',
    });
    const after = await product('SIM-0001', FIELDS);
    expect(after.rating_breakdown[4]).toEqual({ stars: 1, count: before[4].count + 1 });
    expect(after.rating_breakdown.reduce((s: number, r: Data) => s + r.count, 0)).toBe(after.review_count);
  });
});

describe('price history seed', () => {
  it('is deterministic (same options, same rows) and every product has a price from its creation', async () => {
    const { openDatabase } = await import('@/server/store/db');
    const { seedDatabase } = await import('@/server/seed/seed');
    const rows = () => {
      const db = openDatabase(':memory:');
      seedDatabase(db, { products: 200, seed: 3, today: '2026-11-22' });
      const all = db
        .prepare('SELECT product_id, price, valid_from FROM product_price_history ORDER BY id')
        .all();
      const missing = db
        .prepare(
          'SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_price_history h WHERE h.product_id = p.id)',
        )
        .pluck()
        .get();
      db.close();
      return { all, missing };
    };
    const a = rows();
    expect(a.missing).toBe(0);
    expect(rows().all).toEqual(a.all);
  });
});
