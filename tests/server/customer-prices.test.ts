import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, newCustomer, startCustomerServer } from './customer-helpers';

// Issue 11 item 5: a signed-in customer's cart is priced for their customer group with the spec §6 tier
// rules (lib/prices), a guest cart for guests.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer(300);
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const ADD = `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { prices { price { value } } } } user_errors { message } } }`;

describe('signed-in prices', () => {
  it('a Masters club member pays the masters club tier in the cart; a guest the guest price', async () => {
    const row = s.db
      .prepare(
        `SELECT p.sku, t.value FROM product_tier_prices t JOIN products p ON p.id = t.product_id
           JOIN product_inventory i ON i.product_id = p.id
         WHERE t.customer_group = 'MK' AND t.code = 'mk_hind' AND t.qty <= 1 AND t.value < p.price
           AND (t.valid_until IS NULL OR t.valid_until > date('now')) AND p.type_id = 'simple'
           AND p.special_price IS NULL AND i.stock_status = 1 AND i.min_sale_qty <= 1 AND i.enable_qty_increments = 0
           AND NOT EXISTS (SELECT 1 FROM product_tier_prices g WHERE g.product_id = p.id AND g.customer_group IN ('', 'NOT LOGGED IN'))
         LIMIT 1`,
      )
      .get() as { sku: string; value: number } | undefined;
    expect(row, 'the seed has a product with a masters club tier').toBeTruthy();
    const guestCart = (await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
    const guest = await call(s, ADD, { c: guestCart, sku: row!.sku });
    const guestPrice = guest.data.addProductsToCart.cart.items[0].prices.price.value as number;

    const { email, token } = await newCustomer(s);
    s.db.prepare(`UPDATE customers SET group_id = 1 WHERE email = ?`).run(email); // MK
    const cart = (await call(s, '{ customerCart { id } }', {}, { token })).data.customerCart.id as string;
    const member = await call(s, ADD, { c: cart, sku: row!.sku }, { token });
    expect(member.data.addProductsToCart.cart.items[0].prices.price.value).toBe(row!.value / 100);
    expect(guestPrice).toBeGreaterThan(row!.value / 100);
  });
});
