import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, categoryOf, newCustomer, startCustomerServer } from './customer-helpers';
import { parseMail } from './mail-helpers';
import { runAdminCommand } from '@/server/admin/companies-admin';
import { createMailer } from '@/server/mail/mailer';
import { grants, allRoles } from '@/server/resolvers/company/company-roles';
import { CREDIT_ROLES, ORDER_ROLES } from '@/server/store/company-credit';

// Issue 12 item 5: company credit only when store config is_company_credit_active is on; the credit
// application (amount, term, guarantor, at most 3 appendices of at most 10 MB, types by content) stored and
// mailed to the client manager; refreshCreditLimit; company credit as a payment method, refused for lack of
// credit or an overdue invoice, taken atomically; a Worker may not order; the company's purchase history.

let s: TestServer;
let companyId: number;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
  companyId = s.db.prepare(`SELECT id FROM companies WHERE id_number = '14000009'`).pluck().get() as number;
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const DEMO_PASSWORD = 'Demo-2026!';
const ADMIN = 'tamm.ehitus@example.ee';
const BUYER = 'kati.kask@example.ee';
const WORKER = 'peeter.puusepp@example.ee';

const signIn = async (email: string) =>
  (
    await call(
      s,
      `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: email, p: DEMO_PASSWORD },
    )
  ).data.generateCustomerToken.token as string;

const admin = (positionals: string[], options: Record<string, string> = {}) =>
  runAdminCommand(positionals, options, {
    db: s.db,
    mailer: createMailer({ dataDir: s.dataDir }),
    origin: 'https://pood.example',
  });

const CREDIT = `{ company { is_sent_applying_credit credit { available_credit { value currency }
  credit_limit { value } outstanding_balance { value } } } }`;
const APPLY = `mutation ($input: CreditApplicationInput!) { sendApplyingForCreditRequest(input: $input) { status } }`;
const REFRESH = `mutation { refreshCreditLimit { company { credit { available_credit { value } credit_limit { value } } } } }`;
const PLACE = `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) {
  errors { code message } orderV2 { number payment_methods { type } total { grand_total { value } } } } }`;

const pdf = (size = 600) => {
  const b = Buffer.alloc(size, 0x20);
  b.write('%PDF-1.4\n');
  b.write('%%EOF\n', size - 6);
  return b.toString('base64');
};
/** a Windows executable (MZ header and PE signature) named like a PDF */
const exe = () => {
  const b = Buffer.alloc(1024);
  b.write('MZ');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b.toString('base64');
};
const file = (name: string, base64 = pdf()) => ({
  file_name: name,
  mime_type: 'application/pdf',
  base64_file: base64,
});
const application = (files: ReturnType<typeof file>[] = []) => ({
  amount: 15000,
  payment_term: 30,
  guarantor: 'Jaan Tamm',
  files,
});

/** A signed-in customer's cart with one product line of about `euros` (courier, billing = shipping, method). */
async function readyCart(token: string, euros: number, method = 'companycredit') {
  const cartId = (await call(s, `{ customerCart { id } }`, {}, { token })).data.customerCart.id as string;
  const sku = s.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.price BETWEEN 1000 AND 5000 AND i.qty >= 500
         AND coalesce(i.qty_increments, 1) = 1 AND coalesce(i.min_sale_qty, 1) <= 1
         AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id)
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  const price = s.db.prepare('SELECT price FROM products WHERE sku = ?').pluck().get(sku) as number;
  const qty = Math.max(1, Math.round((euros * 100) / price));
  const add = await call(
    s,
    `mutation ($c: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }`,
    { c: cartId, sku, q: qty },
    { token },
  );
  expect(add.data.addProductsToCart.user_errors).toEqual([]);
  const address = {
    firstname: 'Kati',
    lastname: 'Kask',
    street: ['Tartu mnt 80'],
    city: 'Tallinn',
    postcode: '10112',
    country_code: 'EE',
    region_id: 340,
    telephone: '+37255587654',
  };
  for (const [q, v] of [
    [
      `mutation ($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { id } } }`,
      { cart_id: cartId, shipping_addresses: [{ address }] },
    ],
    [
      `mutation ($i: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $i) { cart { id } } }`,
      { cart_id: cartId, shipping_methods: [{ carrier_code: 'courier', method_code: 'courier' }] },
    ],
    [
      `mutation ($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { id } } }`,
      { cart_id: cartId, billing_address: { same_as_shipping: true } },
    ],
  ] as const) {
    const r = await call(s, q, { i: v }, { token });
    expect(r.errors).toBeUndefined();
  }
  const pay = await call(
    s,
    `mutation ($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) {
       cart { prices { grand_total { value } } available_payment_methods { code } } } }`,
    { i: { cart_id: cartId, payment_method: { code: method } } },
    { token },
  );
  return { cartId, pay };
}

const credit = () =>
  s.db
    .prepare('SELECT credit_limit, balance, overdue FROM company_credits WHERE company_id = ?')
    .get(companyId) as {
    credit_limit: number;
    balance: number;
    overdue: number;
  };

describe('company credit', () => {
  it('the roles that may order and buy on credit are those granted ordering and company credit', () => {
    for (const r of allRoles())
      expect(ORDER_ROLES.includes(r.code)).toBe(grants(r.code, 'Magento_Sales::place_order'));
    for (const r of allRoles())
      expect(CREDIT_ROLES.includes(r.code)).toBe(
        grants(r.code, 'Magento_Company::credit') && grants(r.code, 'Magento_Sales::place_order'),
      );
  });

  it('shows the credit to the admin and the buyer, refreshes it, and refuses it to a worker', async () => {
    const buyer = await signIn(BUYER);
    const shown = await call(s, CREDIT, {}, { token: buyer });
    expect(shown.errors).toBeUndefined();
    expect(shown.data.company.credit).toEqual({
      available_credit: { value: 5000, currency: 'EUR' },
      credit_limit: { value: 5000 },
      outstanding_balance: { value: 0 },
    });
    expect(shown.data.company.is_sent_applying_credit).toBe(false);
    const refreshed = await call(s, REFRESH, {}, { token: buyer });
    expect(refreshed.data.refreshCreditLimit.company.credit.credit_limit.value).toBe(5000);

    const worker = await signIn(WORKER);
    const refused = await call(s, `{ company { credit { credit_limit { value } } } }`, {}, { token: worker });
    expect(refused.errors?.[0]?.message).toBe('You do not have authorization to perform this action.');
    expect(categoryOf(refused)).toBe('graphql-authorization');
    expect((await call(s, REFRESH, {}, { token: worker })).errors?.[0]?.message).toBe(
      'You do not have authorization to perform this action.',
    );
    // a private customer has no company, so no credit either
    const priv = await newCustomer(s);
    expect((await call(s, REFRESH, {}, { token: priv.token })).errors?.[0]?.message).toBe(
      'You do not have authorization to perform this action.',
    );
    expect(categoryOf(await call(s, REFRESH, {}))).toBe('graphql-authorization');
  });

  it('refuses the upload limits: a 4th file, an 11 MB file, a renamed executable (by content)', async () => {
    const token = await signIn(ADMIN);
    const four = await call(
      s,
      APPLY,
      { input: application([1, 2, 3, 4].map((n) => file(`lisa${n}.pdf`))) },
      { token },
    );
    expect(four.errors?.[0]?.message).toBe('You can attach at most 3 files');
    const big = await call(
      s,
      APPLY,
      { input: application([file('bilanss.pdf', pdf(11 * 1024 * 1024))]) },
      { token },
    );
    expect(big.errors?.[0]?.message).toBe('Each file can be at most 10 MB');
    const renamed = await call(s, APPLY, { input: application([file('aruanne.pdf', exe())]) }, { token });
    expect(renamed.errors?.[0]?.message).toBe(
      'Only PDF, JPEG, PNG, WebP, HEIC, DOCX or XLSX files can be attached',
    );
    expect(categoryOf(renamed)).toBe('graphql-input');
    const bad = await call(s, APPLY, { input: { ...application(), payment_term: 0 } }, { token });
    expect(bad.errors?.[0]?.message).toBe('"payment_term" must be a number of days from 1 to 365.');
    expect(s.db.prepare('SELECT count(*) FROM credit_applications').pluck().get()).toBe(0);
    // a guest's body stays within the normal cap (the large cap is for signed-in customers only)
    const guest = await s.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: APPLY,
        variables: { input: application([file('a.pdf', pdf(2 * 1024 * 1024))]) },
      }),
    });
    expect(guest.statusCode).toBe(413);
  });

  it('only the company admin applies; the application is stored with its files and mailed to the client manager', async () => {
    const buyer = await signIn(BUYER);
    expect((await call(s, APPLY, { input: application() }, { token: buyer })).errors?.[0]?.message).toBe(
      'You do not have authorization to perform this action.',
    );
    const worker = await signIn(WORKER);
    expect(categoryOf(await call(s, APPLY, { input: application() }, { token: worker }))).toBe(
      'graphql-authorization',
    );

    const token = await signIn(ADMIN);
    const sent = await call(
      s,
      APPLY,
      { input: application([file('bilanss.pdf', pdf(9 * 1024 * 1024)), file('garantii.exe', pdf())]) },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendApplyingForCreditRequest).toEqual({ status: true });
    const row = s.db
      .prepare(
        `SELECT a.amount, a.payment_term_days, a.guarantor, m.request_type, m.company_id FROM credit_applications a
         JOIN contact_messages m ON m.id = a.contact_message_id`,
      )
      .get();
    expect(row).toEqual({
      amount: 1500000,
      payment_term_days: 30,
      guarantor: 'Jaan Tamm',
      request_type: 'CreditRequest',
      company_id: companyId,
    });
    expect(
      s.db.prepare('SELECT file_name, mime_type, size FROM credit_application_files ORDER BY id').all(),
    ).toEqual([
      { file_name: 'bilanss.pdf', mime_type: 'application/pdf', size: 9 * 1024 * 1024 },
      // named by what it is, not what it was called
      { file_name: 'garantii.exe.pdf', mime_type: 'application/pdf', size: 600 },
    ]);
    const dir = join(s.dataDir, 'mail');
    const raw = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .find((m) => {
        const mail = parseMail('', m);
        return mail.to === 'kristi.tamm@ehituspood.example' && mail.subject.startsWith('Krediidi taotlus');
      });
    expect(raw).toBeDefined();
    expect(raw).toMatch(/filename=.?bilanss\.pdf/);
    expect(raw).toMatch(/filename=.?garantii\.exe\.pdf/);
    expect(raw).toContain('Reply-To: tamm.ehitus@example.ee');

    expect((await call(s, CREDIT, {}, { token })).data.company.is_sent_applying_credit).toBe(true);
    expect((await call(s, APPLY, { input: application() }, { token })).errors?.[0]?.message).toBe(
      'The credit application has already been sent to your client manager.',
    );
    // customer service answers with a limit: the application is decided
    const set = await admin(['credit', String(companyId)], { limit: '5000' });
    expect(set.output).toContain('credit limit 5000.00 EUR');
    expect((await call(s, CREDIT, {}, { token })).data.company.is_sent_applying_credit).toBe(false);
  });

  it('a buyer orders on company credit: the available credit goes down by the order', async () => {
    const token = await signIn(BUYER);
    const { cartId, pay } = await readyCart(token, 60);
    expect(pay.errors).toBeUndefined();
    const methods = pay.data.setPaymentMethodOnCart.cart.available_payment_methods.map(
      (m: { code: string }) => m.code,
    );
    expect(methods).toContain('companycredit');
    const total = pay.data.setPaymentMethodOnCart.cart.prices.grand_total.value as number;
    const before = credit();
    const placed = await call(s, PLACE, { id: cartId }, { token });
    expect(placed.data.placeOrder.errors).toEqual([]);
    expect(placed.data.placeOrder.orderV2.payment_methods[0].type).toBe('companycredit');
    expect(credit().balance - before.balance).toBe(Math.round(total * 100));
    const shown = await call(s, CREDIT, {}, { token });
    expect(shown.data.company.credit.available_credit.value).toBeCloseTo(5000 - credit().balance / 100, 2);
    const op = s.db
      .prepare(
        `SELECT type, amount FROM company_credit_operations WHERE type = 'PURCHASE' ORDER BY id DESC LIMIT 1`,
      )
      .get();
    expect(op).toEqual({ type: 'PURCHASE', amount: Math.round(total * 100) });
  });

  it('refuses an order over the available credit, and any order on credit while an invoice is overdue', async () => {
    const token = await signIn(BUYER);
    await admin(['credit', String(companyId)], { limit: '100' });
    const big = await readyCart(token, 400);
    expect(big.pay.errors).toBeUndefined();
    const before = credit().balance;
    const refused = await call(s, PLACE, { id: big.cartId }, { token });
    expect(refused.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Not enough credit for this order' },
    ]);
    expect(credit().balance).toBe(before);

    await admin(['credit', String(companyId)], { limit: '5000', overdue: 'yes' });
    const overdue = await call(s, PLACE, { id: big.cartId }, { token });
    expect(overdue.data.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'The use of credit has been suspended due to an overdue invoice',
      },
    ]);
    expect(credit().balance).toBe(before);
    // the cart is untouched: another method still orders it
    await admin(['credit', String(companyId)], { overdue: 'no' });
    const again = await call(s, PLACE, { id: big.cartId }, { token });
    expect(again.data.placeOrder.errors).toEqual([]);
  });

  it('parallel orders never spend more than the limit', async () => {
    const a = await signIn(BUYER);
    const b = await signIn(ADMIN);
    const ca = await readyCart(a, 70);
    const cb = await readyCart(b, 70);
    const totalA = Math.round(ca.pay.data.setPaymentMethodOnCart.cart.prices.grand_total.value * 100);
    // room for one of the two orders only
    const room = totalA + 1000;
    s.db
      .prepare('UPDATE company_credits SET balance = 0, credit_limit = ? WHERE company_id = ?')
      .run(room, companyId);
    const results = await Promise.all([
      call(s, PLACE, { id: ca.cartId }, { token: a }),
      call(s, PLACE, { id: cb.cartId }, { token: b }),
    ]);
    const errors = results.map((r) => r.data.placeOrder.errors);
    expect(errors.filter((e) => e.length === 0)).toHaveLength(1);
    expect(errors.flat()).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Not enough credit for this order' },
    ]);
    expect(credit().balance).toBeLessThanOrEqual(room);
    await admin(['credit', String(companyId)], { limit: '5000' });
  });

  it('a worker may not order (the server refuses it) nor choose company credit', async () => {
    const token = await signIn(WORKER);
    const { cartId, pay } = await readyCart(token, 30, 'company_invoice');
    expect(pay.errors).toBeUndefined();
    const codes = pay.data.setPaymentMethodOnCart.cart.available_payment_methods.map(
      (m: { code: string }) => m.code,
    );
    expect(codes).not.toContain('companycredit');
    const credit = await call(
      s,
      `mutation ($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { id } } }`,
      { i: { cart_id: cartId, payment_method: { code: 'companycredit' } } },
      { token },
    );
    expect(credit.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    const placed = await call(s, PLACE, { id: cartId }, { token });
    expect(placed.data.placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Your role in the company does not allow placing orders.' },
    ]);
  });

  it("a private customer is offered no company credit; nobody uses another's cart", async () => {
    const priv = await newCustomer(s);
    const { cartId, pay } = await readyCart(priv.token, 30);
    expect(pay.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    const buyer = await signIn(BUYER);
    const foreign = await call(s, PLACE, { id: cartId }, { token: buyer });
    expect(categoryOf(foreign)).toBe('graphql-authorization');
  });

  it("the purchase history of a company user lists the company's orders, not other customers'", async () => {
    const ORDERS = `{ customer { orders(pageSize: 50) { total_count items { number payment_methods { type } } } } }`;
    const companyOrders = s.db
      .prepare(
        `SELECT count(*) FROM orders o JOIN carts c ON c.id = o.cart_id
         WHERE c.customer_id IN (SELECT customer_id FROM company_users WHERE company_id = ?)`,
      )
      .pluck()
      .get(companyId) as number;
    expect(companyOrders).toBeGreaterThanOrEqual(3);
    for (const email of [ADMIN, BUYER, WORKER]) {
      const r = await call(s, ORDERS, {}, { token: await signIn(email) });
      expect(r.data.customer.orders.total_count).toBe(companyOrders);
    }
    const priv = await newCustomer(s);
    expect((await call(s, ORDERS, {}, { token: priv.token })).data.customer.orders.total_count).toBe(0);
  });

  it('with is_company_credit_active off there is no credit, no application and no credit payment', async () => {
    s.db.prepare(`UPDATE store_config SET value = '0' WHERE key = 'is_company_credit_active'`).run();
    try {
      const token = await signIn(BUYER);
      const shown = await call(
        s,
        `{ company { is_sent_applying_credit credit { credit_limit { value } } } }`,
        {},
        { token },
      );
      expect(shown.errors?.[0]?.message).toBe('Company credit is not available in this store.');
      const adminToken = await signIn(ADMIN);
      expect(
        (await call(s, APPLY, { input: application() }, { token: adminToken })).errors?.[0]?.message,
      ).toBe('Company credit is not available in this store.');
      expect((await call(s, REFRESH, {}, { token })).errors?.[0]?.message).toBe(
        'Company credit is not available in this store.',
      );
      const flag = await call(s, `{ company { is_sent_applying_credit } }`, {}, { token });
      expect(flag.data.company.is_sent_applying_credit).toBeNull();
      const { pay } = await readyCart(token, 30);
      expect(pay.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    } finally {
      s.db.prepare(`UPDATE store_config SET value = '1' WHERE key = 'is_company_credit_active'`).run();
    }
  });

  it('the admin command checks its arguments', async () => {
    expect((await admin(['credit'])).exitCode).toBe(1);
    expect((await admin(['credit', '999'])).output).toBe('No company #999.');
    expect((await admin(['credit', String(companyId)], { limit: '-5' })).exitCode).toBe(1);
    expect((await admin(['credit', String(companyId)], { overdue: 'maybe' })).exitCode).toBe(1);
    const shown = await admin(['credit', String(companyId)]);
    expect(shown.exitCode).toBe(0);
    expect(shown.output).toContain('Tamm Ehitus OÜ: credit limit 5000.00 EUR');
  });
});
