import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, newCustomer, readyForOrder, startCustomerServer } from './customer-helpers';

// What a signed-in customer's cart and review calls answer, as Magento does: createEmptyCart gives the customer
// their own cart (an unowned one refused them every operation, which the storefront takes for an expired
// session), and a customer's review is theirs even where guests may not write one.

let s: TestServer;
beforeAll(async () => {
  s = await startCustomerServer();
});
afterAll(() => s.close());

const CART = '{ customerCart { id } }';
const ADD = `mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "SIM-0001", quantity: 1 }]) {
  cart { total_quantity } user_errors { message } } }`;

describe('a signed-in customer', () => {
  it('gets their own cart from createEmptyCart, and a new one of theirs once it became an order', async () => {
    const { token } = await newCustomer(s);
    const own = (await call(s, CART, {}, { token })).data.customerCart.id as string;
    expect((await call(s, 'mutation { createEmptyCart }', {}, { token })).data.createEmptyCart).toBe(own);
    await call(s, ADD, { c: own }, { token });
    await readyForOrder(s, own, { token });
    const placed = await call(
      s,
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }',
      { c: own },
      { token },
    );
    expect(placed.data.placeOrder.orderV2.number).toBeTruthy();
    // the order was placed elsewhere (another tab): the next cart is the customer's and takes their adds
    const next = (await call(s, 'mutation { createEmptyCart }', {}, { token })).data
      .createEmptyCart as string;
    expect(next).not.toBe(own);
    const added = await call(s, ADD, { c: next }, { token });
    expect(added.errors).toBeUndefined();
    expect(added.data.addProductsToCart.cart.total_quantity).toBe(1);
    expect((await call(s, CART, {}, { token })).data.customerCart.id).toBe(next);
  });

  it('writes a review where guests may not, and it is stored as theirs', async () => {
    const { token, email } = await newCustomer(s);
    s.db
      .prepare("UPDATE store_config SET value = '0' WHERE key = 'allow_guests_to_write_product_reviews'")
      .run();
    try {
      const review = await call(
        s,
        `mutation { createProductReview(input: { sku: "SIM-0002", nickname: "Mari", summary: "Hea", text: "Hea trell",
          ratings: [] }) { review { nickname } } }`,
        {},
        { token },
      );
      expect(review.errors).toBeUndefined();
      const owner = s.db
        .prepare(
          `SELECT c.email FROM reviews r JOIN customers c ON c.id = r.customer_id ORDER BY r.id DESC LIMIT 1`,
        )
        .pluck()
        .get();
      expect(owner).toBe(email);
    } finally {
      s.db
        .prepare("UPDATE store_config SET value = '1' WHERE key = 'allow_guests_to_write_product_reviews'")
        .run();
    }
  });
});
