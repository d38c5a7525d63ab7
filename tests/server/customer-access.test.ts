import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { readMails } from './mail-helpers';
import {
  call,
  categoryOf,
  newCustomer,
  PASSWORD,
  SIGN_IN,
  startCustomerServer,
  type Caller,
} from './customer-helpers';

// Access control (issue 11): one customer can read or change nothing of another's — addresses, orders,
// carts — by guessed ids; guests reach no customer operation; a customer's orders are only their own.

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
  street: ['Pärnu mnt 10', ''],
  city: 'Tallinn',
  postcode: '10148',
  country_code: 'EE',
  region: { region_id: 340 },
  telephone: '+3725123456',
};
const CREATE_ADDRESS = `mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id street default_shipping region { region_code region } } }`;
const ADDRESSES = `{ customer { addresses { id firstname default_shipping default_billing } } }`;
const CART = `{ customerCart { id total_quantity } }`;
const ADD = `mutation ($c: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: $q }]) { cart { total_quantity items { quantity product { sku } } } user_errors { message } } }`;

const simpleSku = () =>
  s.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.visibility = 4 AND i.stock_status = 1 AND i.qty >= 20 AND i.min_sale_qty <= 1
         AND i.enable_qty_increments = 0 AND i.is_qty_decimal = 0 AND p.price BETWEEN 1500 AND 20000
         AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.child_id = p.id)
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as string;

describe('guests', () => {
  it('reach no customer operation', async () => {
    for (const q of [
      ADDRESSES,
      CART,
      `mutation { deleteCustomerAddress(id: 1) }`,
      `mutation { reorderItems(orderNumber: "000000001") { cart { id } } }`,
      `mutation { mergeCarts(source_cart_id: "x") { id } }`,
    ])
      expect(categoryOf(await call(s, q)), q).toBe('graphql-authorization');
  });
});

describe('addresses', () => {
  it('sorted defaults first; a new default replaces the old one', async () => {
    const a: Caller = { token: (await newCustomer(s)).token };
    const first = await call(s, CREATE_ADDRESS, { i: { ...ADDRESS, default_shipping: true } }, a);
    expect(first.data.createCustomerAddress).toMatchObject({
      street: ['Pärnu mnt 10'],
      default_shipping: true,
      region: { region_code: 'EE-37', region: 'Harjumaa' },
    });
    await call(
      s,
      CREATE_ADDRESS,
      { i: { ...ADDRESS, firstname: 'Teine', default_shipping: true, default_billing: true } },
      a,
    );
    const list = (await call(s, ADDRESSES, {}, a)).data.customer.addresses;
    expect(list.map((x: { firstname: string }) => x.firstname)).toEqual(['Teine', 'Mari']);
    expect(list[1].default_shipping).toBe(false);
  });

  it("another customer's address id is not found for reading, changing or deleting", async () => {
    const a: Caller = { token: (await newCustomer(s)).token };
    const b: Caller = { token: (await newCustomer(s)).token };
    const id = (await call(s, CREATE_ADDRESS, { i: ADDRESS }, a)).data.createCustomerAddress.id as number;
    const update = await call(
      s,
      `mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Tartu" }) { city } }`,
      { id },
      b,
    );
    expect(update.errors?.[0]?.message).toBe(`Could not find a address with ID "${id}"`);
    const del = await call(s, `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`, { id }, b);
    expect(categoryOf(del)).toBe('graphql-no-such-entity');
    expect((await call(s, ADDRESSES, {}, b)).data.customer.addresses).toEqual([]);
    expect((await call(s, ADDRESSES, {}, a)).data.customer.addresses).toHaveLength(1);
    const own = await call(
      s,
      `mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Tartu" }) { city street } }`,
      { id },
      a,
    );
    expect(own.data.updateCustomerAddress).toEqual({ city: 'Tartu', street: ['Pärnu mnt 10'] });
  });

  it("refuses an address without Magento's required values", async () => {
    const a: Caller = { token: (await newCustomer(s)).token };
    const r = await call(s, CREATE_ADDRESS, { i: { ...ADDRESS, city: ' ' } }, a);
    expect(r.errors?.[0]?.message).toBe('"city" is required. Enter and try again.');
  });
});

