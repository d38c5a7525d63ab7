import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import {
  call,
  newCustomer,
  readyForOrder,
  SIGN_IN,
  startCustomerServer,
  type Caller,
} from './customer-helpers';
import { DEMO_PASSWORD } from '@/server/seed/customers';
import { runAdminCommand } from '@/server/admin/companies-admin';
import type { Mailer } from '@/server/mail/mailer';

// Issue 12 item 6 / spec §6: "a personal price is added as an extra tier". Customer service agrees a personal
// price with a company (for all its active users) or a customer (`npm run admin -- personal-price`); the buyer
// then sees it among the product's tiers, and pays the lowest of it, the campaign and the club prices allowed
// to them — in products, cart and order. Nobody else sees or pays it.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer(300);
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

/** The admin command as `npm run admin -- …` runs it (a trailing --remove is its option). */
const admin = (...args: string[]) =>
  runAdminCommand(
    args.filter((a) => a !== '--remove'),
    { remove: args.includes('--remove') || undefined },
    {
      db: s.db,
      mailer: { send: async () => {} } as unknown as Mailer,
      origin: 'http://127.0.0.1',
    },
  );

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  price_range { minimum_price { regular_price { value } final_price { value } } }
  available_price_tiers { price_group_type final_price { value } quantity cust_group } } } }`;
const productFor = async (sku: string, who: Caller) =>
  (await call(s, PRODUCT, { sku }, who)).data.products.items[0] as {
    price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
    available_price_tiers: { price_group_type: string; final_price: { value: number } }[];
  };
const signIn = async (email: string) =>
  (await call(s, SIGN_IN, { email, password: DEMO_PASSWORD })).data.generateCustomerToken.token as string;
const companyId = () =>
  s.db.prepare(`SELECT id FROM companies WHERE id_number = '14000009'`).pluck().get() as number;

/** An in-stock simple product a courier delivers, sold by the piece, with no special price and no tiers. */
const plainProduct = (skip = 0) =>
  s.db
    .prepare(
      `SELECT p.sku, p.price FROM products p JOIN product_inventory i ON i.product_id = p.id
        WHERE p.type_id = 'simple' AND p.special_price IS NULL AND i.stock_status = 1 AND i.qty >= 10
          AND i.min_sale_qty <= 1 AND i.enable_qty_increments = 0 AND p.price >= 2000 AND p.transport = 'standard'
          AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id)
        ORDER BY p.id LIMIT 1 OFFSET ?`,
    )
    .get(skip) as { sku: string; price: number };

describe('personal prices', () => {
  it("the seed's company prices: its Buyer sees a personal tier and pays it; a guest and a private customer do not", async () => {
    const seeded = s.db
      .prepare(
        `SELECT p.sku, pp.price_cents FROM personal_prices pp JOIN products p ON p.id = pp.product_id
          WHERE pp.company_id = ? ORDER BY p.sku`,
      )
      .all(companyId()) as { sku: string; price_cents: number }[];
    expect(seeded).toHaveLength(2);
    const sku = seeded[0]!.sku;
    const buyer = await signIn('kati.kask@example.ee');
    const mine = await productFor(sku, { token: buyer });
    expect(mine.available_price_tiers).toContainEqual(
      expect.objectContaining({
        price_group_type: 'personal',
        final_price: { value: seeded[0]!.price_cents / 100 },
      }),
    );
    expect(mine.price_range.minimum_price.final_price.value).toBe(seeded[0]!.price_cents / 100);
    const guest = await productFor(sku, {});
    expect(guest.available_price_tiers.some((t) => t.price_group_type === 'personal')).toBe(false);
    const privateCustomer = await newCustomer(s);
    const theirs = await productFor(sku, { token: privateCustomer.token });
    expect(theirs.available_price_tiers.some((t) => t.price_group_type === 'personal')).toBe(false);
  });

  it('set by customer service for a company: every active user pays it in the cart and the order; a deactivated one does not', async () => {
    const { sku, price } = plainProduct();
    const personal = Math.round(price * 0.5);
    const set = await admin('personal-price', String(companyId()), sku, (personal / 100).toFixed(2));
    expect(set.exitCode).toBe(0);
    expect(set.output).toContain(`${sku}  ${(personal / 100).toFixed(2)} EUR`);

    const buyer = await signIn('kati.kask@example.ee');
    const seen = await productFor(sku, { token: buyer });
    expect(seen.price_range.minimum_price).toEqual({
      regular_price: { value: price / 100 },
      final_price: { value: personal / 100 },
    });
    expect((await productFor(sku, {})).price_range.minimum_price.final_price.value).toBe(price / 100);

    const cartId = (await call(s, '{ customerCart { id } }', {}, { token: buyer })).data.customerCart
      .id as string;
    const added = await call(
      s,
      `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 2 }]) {
        cart { items { product { sku } prices { price { value } row_total { value } } } } user_errors { message } } }`,
      { c: cartId, sku },
      { token: buyer },
    );
    expect(added.data.addProductsToCart.user_errors).toEqual([]);
    const line = added.data.addProductsToCart.cart.items.find(
      (i: { product: { sku: string } }) => i.product.sku === sku,
    ).prices;
    expect(line.price.value).toBe(personal / 100);
    expect(line.row_total.value).toBeCloseTo((personal * 2) / 100, 2);

    // the company's admin has it too; deactivated, the worker's account would not
    const adminToken = await signIn('tamm.ehitus@example.ee');
    expect((await productFor(sku, { token: adminToken })).price_range.minimum_price.final_price.value).toBe(
      personal / 100,
    );
    const worker = await signIn('peeter.puusepp@example.ee');
    s.db
      .prepare(
        `UPDATE company_users SET status = 'INACTIVE' WHERE customer_id = (SELECT id FROM customers WHERE email = ?)`,
      )
      .run('peeter.puusepp@example.ee');
    try {
      expect((await productFor(sku, { token: worker })).price_range.minimum_price.final_price.value).toBe(
        price / 100,
      );
    } finally {
      s.db
        .prepare(
          `UPDATE company_users SET status = 'ACTIVE' WHERE customer_id = (SELECT id FROM customers WHERE email = ?)`,
        )
        .run('peeter.puusepp@example.ee');
    }

    // removed: back to the price everybody pays
    expect((await admin('personal-price', String(companyId()), sku, '--remove')).exitCode).toBe(0);
    expect((await productFor(sku, { token: buyer })).price_range.minimum_price.final_price.value).toBe(
      price / 100,
    );
  });

  it("a customer's own personal price, the order charges it; an expired one and a higher one do not count", async () => {
    const { sku, price } = plainProduct(1);
    const { email, token } = await newCustomer(s);
    const personal = Math.round(price * 0.7);
    expect((await admin('personal-price', email, sku, (personal / 100).toFixed(2))).exitCode).toBe(0);
    expect((await productFor(sku, { token })).price_range.minimum_price.final_price.value).toBe(
      personal / 100,
    );

    const cartId = (await call(s, '{ customerCart { id } }', {}, { token })).data.customerCart.id as string;
    const added = await call(
      s,
      `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
      { c: cartId, sku },
      { token },
    );
    if (added.errors) throw new Error(JSON.stringify(added.errors));
    await readyForOrder(s, cartId, { token });
    const placed = await call(
      s,
      `mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message }
        orderV2 { items { product_sku product_sale_price { value } } } } }`,
      { c: cartId },
      { token },
    );
    expect(placed.data.placeOrder.errors).toEqual([]);
    expect(placed.data.placeOrder.orderV2.items[0]).toMatchObject({
      product_sku: sku,
      product_sale_price: { value: personal / 100 },
    });

    // a price over the regular one is never shown nor charged; an expired one is ignored
    expect((await admin('personal-price', email, sku, ((price + 500) / 100).toFixed(2))).exitCode).toBe(0);
    expect((await productFor(sku, { token })).price_range.minimum_price.final_price.value).toBe(price / 100);
    s.db
      .prepare(
        `UPDATE personal_prices SET price_cents = ?, valid_until = date('now', '-1 day') WHERE customer_id IS NOT NULL`,
      )
      .run(personal);
    expect((await productFor(sku, { token })).price_range.minimum_price.final_price.value).toBe(price / 100);
  });

  it('the admin command refuses what it cannot do and says why', async () => {
    expect((await admin('personal-price')).exitCode).toBe(1);
    expect((await admin('personal-price', '999999')).output).toBe('No company #999999.');
    expect((await admin('personal-price', 'nobody@example.ee')).output).toBe(
      'No customer nobody@example.ee.',
    );
    expect((await admin('personal-price', String(companyId()), 'NO-SUCH-SKU', '1')).output).toBe(
      'No product with SKU NO-SUCH-SKU.',
    );
    expect((await admin('personal-price', String(companyId()), 'SIM-0001', '-3')).exitCode).toBe(1);
    expect((await admin('personal-price', String(companyId()), 'SIM-0001', 'abc')).exitCode).toBe(1);
    const listed = await admin('personal-price', String(companyId()));
    expect(listed.output).toMatch(/^Company #\d+ Tamm Ehitus OÜ:\n {2}SIM-\d{4} {2}\d+\.\d{2} EUR/);
  });
});
