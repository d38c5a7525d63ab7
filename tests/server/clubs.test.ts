import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import {
  call,
  categoryOf,
  newCustomer,
  readyForOrder,
  startCustomerServer,
  type Caller,
} from './customer-helpers';

// Issue 12 item 7: club membership from the account. The Masters club is joined for good; the Professional club
// is a 6-month trial, applied for again only PRO_CLUB_REAPPLY_DAYS (default 90) after a trial ended; business
// accounts already have Masters club prices; only ever the signed-in customer joins. Club prices then apply in
// the product listing and page (price_range), the cart and the placed order — all priced by the server.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer(300);
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  delete process.env.PRO_CLUB_REAPPLY_DAYS;
  await s.close();
});

const CLUBS = `{ customer { clubs { code group_id status member_since trial_ends_at can_join reapply_from } } }`;
const JOIN = `mutation ($club: ClubCode!) { joinClub(club: $club) { clubs { code status member_since trial_ends_at can_join reapply_from } } }`;

type Club = {
  code: string;
  status: string;
  member_since: string | null;
  trial_ends_at: string | null;
  can_join: boolean;
  reapply_from: string | null;
};
const clubsOf = async (who: Caller): Promise<Record<'MASTERS' | 'PROFESSIONAL', Club>> => {
  const r = await call(s, CLUBS, {}, who);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return Object.fromEntries((r.data.customer.clubs as Club[]).map((c) => [c.code, c])) as Record<
    'MASTERS' | 'PROFESSIONAL',
    Club
  >;
};
const join = (who: Caller, club: 'MASTERS' | 'PROFESSIONAL') => call(s, JOIN, { club }, who);
const customerId = (email: string) =>
  s.db.prepare('SELECT id FROM customers WHERE email = ?').pluck().get(email) as number;
/** Moves the customer's Professional club trial so that it ended `daysAgo` days ago. */
const endTrial = (email: string, daysAgo: number) =>
  s.db
    .prepare(
      `UPDATE club_memberships SET started_at = datetime('now', '-' || (@d + 200) || ' days'),
         ends_at = datetime('now', '-' || @d || ' days') WHERE customer_id = @id AND club_id = 2`,
    )
    .run({ d: daysAgo, id: customerId(email) });