describe('carts', () => {
  it("a customer's cart answers only that customer; a guest cart is merged into it with the same sku summed", async () => {
    const a: Caller = { token: (await newCustomer(s)).token };
    const b: Caller = { token: (await newCustomer(s)).token };
    const sku = simpleSku();
    const mine = (await call(s, CART, {}, a)).data.customerCart.id as string;
    expect((await call(s, CART, {}, a)).data.customerCart.id).toBe(mine); // the same active cart
    await call(s, ADD, { c: mine, sku, q: 1 }, a);

    for (const who of [b, {}] as Caller[]) {
      const read = await call(s, `query ($c: String!) { cart(cart_id: $c) { id } }`, { c: mine }, who);
      expect(read.errors?.[0]?.message).toBe(`The current user cannot perform operations on cart "${mine}"`);
      expect(categoryOf(await call(s, ADD, { c: mine, sku, q: 5 }, who))).toBe('graphql-authorization');
    }

    const guest = (await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
    await call(s, ADD, { c: guest, sku, q: 2 }, {});
    // b cannot merge a's cart (destination not theirs), nor use a customer cart as the source
    expect(
      categoryOf(
        await call(
          s,
          `mutation ($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }`,
          { s: guest, d: mine },
          b,
        ),
      ),
    ).toBe('graphql-authorization');
    const merged = await call(
      s,
      `mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id total_quantity items { quantity } } }`,
      { s: guest },
      a,
    );
    expect(merged.data.mergeCarts).toMatchObject({ id: mine, total_quantity: 3, items: [{ quantity: 3 }] });
    // the guest cart is used up
    expect(
      categoryOf(await call(s, `query ($c: String!) { cart(cart_id: $c) { id } }`, { c: guest })),
    ).not.toBeUndefined();
  });
});

describe('orders', () => {
  const ORDERS = `query ($p: Int) { customer { orders(pageSize: 2, currentPage: $p) { total_count page_info { current_page total_pages } items { number status total { grand_total { value } } } } } }`;

  async function placeAs(who: Caller, email: string) {
    const sku = simpleSku();
    const cartId =
      who.token !== undefined
        ? ((await call(s, CART, {}, who)).data.customerCart.id as string)
        : ((await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string);
    await call(s, ADD, { c: cartId, sku, q: 2 }, who);
    if (who.token === undefined)
      await call(
        s,
        `mutation ($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }`,
        { c: cartId, e: email },
        who,
      );
    const address = {
      firstname: 'Mari',
      lastname: 'Maasikas',
      street: ['Pärnu mnt 10'],
      city: 'Tallinn',
      postcode: '10148',
      country_code: 'EE',
      region_id: 340,
      telephone: '+3725123456',
    };
    await call(
      s,
      `mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      { c: cartId, a: address },
      who,
    );
    await call(
      s,
      `mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "courier", method_code: "courier" }] }) { cart { id } } }`,
      { c: cartId },
      who,
    );
    await call(
      s,
      `mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
      { c: cartId },
      who,
    );
    await call(
      s,
      `mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "company_invoice" } }) { cart { id } } }`,
      { c: cartId },
      who,
    );
    const placed = await call(
      s,
      `mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number } } }`,
      { c: cartId },
      who,
    );
    expect(placed.data.placeOrder.errors).toEqual([]);
    return placed.data.placeOrder.orderV2.number as string;
  }

  it("lists only the customer's own orders, in pages; a guest order with the same e-mail is not attached", async () => {
    const a = await newCustomer(s);
    const b = await newCustomer(s);
    const numbers = [await placeAs(a, a.email), await placeAs(a, a.email), await placeAs(a, a.email)];
    // the order confirmation leaves through the mailer, in the order's language
    const confirmation = await vi.waitFor(() => {
      const mail = readMails(s.dataDir).find((m) => m.to === a.email && m.subject.includes(numbers[0]!));
      if (!mail) throw new Error('no confirmation yet');
      return mail;
    });
    expect(confirmation.text).toContain(numbers[0]);
    await expect
      .poll(() => s.db.prepare('SELECT count(*) FROM email_outbox WHERE sent_at IS NULL').pluck().get())
      .toBe(0);
    await placeAs({}, a.email); // a guest order with a's e-mail
    const bOrder = await placeAs(b, b.email);
    const page1 = (await call(s, ORDERS, { p: 1 }, a)).data.customer.orders;
    expect(page1.total_count).toBe(3);
    expect(page1.page_info).toEqual({ current_page: 1, total_pages: 2 });
    expect(page1.items.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[1]]);
    expect(page1.items[0].status).toBe('Pending');
    const page2 = (await call(s, ORDERS, { p: 2 }, a)).data.customer.orders;
    expect(page2.items.map((o: { number: string }) => o.number)).toEqual([numbers[0]]);

    // b's order by its number: not in a's history
    const one = `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { number } } } }`;
    expect((await call(s, one, { n: bOrder }, a)).data.customer.orders.items).toEqual([]);
    const re = await call(
      s,
      `mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }`,
      { n: bOrder },
      a,
    );
    expect(re.errors?.[0]?.message).toBe(
      `Cannot find order number "${bOrder}" belonging to the current customer`,
    );

    // reorder puts the products back into a's cart
    const again = await call(
      s,
      `mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { total_quantity } userInputErrors { code } } }`,
      { n: numbers[0] },
      a,
    );
    expect(again.data.reorderItems).toEqual({ cart: { total_quantity: 2 }, userInputErrors: [] });
  });

  it('REORDER_NOT_AVAILABLE when the store does not allow reorders', async () => {
    const a = await newCustomer(s);
    const number = await placeAs(a, a.email);
    s.db
      .prepare(`INSERT INTO store_config (store_code, key, value) VALUES ('et', 'sales_reorder_allow', '0')`)
      .run();
    const r = await call(
      s,
      `mutation ($n: String!) { reorderItems(orderNumber: $n) { userInputErrors { code message } } }`,
      { n: number },
      a,
    );
    expect(r.data.reorderItems.userInputErrors).toEqual([
      { code: 'REORDER_NOT_AVAILABLE', message: 'Reorders are not allowed.' },
    ]);
    s.db.prepare(`DELETE FROM store_config WHERE key = 'sales_reorder_allow'`).run();
  });
});

describe('rate limits', () => {
  it('sign-in is limited per client address (20 in 5 minutes)', async () => {
    delete process.env.AUTH_RATE_LIMIT_FACTOR;
    const limited = await startCustomerServer(20);
    try {
      const answers = [];
      for (let i = 0; i < 21; i++)
        answers.push(await call(limited, SIGN_IN, { email: 'x@example.ee', password: PASSWORD }));
      expect(answers[19]!.errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/);
      expect(answers[20]!.errors?.[0]?.message).toBe('Too many requests. Please try again later.');
    } finally {
      await limited.close();
    }
  });
});

describe('the deprecated Customer.id', () => {
  it('is null, as Magento answers it: the id never leaves the server, the own orders still resolve', async () => {
    const who = await newCustomer(s);
    const r = await call(s, `{ customer { id email orders { total_count } } }`, {}, who);
    expect(r.errors).toBeUndefined();
    expect(r.data.customer).toEqual({ id: null, email: expect.any(String), orders: { total_count: 0 } });
  });
});
