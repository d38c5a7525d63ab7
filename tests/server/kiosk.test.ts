import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './http-fixtures';
import { seedDatabase } from '@/server/seed/seed';
import { bindKiosk, issueSetupCode, kioskSecretHash } from '@/server/store/kiosk-devices';
import { runKioskCommand } from '@/server/admin/kiosk-admin';
import { findCart, cartItems, insertCart, insertLine } from '@/server/store/cart-db';

// Kiosk mode's server side (issue 13): setup codes bind once, the device token opens the store's assortment
// with shelf locations, and a cart handoff is single use and closes the kiosk's cart.

let s: TestServer;
const STORE = 'tallinn-mustamae';

beforeAll(async () => {
  s = await startTestServer({ prepare: (db) => void seedDatabase(db, { products: 200 }) });
});
afterAll(async () => {
  await s.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  s.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { 'x-kiosk-token': token } : {},
  });

async function bind(): Promise<string> {
  const { code } = issueSetupCode(s.db, STORE);
  const res = await post('/api/kiosk/bind', { code: code.toLowerCase() });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

function kioskCart(lines: number): string {
  const cart = insertCart(s.db, 'et');
  const ids = s.db
    .prepare("SELECT id FROM products WHERE type_id = 'simple' AND visibility = 4 ORDER BY id LIMIT ?")
    .pluck()
    .all(lines) as number[];
  for (const id of ids)
    insertLine(s.db, {
      cart_id: cart.id,
      product_id: id,
      variant_id: null,
      options: '{}',
      options_key: '',
      quantity: 2,
    });
  return cart.masked_id;
}

describe('setup codes', () => {
  it('binds with a code once; a wrong, used or expired code is refused alike', async () => {
    const { code } = issueSetupCode(s.db, STORE, { label: 'Till 1' });
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const first = await post('/api/kiosk/bind', { code });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.store).toMatchObject({ code: STORE, name: 'Ehituspood Mustamäe' });
    expect(first.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await post('/api/kiosk/bind', { code })).json()).toEqual({ error: 'invalid-code' });
    expect((await post('/api/kiosk/bind', { code: 'AAAA-BBBB' })).statusCode).toBe(400);
    const old = issueSetupCode(s.db, STORE, { now: new Date(Date.now() - 48 * 3_600_000) });
    expect((await post('/api/kiosk/bind', { code: old.code })).statusCode).toBe(400);
    expect((await post('/api/kiosk/bind', { code: 42 })).statusCode).toBe(400);
  });

  it('stores only hashes of codes and device tokens', async () => {
    const { code } = issueSetupCode(s.db, STORE);
    const token = (await post('/api/kiosk/bind', { code })).json().data.token as string;
    const dump = JSON.stringify([
      s.db.prepare('SELECT * FROM kiosk_setup_codes').all(),
      s.db.prepare('SELECT * FROM kiosk_devices').all(),
    ]);
    expect(dump).not.toContain(code.replace('-', ''));
    expect(dump).not.toContain(token);
  });
});

