import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, newCustomer, startCustomerServer, type Caller } from './customer-helpers';

// Issue 15 item 2: no stored string is unbounded (Magento's column lengths), and e-mail and phone are
// checked on the server with the storefront's spec §5 rules and messages. A refused value stores nothing.

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
  telephone: '+372 5123 4567',
};
const SKU = () =>
  s.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.visibility = 4 AND i.stock_status = 1 AND i.qty >= 5 AND i.min_sale_qty <= 1
         AND i.enable_qty_increments = 0 AND i.is_qty_decimal = 0 AND p.transport = 'standard'
         AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.child_id = p.id)
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as string;

async function cartWithItem(): Promise<string> {
  const id = (await call(s, 'mutation { createEmptyCart }')).data.createEmptyCart as string;
  const r = await call(
    s,
    `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
    { c: id, sku: SKU() },
  );
  expect(r.data.addProductsToCart.user_errors).toEqual([]);
  return id;
}
const stored = (id: string, column: string) =>
  s.db.prepare(`SELECT ${column} FROM carts WHERE masked_id = ?`).pluck().get(id) as string | null;

const SHIP = `mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }`;
const BILL = `mutation ($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }`;
const EMAIL = `mutation ($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { email } } }`;

describe('cart and checkout', () => {
  it('the guest e-mail: the §5 message for an invalid or 100,000-character address, nothing stored', async () => {
    const id = await cartWithItem();
    for (const email of ['mari@', 'mari maasikas@example.ee', `${'a'.repeat(100_000)}@example.ee`]) {
      const r = await call(s, EMAIL, { c: id, e: email });
      expect(r.errors?.[0]).toMatchObject({
        message: 'Please enter a valid e-mail address',
        extensions: { category: 'graphql-input' },
      });
    }
    expect(stored(id, 'email')).toBeNull();
    expect((await call(s, EMAIL, { c: id, e: 'mari@example.ee' })).data.setGuestEmailOnCart.cart.email).toBe(
      'mari@example.ee',
    );
  });

  it.each([
    [{ street: ['x'.repeat(300_000)] }, '"street" must contain no more than 255 characters.'],
    [{ street: ['a', 'b', 'c', 'd', 'e'] }, '"street" can hold at most 4 lines.'],
    [{ firstname: 'M'.repeat(256) }, '"firstname" must contain no more than 255 characters.'],
    [{ lastname: 'M'.repeat(256) }, '"lastname" must contain no more than 255 characters.'],
    [{ company: 'C'.repeat(256) }, '"company" must contain no more than 255 characters.'],
    [{ city: 'T'.repeat(256) }, '"city" must contain no more than 255 characters.'],
    [{ postcode: '1'.repeat(21) }, '"postcode" must contain no more than 20 characters.'],
    [{ telephone: '+372 6123 456' }, 'Phone number must start with +372 5'],
    [{ telephone: '5123 4567' }, 'Invalid mobile number format'],
    [{ telephone: `+3725${'1'.repeat(5000)}` }, '"telephone" must contain no more than 30 characters.'],
  ])('a shipping or billing address with %o is refused: %s', async (part, message) => {
    const id = await cartWithItem();
    for (const query of [SHIP, BILL]) {
      const r = await call(s, query, { c: id, a: { ...ADDRESS, ...part } });
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
    expect(stored(id, 'shipping_address')).toBeNull();
    expect(stored(id, 'billing_address')).toBeNull();
  });

  it('a well-formed address at the limits is kept', async () => {
    const id = await cartWithItem();
    const r = await call(s, SHIP, {
      c: id,
      a: {
        ...ADDRESS,
        street: ['x'.repeat(255), 'y'],
        firstname: 'M'.repeat(255),
        telephone: '+358 40 123 4567',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(JSON.parse(stored(id, 'shipping_address')!)).toMatchObject({ street: ['x'.repeat(255), 'y'] });
  });

  it('a parcel machine id or a coupon code of 100,000 characters is refused without being stored', async () => {
    const id = await cartWithItem();
    const r = await call(
      s,
      `mutation ($c: String!, $a: CartAddressInput!, $o: String) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a, object_id: $o }] }) { cart { id } } }`,
      { c: id, a: ADDRESS, o: 'x'.repeat(100_000) },
    );
    expect(r.errors?.[0]?.message).toBe('"object_id" must contain no more than 64 characters.');
    const coupon = await call(
      s,
      `mutation ($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }`,
      { c: id, k: 'E'.repeat(100_000) },
    );
    expect(coupon.errors?.[0]?.message).toBe('The promo code you entered is currently invalid');
    expect(stored(id, 'coupon_code')).toBeNull();
  });
});

describe('reviews', () => {
  const REVIEW = `mutation ($i: CreateProductReviewInput!) { createProductReview(input: $i) { review { nickname } } }`;
  const review = (part: Record<string, string>) =>
    call(s, REVIEW, {
      i: { sku: SKU(), nickname: 'Mari', summary: 'Hea', text: 'Väga hea', ratings: [], ...part },
    });
  const count = () => Number(s.db.prepare('SELECT count(*) FROM reviews').pluck().get());

  it.each([
    [{ nickname: 'n'.repeat(129) }, '"nickname" must contain no more than 128 characters.'],
    [{ summary: 's'.repeat(256) }, '"summary" must contain no more than 255 characters.'],
    [{ text: 't'.repeat(500_000) }, '"text" must contain no more than 10000 characters.'],
  ])('%o is refused', async (part, message) => {
    const before = count();
    const r = await review(part);
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(count()).toBe(before);
  });

  it('a review within the limits is taken', async () => {
    const r = await review({ nickname: 'n'.repeat(128), text: 't'.repeat(10_000) });
    expect(r.data.createProductReview.review.nickname).toBe('n'.repeat(128));
  });
});

describe('customer accounts', () => {
  const REGISTER = `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email telephone } } }`;
  const base = { firstname: 'Mari', lastname: 'Maasikas', password: 'Ehitus-2026!' };

  it('registration: the §5 e-mail and phone messages; a 100,000-character e-mail is refused', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: `${'a'.repeat(100_000)}@example.ee` }, 'Please enter a valid e-mail address'],
      [{ email: 'mari@example' }, 'Please enter a valid e-mail address'],
      [{ email: 'telefon1@example.ee', telephone: '+372 6000 000' }, 'Phone number must start with +372 5'],
      [{ email: 'telefon2@example.ee', telephone: '+1 555 0100' }, 'Invalid mobile number format'],
    ];
    for (const [part, message] of cases) {
      const r = await call(s, REGISTER, { input: { ...base, ...part } });
      expect(r.errors?.[0], JSON.stringify(part).slice(0, 80)).toMatchObject({
        message,
        extensions: { category: 'graphql-input' },
      });
    }
    const ok = await call(s, REGISTER, {
      input: { ...base, email: 'telefon3@example.ee', telephone: '+372 5123 4567' },
    });
    expect(ok.data.createCustomerV2.customer).toEqual({
      email: 'telefon3@example.ee',
      telephone: '+37251234567',
    });
  });

  it("a customer's phone and address book follow the same rules", async () => {
    const who: Caller = { token: (await newCustomer(s)).token };
    const update = await call(
      s,
      `mutation { updateCustomerV2(input: { telephone: "12345" }) { customer { telephone } } }`,
      {},
      who,
    );
    expect(update.errors?.[0]?.message).toBe('Invalid mobile number format');
    const address = await call(
      s,
      `mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
      { i: { ...ADDRESS, telephone: '+372 6123 456', region: { region_id: 340 } } },
      who,
    );
    expect(address.errors?.[0]?.message).toBe('Phone number must start with +372 5');
  });
});
