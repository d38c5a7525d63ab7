import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { readMails } from './mail-helpers';
import { call, categoryOf, newCustomer, startCustomerServer } from './customer-helpers';

// Issue 12 item 9: a price request on the signed-in customer's own cart from 300 EUR (not below), stored with
// a copy of the lines, mailed (a company's client manager or customer service) and listed in the account.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const REQUEST = `mutation ($c: String!, $m: String) { requestPriceQuote(input: { cart_id: $c, comment: $m }) {
  request { number status comment total { value currency } items { sku name quantity row_total { value } } } } }`;
const LIST = `{ customer { price_requests { number total { value } items { sku quantity } } } }`;

async function customerCartWith(token: string, qty: number) {
  const cartId = (await call(s, `{ customerCart { id } }`, {}, { token })).data.customerCart.id as string;
  // a simple product sold by the piece, in stock, at a price that reaches 300 EUR in a few units
  const sku = s.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.price BETWEEN 5000 AND 20000 AND i.qty >= 20
         AND coalesce(i.qty_increments, 1) = 1 AND coalesce(i.min_sale_qty, 1) <= 1 ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  const add = await call(
    s,
    `mutation ($c: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }`,
    { c: cartId, sku, q: qty },
    { token },
  );
  expect(add.data.addProductsToCart.user_errors).toEqual([]);
  return { cartId, sku };
}

describe('price requests', () => {
  it('from 300 EUR the customer asks for a quote; it is stored, mailed and listed; below 300 it is refused', async () => {
    const { token, email } = await newCustomer(s);
    const { cartId, sku } = await customerCartWith(token, 1);
    const low = await call(s, REQUEST, { c: cartId }, { token });
    expect(low.errors?.[0]?.message).toBe('A price quote can be requested from a cart total of 300 EUR.');

    await call(
      s,
      `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 19 }]) { cart { id } } }`,
      { c: cartId, sku },
      { token },
    );
    const sent = await call(
      s,
      REQUEST,
      { c: cartId, m: 'Ehitame maja, vajame 20 tk' },
      { token, store: 'ru' },
    );
    expect(sent.errors).toBeUndefined();
    const request = sent.data.requestPriceQuote.request;
    expect(request).toMatchObject({
      status: 'NEW',
      comment: 'Ehitame maja, vajame 20 tk',
      items: [{ sku, quantity: 20 }],
    });
    expect(request.total.value).toBeGreaterThanOrEqual(300);
    const mail = readMails(s.dataDir).find((m) => m.subject.startsWith(`Hinnapäring nr ${request.number}:`));
    expect(mail?.to).toBe('info@ehituspood.example'); // a private customer: customer service
    expect(mail?.replyTo).toBe(email);
    expect(mail?.text).toContain(sku);

    const listed = (await call(s, LIST, {}, { token })).data.customer.price_requests;
    expect(listed).toEqual([
      { number: request.number, total: { value: request.total.value }, items: [{ sku, quantity: 20 }] },
    ]);
  });

  it("nobody else uses the customer's cart or reads their requests; a guest cannot ask", async () => {
    const owner = await newCustomer(s);
    const { cartId } = await customerCartWith(owner.token, 20);
    const other = await newCustomer(s);
    expect(categoryOf(await call(s, REQUEST, { c: cartId }, { token: other.token }))).toBe(
      'graphql-authorization',
    );
    expect(categoryOf(await call(s, REQUEST, { c: cartId }))).toBe('graphql-authorization');
    expect((await call(s, LIST, {}, { token: other.token })).data.customer.price_requests).toEqual([]);
    const guestCart = (await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
    const r = await call(s, REQUEST, { c: guestCart }, { token: other.token });
    expect(r.errors?.length).toBeGreaterThan(0);
  });
});
