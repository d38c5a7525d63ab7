import Fastify, { type FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from './http-fixtures';
import { call } from './customer-helpers';

// A second local Fastify stands in for Magento and records what reached it.
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let magento: FastifyInstance;
let seen: Seen[] = [];
let s: TestServer;
/** tokens the stand-in Magento no longer accepts (signed out, switched from) */
const deadTokens = new Set(['expired']);

beforeAll(async () => {
  magento = Fastify();
  magento.removeAllContentTypeParsers();
  magento.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  magento.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: async (request, reply) => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: String(request.body ?? ''),
      });
      const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      if (bearer && deadTokens.has(bearer)) {
        return reply.code(200).send({
          errors: [
            {
              message: "The current customer isn't authorized.",
              extensions: { category: 'graphql-authorization' },
            },
          ],
        });
      }
      if (String(request.body ?? '').includes('mergeCarts'))
        return reply.send({
          errors: [
            {
              message: 'The current user cannot perform operations on cart "old-cart"',
              extensions: { category: 'graphql-authorization' },
            },
          ],
        });
      if (String(request.body ?? '').includes('generateCustomerToken'))
        return reply.send({ data: { generateCustomerToken: { token: 'magento-token-1' } } });
      if (String(request.body ?? '').includes('selectRelatedAccount')) {
        if (bearer) deadTokens.add(bearer);
        return reply.send({ data: { selectRelatedAccount: { token: `${bearer}-switched` } } });
      }
      if (String(request.body ?? '').includes('revokeCustomerToken')) {
        if (bearer) deadTokens.add(bearer);
        return reply.send({ data: { revokeCustomerToken: { result: true } } });
      }
      if (request.url.includes('teapot'))
        return reply.code(418).header('x-magento-cache-id', 'abc').send('short and stout');
      return reply
        .header('cache-control', 'max-age=86400, public, s-maxage=86400')
        .send({ data: { storeConfig: { store_code: String(request.headers.store ?? 'default') } } });
    },
  });
  const url = await magento.listen({ host: '127.0.0.1', port: 0 });
  s = await startTestServer({ commerceGraphqlUrl: `${url}/graphql` });
});

afterAll(async () => {
  await s.close();
  await magento.close();
});

beforeEach(() => {
  seen = [];
});

