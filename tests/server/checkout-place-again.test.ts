import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './graphql-helpers';
import type { TestServer } from './http-fixtures';
import { findSimple } from './cart-helpers';
import { call, categoryOf, newCustomer, startCustomerServer, type Caller } from './customer-helpers';
import { readMails } from './mail-helpers';

// Issue 15 item 4: the answer to placeOrder can be lost after the order was saved. Placing the same cart
// again answers the order it already became (a paid-on-invoice order and one waiting for an online payment
// alike), only to the cart's owner, with no second order and no second e-mail. A cart that never became an
// order (merged into a customer's cart) still says CART_NOT_ACTIVE.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const ADDRESS = {
  firstname: 'Mari',
  lastname: 'Maasikas',
  street: ['Pärnu mnt 10'],
  city: 'Tallinn',
  postcode: '10148',
  country_code: 'EE',
  region_id: 340,
  telephone: '+3725123456',
};
const PLACE = `mutation ($c: String!) { placeOrder(input: { cart_id: $c }) {
  errors { code message } order { order_number } orderV2 { number status token email total { grand_total { value } } }
} }`;
const ADD = `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`;
const orderCount = () => Number(s.db.prepare('SELECT count(*) FROM orders').pluck().get());
const sku = () => findSimple({ db: s.db } as Harness, { minCents: 1500, maxCents: 8000, stock: 20 }).sku;

/** A cart ready to be placed: a guest's new cart, or the customer's own. */
async function readyCart(who: Caller, payment: string, email = 'kordus@example.ee'): Promise<string> {
  const cartId =
    who.token !== undefined
      ? ((await call(s, '{ customerCart { id } }', {}, who)).data.customerCart.id as string)
      : ((await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string);
  const steps: [string, Record<string, unknown>][] = [
    [ADD, { sku: sku() }],
    [
      `mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      { a: ADDRESS },
    ],
    [
      `mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "courier", method_code: "courier" }] }) { cart { id } } }`,
      {},
    ],
    [
      `mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
      {},
    ],
    [
      `mutation ($c: String!, $p: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: $p } }) { cart { id } } }`,
      { p: payment },
    ],
  ];
  if (who.token === undefined)
    steps.unshift([
      `mutation ($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }`,
      { e: email },
    ]);
  for (const [query, vars] of steps) {
    const r = await call(s, query, { c: cartId, ...vars }, who);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
  return cartId;
}

describe('placing the same cart again', () => {
  it("a guest's retry answers the order already placed: same number and token, no second order or e-mail", async () => {
    const cartId = await readyCart({}, 'company_invoice', 'kordus-arve@example.ee');
    const first = (await call(s, PLACE, { c: cartId })).data.placeOrder;
    expect(first.errors).toEqual([]);
    expect(first.orderV2.status).toBe('Pending');
    const orders = orderCount();
    // the confirmation leaves just after the answer
    await expect
      .poll(() => readMails(s.dataDir).filter((m) => m.to === 'kordus-arve@example.ee').length)
      .toBe(1);

    for (let i = 0; i < 2; i++) {
      const again = (await call(s, PLACE, { c: cartId })).data.placeOrder;
      expect(again).toEqual(first);
    }
    expect(orderCount()).toBe(orders);
    expect(readMails(s.dataDir).filter((m) => m.to === 'kordus-arve@example.ee').length).toBe(1);
    // the cart itself stays closed: only placeOrder answers for it
    const read = await call(s, `query ($c: String!) { cart(cart_id: $c) { id } }`, { c: cartId });
    expect(read.errors?.[0]?.message).toBe(`The cart isn't active.`);
  });

  it('an order waiting for its online payment is answered again as waiting, with the token to pay it', async () => {
    const cartId = await readyCart({}, 'card', 'kordus-kaart@example.ee');
    const first = (await call(s, PLACE, { c: cartId })).data.placeOrder;
    expect(first.orderV2.status).toBe('Pending Payment');
    const again = (await call(s, PLACE, { c: cartId })).data.placeOrder;
    expect(again).toEqual(first);
    const pay = await call(
      s,
      `query ($t: String!) { orderPayment(order_token: $t) { status order_number } }`,
      {
        t: again.orderV2.token,
      },
    );
    expect(pay.data.orderPayment).toEqual({ status: 'PENDING', order_number: first.orderV2.number });
  });

  it("a customer's placed cart answers only that customer", async () => {
    const a: Caller = { token: (await newCustomer(s)).token };
    const b: Caller = { token: (await newCustomer(s)).token };
    const cartId = await readyCart(a, 'company_invoice');
    const first = (await call(s, PLACE, { c: cartId }, a)).data.placeOrder;
    expect(first.errors).toEqual([]);
    for (const other of [b, {}] as Caller[]) {
      const r = await call(s, PLACE, { c: cartId }, other);
      expect(categoryOf(r)).toBe('graphql-authorization');
      expect(r.data?.placeOrder ?? null).toBeNull();
    }
    expect((await call(s, PLACE, { c: cartId }, a)).data.placeOrder).toEqual(first);
  });

  it('a signed-in customer cannot learn a guest order through its cart id; a merged cart is still not active', async () => {
    const guestCart = await readyCart({}, 'company_invoice', 'kordus-kulaline@example.ee');
    expect((await call(s, PLACE, { c: guestCart })).data.placeOrder.errors).toEqual([]);
    const a: Caller = { token: (await newCustomer(s)).token };
    expect(categoryOf(await call(s, PLACE, { c: guestCart }, a))).toBe('graphql-authorization');

    const merged = (await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
    await call(s, ADD, { c: merged, sku: sku() });
    await call(s, `mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, { s: merged }, a);
    const r = (await call(s, PLACE, { c: merged })).data.placeOrder;
    expect(r).toMatchObject({ errors: [{ code: 'CART_NOT_ACTIVE' }], orderV2: null });
  });
});
