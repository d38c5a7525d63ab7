import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { listOutbox } from '@/server/store/cart-order-email';
import { startGraphql, type Data, type Harness } from './graphql-helpers';
import {
  ADDRESS,
  add,
  findSimple,
  newCart,
  place,
  setBilling,
  setEmail,
  setMethod,
  setPayment,
  setShippingAddress,
} from './cart-helpers';

// Issue 17 item 2: an order paid online (bank link, card, instalments, pay later) waits for the payment
// provider; the built-in simulator's page pays, fails or cancels; the signed server callback and the signed
// return token settle the attempt once; a failed or cancelled payment can be paid again; forged answers and
// foreign return addresses are refused.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

const PAYMENT = `order_number email status payment_method { code } grand_total { value } available_payment_methods { code }`;
const state = async (token: string) =>
  (await h.gql(`query ($t: String!) { orderPayment(order_token: $t) { ${PAYMENT} } }`, { t: token })).data
    ?.orderPayment as Data;
const start = (token: string, method: string, returnPath = `/et/thank-you?order=${token}`) =>
  h.gql(`mutation ($i: StartOrderPaymentInput!) { startOrderPayment(input: $i) { redirect_url } }`, {
    i: { order_token: token, payment_method_code: method, return_path: returnPath },
  });
const confirm = async (token: string, paymentToken: string) =>
  (
    await h.gql(
      `mutation ($i: ConfirmOrderPaymentInput!) { confirmOrderPayment(input: $i) { ${PAYMENT} } }`,
      { i: { order_token: token, payment_token: paymentToken } },
    )
  ).data?.confirmOrderPayment as Data;