describe('joining the clubs', () => {
  it('a guest has no clubs and cannot join one', async () => {
    const r = await join({}, 'MASTERS');
    expect(categoryOf(r)).toBe('graphql-authorization');
    expect(s.db.prepare('SELECT count(*) FROM club_memberships').pluck().get()).toBe(0);
  });

  it('the Masters club is joined once, for good; the cookie then labels Masters club prices', async () => {
    const { email, token } = await newCustomer(s);
    const before = await clubsOf({ token });
    expect(before.MASTERS).toMatchObject({ status: 'NONE', can_join: true, member_since: null });
    expect(before.PROFESSIONAL).toMatchObject({ status: 'NONE', can_join: true });

    // the storefront's cookie mode: the session cookie comes from sign-in, and joining sets vsf-group again
    const signIn = await call(
      s,
      `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: email, p: 'Ehitus-2026!' },
      { cookie: '' },
    );
    const session = signIn.setCookies.find((c) => c.startsWith('vsf-customer='))!.split(';')[0]!;
    expect(signIn.setCookies.find((c) => c.startsWith('vsf-group='))).toMatch(/^vsf-group=b2c;/);
    const joined = await join({ cookie: session }, 'MASTERS');
    expect(joined.errors).toBeUndefined();
    expect(joined.setCookies.find((c) => c.startsWith('vsf-group='))).toMatch(/^vsf-group=MK;/);
    const masters = (joined.data.joinClub.clubs as Club[]).find((c) => c.code === 'MASTERS')!;
    expect(masters).toMatchObject({ status: 'MEMBER', can_join: false, trial_ends_at: null });
    expect(masters.member_since).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const again = await join({ token }, 'MASTERS');
    expect(categoryOf(again)).toBe('graphql-input');
    expect(again.errors?.[0]?.message).toBe('You are already a member of this club.');
    expect(
      s.db
        .prepare('SELECT count(*) FROM club_memberships WHERE customer_id = ?')
        .pluck()
        .get(customerId(email)),
    ).toBe(1);
  });

  it('the Professional club is a 6-month trial, applied for again only after the configured days', async () => {
    const { email, token } = await newCustomer(s);
    const applied = await join({ token }, 'PROFESSIONAL');
    const pro = (applied.data.joinClub.clubs as Club[]).find((c) => c.code === 'PROFESSIONAL')!;
    expect(pro.status).toBe('TRIAL');
    const started = new Date(`${pro.member_since!.replace(' ', 'T')}Z`);
    const ends = new Date(`${pro.trial_ends_at!.replace(' ', 'T')}Z`);
    const sixMonths = new Date(started);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(ends.getTime()).toBe(sixMonths.getTime());
    expect((await join({ token }, 'PROFESSIONAL')).errors?.[0]?.message).toBe(
      'You are already a member of this club.',
    );

    // the trial ended 10 days ago: no new application before 90 days have passed since
    endTrial(email, 10);
    const ended = (await clubsOf({ token })).PROFESSIONAL;
    expect(ended).toMatchObject({ status: 'TRIAL_ENDED', can_join: false });
    const reapply = new Date(`${ended.reapply_from!.replace(' ', 'T')}Z`).getTime();
    const trialEnd = new Date(`${ended.trial_ends_at!.replace(' ', 'T')}Z`).getTime();
    expect(reapply - trialEnd).toBe(90 * 86_400_000);
    const early = await join({ token }, 'PROFESSIONAL');
    expect(categoryOf(early)).toBe('graphql-input');
    expect(early.errors?.[0]?.message).toBe(
      'A new application for the Professional club is not accepted yet.',
    );

    // the configured window (PRO_CLUB_REAPPLY_DAYS) decides
    process.env.PRO_CLUB_REAPPLY_DAYS = '7';
    try {
      expect((await clubsOf({ token })).PROFESSIONAL).toMatchObject({
        status: 'TRIAL_ENDED',
        can_join: true,
      });
    } finally {
      delete process.env.PRO_CLUB_REAPPLY_DAYS;
    }
    endTrial(email, 91);
    expect((await clubsOf({ token })).PROFESSIONAL.can_join).toBe(true);
    const second = await join({ token }, 'PROFESSIONAL');
    expect(second.errors).toBeUndefined();
    expect((await clubsOf({ token })).PROFESSIONAL.status).toBe('TRIAL');
  });

  it('nobody joins for someone else: a join changes only the signed-in customer', async () => {
    const a = await newCustomer(s);
    const b = await newCustomer(s);
    // the mutation has no customer argument at all
    const foreign = await call(
      s,
      `mutation { joinClub(club: MASTERS, customer_id: ${customerId(b.email)}) { clubs { status } } }`,
      {},
      { token: a.token },
    );
    expect(foreign.errors?.[0]?.extensions.category).toBe('graphql');
    expect((await join({ token: a.token }, 'MASTERS')).errors).toBeUndefined();
    expect((await clubsOf({ token: b.token })).MASTERS.status).toBe('NONE');
    expect((await clubsOf({ token: a.token })).MASTERS.status).toBe('MEMBER');
  });

  it('a business account already has Masters club prices and joins nothing', async () => {
    const login = await call(
      s,
      `mutation { generateCustomerToken(email: "peeter.puusepp@example.ee", password: "Demo-2026!") { token } }`,
    );
    const token = login.data.generateCustomerToken.token as string;
    const clubs = await clubsOf({ token });
    expect(clubs.MASTERS).toMatchObject({ status: 'INCLUDED', can_join: false });
    expect(clubs.PROFESSIONAL).toMatchObject({ status: 'INCLUDED', can_join: false });
    const r = await join({ token }, 'PROFESSIONAL');
    expect(r.errors?.[0]?.message).toBe('Your business account already gets Masters club prices.');
  });
});

describe('club prices in products, cart and order', () => {
  const PRICE = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
    price_range { minimum_price { final_price { value } } } } } }`;
  const ADD = `mutation ($c: String!, $sku: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $sku, quantity: 2 }]) {
    cart { items { prices { price { value } row_total { value } } } prices { subtotal_excluding_tax { value } } } user_errors { message } } }`;

  /** A simple product in stock whose Masters club tier is below what everybody else pays. */
  const clubProduct = () =>
    s.db
      .prepare(
        `SELECT p.sku, t.value FROM product_tier_prices t JOIN products p ON p.id = t.product_id
           JOIN product_inventory i ON i.product_id = p.id
         WHERE t.customer_group = 'MK' AND t.code = 'mk_hind' AND t.qty <= 1 AND t.value < p.price
           AND (t.valid_from IS NULL OR t.valid_from <= date('now'))
           AND (t.valid_until IS NULL OR t.valid_until > date('now')) AND p.type_id = 'simple'
           AND p.special_price IS NULL AND i.stock_status = 1 AND i.qty >= 10 AND i.min_sale_qty <= 1
           AND i.enable_qty_increments = 0
           AND NOT EXISTS (SELECT 1 FROM product_tier_prices g WHERE g.product_id = p.id AND g.id <> t.id
             AND g.value <= t.value)
         LIMIT 1`,
      )
      .get() as { sku: string; value: number } | undefined;

  const priceFor = async (sku: string, who: Caller) =>
    (await call(s, PRICE, { sku }, who)).data.products.items[0].price_range.minimum_price.final_price
      .value as number;

  it('a Professional club trial member sees and pays the Masters club price; others do not', async () => {
    const row = clubProduct();
    expect(row, 'the seed has a product with a Masters club tier').toBeTruthy();
    const club = row!.value / 100;
    const member = await newCustomer(s);
    const other = await newCustomer(s);

    const guestPrice = await priceFor(row!.sku, {});
    expect(guestPrice).toBeGreaterThan(club);
    expect(await priceFor(row!.sku, { token: member.token })).toBe(guestPrice);
    expect((await join({ token: member.token }, 'PROFESSIONAL')).errors).toBeUndefined();
    expect(await priceFor(row!.sku, { token: member.token })).toBe(club);
    expect(await priceFor(row!.sku, { token: other.token })).toBeGreaterThan(club);
    expect(await priceFor(row!.sku, {})).toBe(guestPrice);

    // the cart charges the club price
    const cartId = (await call(s, '{ customerCart { id } }', {}, { token: member.token })).data.customerCart
      .id as string;
    const added = await call(s, ADD, { c: cartId, sku: row!.sku }, { token: member.token });
    expect(added.data.addProductsToCart.user_errors).toEqual([]);
    const line = added.data.addProductsToCart.cart.items[0].prices;
    expect(line.price.value).toBe(club);
    expect(line.row_total.value).toBeCloseTo(club * 2, 2);

    // and so does the order
    await readyForOrder(s, cartId, { token: member.token });
    const placed = await call(
      s,
      `mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message }
        orderV2 { items { product_sku product_sale_price { value } } total { subtotal { value } } } } }`,
      { c: cartId },
      { token: member.token },
    );
    expect(placed.data.placeOrder.errors).toEqual([]);
    const order = placed.data.placeOrder.orderV2;
    expect(order.items[0]).toMatchObject({ product_sku: row!.sku, product_sale_price: { value: club } });
    expect(order.total.subtotal.value).toBeCloseTo(club * 2, 2);
  });

  it('a cart already holding the product is priced again when its owner joins', async () => {
    const row = clubProduct()!;
    const { token } = await newCustomer(s);
    const cartId = (await call(s, '{ customerCart { id } }', {}, { token })).data.customerCart.id as string;
    const before = await call(s, ADD, { c: cartId, sku: row.sku }, { token });
    expect(before.data.addProductsToCart.cart.items[0].prices.price.value).toBeGreaterThan(row.value / 100);
    await join({ token }, 'MASTERS');
    const after = await call(
      s,
      `query ($c: String!) { cart(cart_id: $c) { items { prices { price { value } } } } }`,
      { c: cartId },
      { token },
    );
    expect(after.data.cart.items[0].prices.price.value).toBe(row.value / 100);
  });

  it('a business user is priced as the Masters club', async () => {
    const row = clubProduct()!;
    const login = await call(
      s,
      `mutation { generateCustomerToken(email: "peeter.puusepp@example.ee", password: "Demo-2026!") { token } }`,
    );
    expect(await priceFor(row.sku, { token: login.data.generateCustomerToken.token as string })).toBe(
      row.value / 100,
    );
  });
});