describe('assortment', () => {
  it('needs a bound device', async () => {
    expect((await s.app.inject({ url: '/api/kiosk/assortment' })).statusCode).toBe(401);
    const bad = await s.app.inject({
      url: '/api/kiosk/assortment',
      headers: { 'x-kiosk-token': 'x'.repeat(43) },
    });
    expect(bad.statusCode).toBe(401);
  });

  it("lists the visible simple products with this store's stock and shelf, in the asked language", async () => {
    const token = await bind();
    const res = await s.app.inject({
      url: '/api/kiosk/assortment?locale=ru',
      headers: { 'x-kiosk-token': token },
    });
    expect(res.statusCode).toBe(200);
    const { products, store, refreshedAt, total } = res.json().data;
    expect(store.code).toBe(STORE);
    expect(Date.parse(refreshedAt)).toBeGreaterThan(0);
    const expected = Number(
      s.db
        .prepare(
          "SELECT count(*) FROM products WHERE type_id = 'simple' AND visibility IN (2,3,4) AND status = 1",
        )
        .pluck()
        .get(),
    );
    expect(products).toHaveLength(expected);
    expect(total).toBe(expected);
    const page = await s.app.inject({
      url: '/api/kiosk/assortment?offset=10&limit=5',
      headers: { 'x-kiosk-token': token },
    });
    expect(page.json().data.products.map((p: { sku: string }) => p.sku)).toEqual(
      products.slice(10, 15).map((p: { sku: string }) => p.sku),
    );
    const stocked = products.filter((p: { qtyHere: number }) => p.qtyHere > 0);
    expect(stocked.length).toBeGreaterThan(0);
    for (const p of stocked) {
      expect(p.aisle).toBeGreaterThanOrEqual(1);
      expect(p.aisle).toBeLessThanOrEqual(24);
      expect(p.shelf).toMatch(/^[A-F]$/);
    }
    const first = products[0];
    const row = s.db
      .prepare(
        `SELECT p.name_ru, i.qty FROM products p LEFT JOIN inventory_source_items i
         ON i.product_id = p.id AND i.source_code = ? WHERE p.sku = ?`,
      )
      .get(STORE, first.sku) as { name_ru: string; qty: number | null };
    expect(first.name).toBe(row.name_ru);
    expect(first.qtyHere).toBe(row.qty ?? 0);
    expect(first.path).toMatch(/^\/ru\/p\//);
    expect(first.description ?? '').not.toContain('<');
  });
});

describe('cart handoff', () => {
  it('copies the cart to a new cart once, closes the kiosk cart, and refuses a second scan', async () => {
    const token = await bind();
    const cartId = kioskCart(2);
    const made = await post('/api/kiosk/handoff', { cartId }, token);
    expect(made.statusCode).toBe(200);
    const handoff = made.json().data.token as string;
    expect((await post('/api/kiosk/handoff/status', { token: handoff }, token)).json().data.used).toBe(false);

    const redeemed = await post('/api/kiosk/handoff/redeem', { token: handoff });
    expect(redeemed.statusCode).toBe(200);
    const phoneCart = findCart(s.db, redeemed.json().data.cartId)!;
    const source = findCart(s.db, cartId)!;
    expect(phoneCart.is_active).toBe(1);
    expect(source.is_active).toBe(0);
    const lines = (id: number) => cartItems(s.db, id).map((l) => [l.product_id, l.quantity]);
    expect(lines(phoneCart.id)).toEqual(lines(source.id));

    expect((await post('/api/kiosk/handoff/status', { token: handoff }, token)).json().data.used).toBe(true);
    const again = await post('/api/kiosk/handoff/redeem', { token: handoff });
    expect(again.statusCode).toBe(410);
    const dump = JSON.stringify(s.db.prepare('SELECT * FROM cart_handoffs').all());
    expect(dump).not.toContain(handoff);
  });

  it('needs the device token, a guest cart with lines, and a live token', async () => {
    const token = await bind();
    expect((await post('/api/kiosk/handoff', { cartId: kioskCart(1) })).statusCode).toBe(401);
    expect((await post('/api/kiosk/handoff', { cartId: kioskCart(0) }, token)).json()).toEqual({
      error: 'cart-empty',
    });
    expect((await post('/api/kiosk/handoff', { cartId: 'nope' }, token)).statusCode).toBe(400);
    const made = (await post('/api/kiosk/handoff', { cartId: kioskCart(1) }, token)).json().data;
    s.db.prepare("UPDATE cart_handoffs SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await post('/api/kiosk/handoff/redeem', { token: made.token })).statusCode).toBe(410);
    // another kiosk cannot watch this kiosk's handoffs
    const other = await bind();
    expect((await post('/api/kiosk/handoff/status', { token: made.token }, other)).statusCode).toBe(404);
  });

  it('limits redemption attempts per address', async () => {
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await post('/api/kiosk/handoff/redeem', { token: `guess${i}`.padEnd(43, 'x') })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('kiosk commands: list and revoke', () => {
  const get = (url: string, token: string) => s.app.inject({ url, headers: { 'x-kiosk-token': token } });
  const command = (name: string, args: string[] = [], opts = {}) => runKioskCommand(s.db, name, args, opts);

  it('issues a code, lists the bound tablet, and a revoked tablet opens nothing any more', async () => {
    const issued = command('code', [], { store: STORE, label: 'Till 7' });
    expect(issued.exitCode).toBe(0);
    const code = /: ([A-Z2-9]{4}-[A-Z2-9]{4}) /.exec(issued.output)![1]!;
    expect(command('list').output).toMatch(new RegExp(`${STORE} {2}Till 7 {2}valid until`));
    const bound = bindKiosk(s.db, code)!;
    expect((await get('/api/kiosk/store', bound.token)).statusCode).toBe(200);
    const id = Number(
      /#(\d+) {2}tallinn-mustamae {2}Till 7 {2}bound \S+ {2}active/.exec(command('list').output)![1],
    );

    const revoked = command('revoke', [String(id)]);
    expect(revoked).toEqual({
      exitCode: 0,
      output: expect.stringContaining(`Kiosk #${id} (${STORE}) is revoked`),
    });
    expect(command('list').output).toMatch(new RegExp(`#${id} .* REVOKED \\d{4}-`));
    for (const url of ['/api/kiosk/store', '/api/kiosk/assortment'])
      expect((await get(url, bound.token)).json()).toEqual({ error: 'kiosk-not-bound' });
    expect((await post('/api/kiosk/handoff', { cartId: kioskCart(1) }, bound.token)).statusCode).toBe(401);
    expect(command('revoke', [String(id)]).output).toContain('was already revoked');
  });

  it('revokes by the setup code: the device it bound, or the unused code itself', async () => {
    const { code } = issueSetupCode(s.db, STORE);
    const bound = bindKiosk(s.db, code)!;
    const other = bindKiosk(s.db, issueSetupCode(s.db, STORE).code)!;
    expect(command('revoke', [code.toLowerCase().replace('-', '')]).output).toMatch(
      /^Kiosk #\d+ .* is revoked/,
    );
    expect((await get('/api/kiosk/store', bound.token)).statusCode).toBe(401);
    expect((await get('/api/kiosk/store', other.token)).statusCode).toBe(200); // only that tablet

    const unused = issueSetupCode(s.db, STORE).code;
    expect(command('revoke', [unused]).output).toContain(
      'The unused setup code for tallinn-mustamae is revoked',
    );
    expect(bindKiosk(s.db, unused)).toBeNull();
    expect(command('list').output).not.toContain('Setup codes not used yet');
  });

  it('revokes by a setup code of digits alone, typed without its dash', async () => {
    // 8 of the code alphabet's 31 characters are digits: a code such as 2345-6789 is rare but real
    const digitsCode = (digits: string) =>
      s.db
        .prepare(
          'INSERT INTO kiosk_setup_codes (code_hash, pickup_location_code, expires_at) VALUES (?, ?, ?)',
        )
        .run(kioskSecretHash(digits), STORE, new Date(Date.now() + 3_600_000).toISOString());
    digitsCode('23456789');
    const bound = bindKiosk(s.db, '2345-6789')!;
    expect(command('revoke', ['23456789']).output).toMatch(/^Kiosk #\d+ .* is revoked/);
    expect((await get('/api/kiosk/store', bound.token)).statusCode).toBe(401);
    digitsCode('98765432');
    expect(command('revoke', ['98765432']).output).toContain(
      'The unused setup code for tallinn-mustamae is revoked',
    );
    expect(bindKiosk(s.db, '9876-5432')).toBeNull();
  });

  it('refuses what it does not know, and wrong usage', () => {
    expect(command('revoke', ['999999']).exitCode).toBe(1);
    expect(command('revoke', ['ZZZZ-ZZZZ']).exitCode).toBe(1);
    expect(command('revoke').exitCode).toBe(2);
    expect(command('code', [], { store: 'nowhere' }).exitCode).toBe(2);
    expect(command('code', [], { store: STORE, hours: '-1' }).exitCode).toBe(2);
    expect(command('nonsense').output).toContain('Usage:');
  });
});