describe('GraphQL proxy to a real Magento (COMMERCE_GRAPHQL_URL)', () => {
  it('forwards a GET query with its query string and the Store header, and returns the answer', async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }');
    const res = await s.app.inject({
      url: `/graphql?query=${query}&locale=ru`,
      headers: { store: 'ru', cookie: 'secret=1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { storeConfig: { store_code: 'ru' } } });
    expect(res.headers['cache-control']).toBe('max-age=86400, public, s-maxage=86400');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe(`/graphql?query=${query}&locale=ru`);
    expect(seen[0]!.headers.store).toBe('ru');
    // Only what Magento reads is forwarded: cookies stay on the shop's origin.
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('forwards a POST body byte for byte with Authorization, Content-Type and Content-Currency', async () => {
    const body = '{"query":"mutation { createEmptyCart }","variables":{}}';
    const res = await s.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        authorization: 'Bearer tok123',
        store: 'et',
        'content-type': 'application/json',
        'content-currency': 'EUR',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.body).toBe(body);
    expect(seen[0]!.headers.authorization).toBe('Bearer tok123');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['content-currency']).toBe('EUR');
    expect(seen[0]!.headers.store).toBe('et');
  });

  it("a customer's answer is never kept by the browser, though Magento marks the query public", async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }');
    const guest = await s.app.inject({ url: `/graphql?query=${query}` });
    expect(guest.headers['cache-control']).toBe('max-age=86400, public, s-maxage=86400');
    const customer = await s.app.inject({
      url: `/graphql?query=${query}`,
      headers: { authorization: 'Bearer tok123' },
    });
    expect(customer.headers['cache-control']).toBe('private, no-store');
  });

  it("passes Magento's status, errors and body through unchanged", async () => {
    const auth = await s.app.inject({
      url: '/graphql?query=%7Bcustomer%7Bemail%7D%7D',
      headers: { authorization: 'Bearer expired' },
    });
    expect(auth.json().errors[0].extensions.category).toBe('graphql-authorization');
    const teapot = await s.app.inject({ url: '/graphql?teapot=1' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.body).toBe('short and stout');
    expect(teapot.headers['x-magento-cache-id']).toBe('abc');
  });

  it('answers with a Magento-shaped 502 when the back end is down', async () => {
    const down = await startTestServer({ commerceGraphqlUrl: 'http://127.0.0.1:9/graphql' });
    try {
      const res = await down.app.inject({ url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D' });
      expect(res.statusCode).toBe(502);
      expect(res.json().errors[0].extensions.category).toBe('graphql');
    } finally {
      await down.close();
    }
  });

  it('cookie mode: the token Magento issues goes into the HttpOnly cookie, which becomes Authorization again', async () => {
    const login = await s.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-session-cookie': '1' },
      payload: { query: 'mutation { generateCustomerToken(email: "a@b.ee", password: "x") { token } }' },
    });
    expect(login.json()).toEqual({ data: { generateCustomerToken: { token: 'vsf-customer-cookie' } } });
    const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith('vsf-customer='))!;
    expect(session).toMatch(/HttpOnly/i);
    const cookie = session.split(';')[0]!;
    seen = [];
    await s.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D',
      headers: { cookie, 'x-session-cookie': '1' },
    });
    expect(seen[0]!.headers.authorization).toBe('Bearer magento-token-1');
    // without the custom header (a cross-site request) the cookie is not used
    seen = [];
    await s.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D',
      headers: { cookie },
    });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    // Magento refuses a cart that is not this customer's: the session is alive, the cookies stay
    const refused = await s.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'x-session-cookie': '1', 'content-type': 'application/json' },
      payload: { query: 'mutation { mergeCarts(source_cart_id: "old-cart") { id } }' },
    });
    expect(refused.json().errors[0].extensions.category).toBe('graphql-authorization');
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Magento says the token is dead: the cookies go
    const dead = await s.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D',
      headers: { cookie: 'vsf-customer=expired', 'x-session-cookie': '1' },
    });
    expect(([] as string[]).concat(dead.headers['set-cookie'] ?? []).join(';')).toMatch(/vsf-customer=;/);
  });

  it('cookie mode: a late answer for a session that signed itself out within a minute leaves the new cookie alone', async () => {
    // the request as the storefront sends it in cookie mode; its Set-Cookie headers in one string
    const post = async (cookie: string, query: string) => {
      const { errors, setCookies } = await call(s, query, {}, { cookie });
      return { errors, cookies: setCookies.join('; ') };
    };
    const customerQuery = '{ customer { email } }';

    // the person switches to their other account: the cookie becomes the new session's
    const switched = await post(
      'vsf-customer=person-a',
      'mutation { selectRelatedAccount(uid: "2") { token } }',
    );
    expect(switched.cookies).toMatch(/vsf-customer=person-a-switched;/);
    // a request sent with the old cookie just before the switch is refused after it: the cookies stay
    const late = await post('vsf-customer=person-a', customerQuery);
    expect(late.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect(late.cookies).not.toMatch(/vsf-customer=/);

    // the same after a logout (whose own answer clears the cookies)
    const logout = await post('vsf-customer=person-b', 'mutation { revokeCustomerToken { result } }');
    expect(logout.cookies).toMatch(/vsf-customer=;/);
    expect((await post('vsf-customer=person-b', customerQuery)).cookies).not.toMatch(/vsf-customer=/);

    // a minute on, a browser still sending that cookie (the sign-out's answer was lost) has it cleared
    s.db
      .prepare('UPDATE proxy_signed_out SET signed_out_at = ?')
      .run(new Date(Date.now() - 61_000).toISOString());
    expect((await post('vsf-customer=person-a', customerQuery)).cookies).toMatch(/vsf-customer=;/);
    expect((await post('vsf-customer=person-b', customerQuery)).cookies).toMatch(/vsf-customer=;/);
  });
});
