import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/seed/seed';
import { rateLimitConfigFromEnv, TOO_MANY_REQUESTS, TRAFFIC_LIMITS } from '@/server/http/rate-limit';
import type { Db } from '@/server/store/db';
import { trustedProxies } from '@/server/http/trusted-proxy';
import { startTestServer, type TestServer } from './http-fixtures';

// Issue 15 item 2: per-client-address limits on new carts, reviews and searches (GraphQL and the search
// endpoint share one counter), turned on here explicitly as `npm start` does; RATE_LIMIT=0 turns every
// limit off (benchmarks). Sign-in limits: customer-accounts.test.ts.

const gql = (s: TestServer, query: string, variables: Record<string, unknown> = {}, ip = '127.0.0.1') =>
  s.app
    .inject({ method: 'POST', url: '/graphql', payload: { query, variables }, remoteAddress: ip })
    .then((r) => r.json() as { data?: Record<string, unknown>; errors?: { message: string }[] });
const seed = (db: Db) => void seedDatabase(db, { products: 40, seed: 5 });
const newCart = (s: TestServer, ip?: string) => gql(s, 'mutation { createEmptyCart }', {}, ip);

describe('with the limits on', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: seed,
      rateLimits: { enabled: true, factor: 1 },
    });
  });
  afterAll(() => s.close());

  it('cart creation: 60 in 10 minutes per address, then Magento-shaped refusals; another address is unaffected', async () => {
    const max = TRAFFIC_LIMITS['cart-create'].max;
    for (let i = 0; i < max; i++) expect((await newCart(s)).errors, `cart ${i}`).toBeUndefined();
    const refused = await newCart(s);
    expect(refused.errors?.[0]).toMatchObject({
      message: TOO_MANY_REQUESTS,
      extensions: { category: 'graphql' },
    });
    const guest = await gql(s, 'mutation { createGuestCart { cart { id } } }');
    expect(guest.errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
    expect((await newCart(s, '10.0.0.7')).errors).toBeUndefined();
  });

  it('search: products(search:) and /api/klevu/search share 120 a minute; then 429 with Retry-After', async () => {
    const max = TRAFFIC_LIMITS.search.max;
    const ip = '10.0.0.8';
    for (let i = 0; i < max / 2; i++) {
      const r = await gql(s, '{ products(search: "värv", pageSize: 1) { total_count } }', {}, ip);
      expect(r.errors, `search ${i}`).toBeUndefined();
    }
    for (let i = 0; i < max / 2; i++) {
      const r = await s.app.inject({ url: '/api/klevu/search?term=v%C3%A4rv', remoteAddress: ip });
      expect(r.statusCode, `klevu ${i}`).toBe(200);
    }
    const http = await s.app.inject({ url: '/api/klevu/search?term=v%C3%A4rv', remoteAddress: ip });
    expect(http.statusCode).toBe(429);
    expect(Number(http.headers['retry-after'])).toBeGreaterThan(0);
    expect(http.json()).toEqual({ error: TOO_MANY_REQUESTS });
    const graphql = await gql(s, '{ products(search: "värv") { total_count } }', {}, ip);
    expect(graphql.errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
    // a listing without a search term is not a search
    const listing = await gql(
      s,
      '{ products(filter: { category_id: { eq: "3" } }) { total_count } }',
      {},
      ip,
    );
    expect(listing.errors).toBeUndefined();
  });

  it('koormavedu applications and contact messages: 10 an hour per address together, then 429 / a refusal', async () => {
    const ip = '10.0.0.10';
    const contact = () =>
      gql(
        s,
        'mutation { contactUs(input: { name: "Mari", email: "mari@example.ee", comment: "Kas on laos?" }) { status } }',
        {},
        ip,
      );
    const application = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/koormavedu/application',
        remoteAddress: ip,
        payload: [
          {
            locale: 'et',
            name: 'Mari Maasikas',
            email: 'mari@example.ee',
            phone: '+372 5123 4567',
            address: 'Pärna 5',
            city: 'Tartu',
            material: 'Liiv',
            quantity: '10 t',
            files: [],
          },
        ],
      });
    const max = TRAFFIC_LIMITS.message.max;
    for (let i = 0; i < max / 2; i++) {
      expect((await contact()).errors, `contact ${i}`).toBeUndefined();
      expect((await application()).statusCode, `application ${i}`).toBe(200);
    }
    const refused = await application();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact()).errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
    expect(s.db.prepare('SELECT COUNT(*) FROM bulk_transport_requests').pluck().get()).toBe(max / 2);
  });

  it('reviews: 10 an hour per address', async () => {
    const sku = s.db
      .prepare('SELECT sku FROM products WHERE visibility = 4 ORDER BY id LIMIT 1')
      .pluck()
      .get();
    const review = () =>
      gql(
        s,
        'mutation ($sku: String!) { createProductReview(input: { sku: $sku, nickname: "Mari", summary: "Hea", text: "Hea", ratings: [] }) { review { nickname } } }',
        { sku },
        '10.0.0.9',
      );
    for (let i = 0; i < TRAFFIC_LIMITS.review.max; i++)
      expect((await review()).errors, `review ${i}`).toBeUndefined();
    expect((await review()).errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
  });
});

