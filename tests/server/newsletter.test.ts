import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@/lib/money';
import type { TestServer } from './http-fixtures';
import type { Harness } from './graphql-helpers';
import { call, categoryOf, newCustomer, startCustomerServer } from './customer-helpers';
import { readMails } from './mail-helpers';
import {
  ADDRESS,
  add,
  parcelSized,
  mutateCart,
  newCart,
  place,
  setBilling,
  setEmail,
  setMethod,
  setPayment,
  setShippingAddress,
} from './cart-helpers';

// Magento 2.4.7 subscribeEmailToNewsletter (its checks, messages and SubscriptionStatusesEnum outcome) and the
// shop's welcome mail with a personal 10 % first-order code that a cart takes for one order only.

let s: TestServer;
let h: Harness;
beforeAll(async () => {
  s = await startCustomerServer(120);
  h = {
    app: s.app,
    db: s.db,
    close: s.close,
    gql: async (query, variables, store) => {
      const r = await call(s, query, variables, { store: store ?? 'et' });
      return { status: 200, data: r.data, errors: r.errors };
    },
  };
});
afterAll(() => s.close());

const SUBSCRIBE = `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`;
const subscribe = (email: string, store = 'et', token?: string) =>
  call(s, SUBSCRIBE, { email }, { store, token });
const codeIn = (text: string) => /\b(UK-[A-Z0-9]{8})\b/.exec(text)?.[1];
// the newsletter's mails to an address (a new account also gets the account welcome)
const mailTo = (email: string) => readMails(s.dataDir).filter((m) => m.to === email && codeIn(m.text));

describe('subscribeEmailToNewsletter', () => {
  it('a guest subscribes: SUBSCRIBED and a welcome mail in the store language with a personal code', async () => {
    const r = await subscribe('  uudis.et@example.ee ');
    expect(r.errors).toBeUndefined();
    expect(r.data.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    const [mail] = mailTo('uudis.et@example.ee');
    expect(mail!.subject).toBe('Tere tulemast Ehituspoe uudiskirja');
    expect(mail!.text).toContain('-10%');
    expect(codeIn(mail!.text)).toBeDefined();

    expect((await subscribe('uudis.ru@example.ee', 'ru')).data.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
    const [ru] = mailTo('uudis.ru@example.ee');
    expect(ru!.subject).toBe('Добро пожаловать в рассылку Ehituspood');
    expect(codeIn(ru!.text)).not.toBe(codeIn(mail!.text));
  });

  it("Magento's refusals: empty, malformed, already subscribed (any letter case), another account's address", async () => {
    const empty = await subscribe('  ');
    expect(empty.errors?.[0]?.message).toBe(
      'You must specify an email address to subscribe to a newsletter.',
    );
    expect(categoryOf(empty)).toBe('graphql-input');
    for (const bad of ['mari', 'mari@', 'mari@example', 'ma ri@example.ee'])
      expect((await subscribe(bad)).errors?.[0]?.message, bad).toBe('Enter a valid email address.');

    await subscribe('kaks@example.ee');
    const again = await subscribe('KAKS@example.ee');
    expect(again.errors?.[0]?.message).toBe('This email address is already subscribed.');
    expect(categoryOf(again)).toBe('graphql-already-exists');
    expect(mailTo('kaks@example.ee')).toHaveLength(1);

    const other = await newCustomer(s);
    const me = await newCustomer(s);
    const taken = await subscribe(other.email, 'et', me.token);
    expect(taken.errors?.[0]?.message).toBe('Cannot create a newsletter subscription.');
    expect(mailTo(other.email)).toHaveLength(0);
  });

  it("a signed-in customer's own address subscribes the account (is_subscribed) and mails the code", async () => {
    const me = await newCustomer(s);
    expect((await subscribe(me.email, 'et', me.token)).data.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
    const c = await call(s, '{ customer { is_subscribed } }', {}, { token: me.token });
    expect(c.data.customer.is_subscribed).toBe(true);
    expect(codeIn(mailTo(me.email)[0]!.text)).toBeDefined();
    // a guest cannot subscribe the same address again
    expect((await subscribe(me.email)).errors?.[0]?.message).toBe(
      'This email address is already subscribed.',
    );
  });
});

describe('the first-order code', () => {
  const apply = (cart_id: string, coupon_code: string) =>
    mutateCart(h, 'applyCouponToCart', 'ApplyCouponToCartInput', { cart_id, coupon_code });

  async function placeWith(code: string) {
    const id = await newCart(h);
    const cart = (await add(h, id, [{ sku: parcelSized(h), quantity: 1 }])).data.addProductsToCart.cart;
    const applied = await apply(id, code);
    expect(applied.errors).toBeUndefined();
    const r = applied.data.applyCouponToCart.cart;
    const subtotal = toCents(cart.prices.subtotal_including_tax.value);
    expect(toCents(r.prices.grand_total.value)).toBe(subtotal - Math.round(subtotal / 10));
    await setEmail(h, id, 'ostja@example.ee');
    await setShippingAddress(h, id, { address: ADDRESS });
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
    await setBilling(h, id, { same_as_shipping: true });
    await setPayment(h, id, 'company_invoice');
    const placed = await place(h, id);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.errors).toEqual([]);
    return placed.data.placeOrder;
  }

  it('takes 10 % off one order; after that order a cart refuses it', async () => {
    await subscribe('kood@example.ee');
    const code = codeIn(mailTo('kood@example.ee')[0]!.text)!;
    await placeWith(code);

    const next = await newCart(h);
    await add(h, next, [{ sku: parcelSized(h, 1), quantity: 1 }]);
    const refused = await apply(next, code);
    expect(refused.errors?.[0]?.message).toBe('The promo code you entered is currently invalid');
  });

  it('subscribing again after unsubscribing does not mint a second code', async () => {
    await subscribe('uuesti@example.ee');
    s.db
      .prepare(`UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED' WHERE email = ?`)
      .run('uuesti@example.ee');
    expect((await subscribe('uuesti@example.ee')).data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    expect(mailTo('uuesti@example.ee')).toHaveLength(1);
    expect(
      s.db
        .prepare('SELECT count(*) FROM newsletter_coupons WHERE email = ?')
        .pluck()
        .get('uuesti@example.ee'),
    ).toBe(1);
  });
});