/** The shopper on the provider's page: the page, then a press of one of its buttons. */
const payAtProvider = async (redirectUrl: string, outcome: 'PAID' | 'FAILED' | 'CANCELLED') => {
  const pageRes = await h.app.inject({ method: 'GET', url: redirectUrl });
  expect(pageRes.statusCode).toBe(200);
  const res = await h.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&bank=LHV`,
  });
  expect(res.statusCode).toBe(303);
  const back = new URL(String(res.headers.location));
  return { page: pageRes.body, back, paymentToken: back.searchParams.get('payment_token')! };
};

const placeWith = async (method: string, minCents = 1500, maxCents = 5000, email = 'pay@example.ee') => {
  const id = await newCart(h);
  await add(h, id, [{ sku: findSimple(h, { minCents, maxCents, stock: 20 }).sku, quantity: 1 }]);
  await setEmail(h, id, email);
  await setShippingAddress(h, id, { address: ADDRESS });
  await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
  await setBilling(h, id, { same_as_shipping: true });
  await setPayment(h, id, method);
  const out = (await place(h, id)).data.placeOrder;
  expect(out.errors).toEqual([]);
  return out.orderV2 as { number: string; token: string; status: string };
};

const mailsTo = (email: string) => listOutbox(h.db, 500).filter((m) => m.recipient === email);

describe('paying a placed order online', () => {
  it('a card order waits for payment, fails once at the provider, then is paid again: processing, one e-mail', async () => {
    const order = await placeWith('card', 1500, 5000, 'card@example.ee');
    expect(order.status).toBe('Pending Payment');
    expect(mailsTo('card@example.ee')).toEqual([]); // the confirmation waits for the payment
    const waiting = await state(order.token);
    expect(waiting).toMatchObject({
      order_number: order.number,
      status: 'PENDING',
      payment_method: { code: 'card' },
    });
    // below 100 EUR: no instalments; an invoice is not an online method
    expect(waiting.available_payment_methods.map((m: { code: string }) => m.code)).toEqual([
      'banklink',
      'card',
      'paylater',
    ]);

    const first = (await start(order.token, 'card')).data.startOrderPayment.redirect_url as string;
    expect(first).toMatch(/^\/api\/payment-sim\/pay\/[0-9a-f-]{36}$/);
    const failed = await payAtProvider(first, 'FAILED');
    expect(failed.page).toContain('4242 4242 4242 4242');
    expect(failed.back.pathname).toBe('/et/thank-you');
    expect(failed.back.searchParams.get('order')).toBe(order.token);
    // the server callback already settled it; the return token changes nothing more
    expect(await state(order.token)).toMatchObject({ status: 'FAILED' });
    expect(await confirm(order.token, failed.paymentToken)).toMatchObject({ status: 'FAILED' });
    expect(mailsTo('card@example.ee')).toEqual([]);
    // the provider's page of a finished payment is gone
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const again = (await start(order.token, 'banklink')).data.startOrderPayment.redirect_url as string;
    const paid = await payAtProvider(again, 'PAID');
    expect(paid.page).toContain('Swedbank');
    expect(await confirm(order.token, paid.paymentToken)).toMatchObject({
      status: 'PAID',
      payment_method: { code: 'banklink' },
      available_payment_methods: [],
    });
    const row = h.db.prepare('SELECT status, payment_method FROM orders WHERE token = ?').get(order.token);
    expect(row).toEqual({ status: 'processing', payment_method: 'banklink' });
    const mails = mailsTo('card@example.ee');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Pangalink');
    expect(mails[0]!.sent_at).not.toBeNull(); // it left before the payment's answer
    // a paid order is not paid twice
    expect((await start(order.token, 'card')).errors?.[0]).toMatchObject({
      message: 'The order does not wait for a payment.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('a cancelled payment leaves the order waiting; instalments only from 100 EUR, through the same path', async () => {
    const small = await placeWith('banklink');
    const url = (await start(small.token, 'banklink')).data.startOrderPayment.redirect_url as string;
    const cancelled = await payAtProvider(url, 'CANCELLED');
    expect(await confirm(small.token, cancelled.paymentToken)).toMatchObject({ status: 'CANCELLED' });
    expect((await start(small.token, 'instalments')).errors?.[0]?.message).toBe(
      'The requested Payment Method is not available.',
    );

    const big = await placeWith('instalments', 12000, 60000);
    expect((await state(big.token)).available_payment_methods.map((m: { code: string }) => m.code)).toContain(
      'instalments',
    );
    const plan = (await start(big.token, 'instalments')).data.startOrderPayment.redirect_url as string;
    const paid = await payAtProvider(plan, 'PAID');
    expect(paid.page).toMatch(/12 osa: [\d\s]+,\d\d\s€ kuus/);
    expect(await confirm(big.token, paid.paymentToken)).toMatchObject({ status: 'PAID' });
  });

  it('an order paid by invoice needs no online payment', async () => {
    const order = await placeWith('company_invoice', 1500, 5000, 'invoice@example.ee');
    expect(order.status).toBe('Pending');
    expect(await state(order.token)).toMatchObject({ status: 'NOT_REQUIRED', available_payment_methods: [] });
    expect((await start(order.token, 'card')).errors?.[0]?.message).toBe(
      'The order does not wait for a payment.',
    );
    expect(mailsTo('invoice@example.ee')).toHaveLength(1);
  });

  it('refuses forged answers, foreign return addresses and unknown orders', async () => {
    const order = await placeWith('card');
    const forged = await new SignJWT({
      accessKey: 'simulator',
      merchantReference: 'x',
      uuid: 'y',
      paymentStatus: 'PAID',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not the shop key'));
    const notify = await h.app.inject({
      method: 'POST',
      url: '/api/payments/notify',
      payload: { payment_token: forged },
    });
    expect(notify.statusCode).toBe(400);
    expect(await confirm(order.token, forged)).toMatchObject({ status: 'PENDING' });
    for (const path of ['https://evil.example/et/thank-you', '//evil.example/x', '/\\evil.example'])
      expect((await start(order.token, 'card', path)).errors?.[0]?.message).toBe(
        'The return address must be a path of this shop.',
      );
    const unknown = await h.gql(`query { orderPayment(order_token: "nope") { status } }`);
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Could not find the order.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});