describe('switched off or raised', () => {
  it('RATE_LIMIT=0 turns every limit off, sign-in included; RATE_LIMIT_FACTOR scales the traffic limits', async () => {
    expect(rateLimitConfigFromEnv({ RATE_LIMIT: '0' })).toEqual({ enabled: false, factor: 1 });
    expect(rateLimitConfigFromEnv({ RATE_LIMIT_FACTOR: '50' })).toEqual({ enabled: true, factor: 50 });
    expect(rateLimitConfigFromEnv({ RATE_LIMIT_FACTOR: 'x' })).toEqual({ enabled: true, factor: 1 });
    const s = await startTestServer({
      prepare: seed,
      rateLimits: rateLimitConfigFromEnv({ RATE_LIMIT: '0' }),
    });
    try {
      for (let i = 0; i < TRAFFIC_LIMITS['cart-create'].max + 10; i++)
        expect((await newCart(s)).errors, `cart ${i}`).toBeUndefined();
      for (let i = 0; i < 25; i++) {
        const r = await gql(
          s,
          'mutation { generateCustomerToken(email: "x@example.ee", password: "nope") { token } }',
        );
        expect(r.errors?.[0]?.message).not.toBe(TOO_MANY_REQUESTS);
      }
    } finally {
      await s.close();
    }
  });

  it('a harness without a configuration has no traffic limits (the sign-in limits stay)', async () => {
    const s = await startTestServer({ prepare: seed });
    try {
      for (let i = 0; i < TRAFFIC_LIMITS['cart-create'].max + 10; i++)
        expect((await newCart(s)).errors, `cart ${i}`).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let s: TestServer;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    try {
      s = await startTestServer({ prepare: seed, rateLimits: { enabled: true, factor: 1 } });
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
  afterAll(() => s.close());

  /** a new cart asked for from `remoteAddress` with the X-Forwarded-For it sends */
  const cartFrom = (remoteAddress: string, forwardedFor: string) =>
    s.app
      .inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: 'mutation { createEmptyCart }' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      })
      .then((r) => r.json() as { errors?: { message: string }[] });
  /** through the proxy at 127.0.0.1, which appends the address it saw to X-Forwarded-For */
  const viaProxy = (forwardedFor: string) => cartFrom('127.0.0.1', forwardedFor);

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const max = TRAFFIC_LIMITS['cart-create'].max;
    // a client writing a new X-Forwarded-For on every request: its proxy appends the real address
    for (let i = 0; i < max; i++)
      expect((await viaProxy(`198.51.100.${i % 250}, 203.0.113.5`)).errors, `cart ${i}`).toBeUndefined();
    expect((await viaProxy('198.51.100.251, 203.0.113.5')).errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
    // another shopper behind the same proxy has a count of their own
    expect((await viaProxy('203.0.113.6')).errors).toBeUndefined();
  });

  it('ignores forwarded headers from a client that is no trusted proxy', async () => {
    const direct = (forwardedFor: string) => cartFrom('192.0.2.77', forwardedFor);
    for (let i = 0; i < TRAFFIC_LIMITS['cart-create'].max; i++)
      expect((await direct(`10.0.0.${i % 250}`)).errors, `cart ${i}`).toBeUndefined();
    expect((await direct('10.0.1.1')).errors?.[0]?.message).toBe(TOO_MANY_REQUESTS);
  });

  it('TRUST_PROXY: unset or 0 trusts no proxy, 1 a private-network one, anything else names the proxies', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies(' 0 ')).toBe(false);
    expect(trustedProxies('1')).toBe('loopback,linklocal,uniquelocal');
    expect(trustedProxies('10.1.2.3, 173.245.48.0/20')).toBe('10.1.2.3, 173.245.48.0/20');
  });
});
