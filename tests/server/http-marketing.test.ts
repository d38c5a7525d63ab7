import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketingConfigFromEnv, type MarketingConfig } from '@/server/http/marketing-config';
import { startTestServer, type TestServer } from './http-fixtures';
import { ENTRY_LOADER_HASH } from '@/server/http/entry-loader';

// Issue 16 part 5 on the server: the storefront config, POST /api/conversions/event (skipped when not
// configured, forwarded in the conversions API's shape, hashed personal data only, unknown event type per
// spec §8, upstream failure 502) and a CSP that names exactly the configured hosts. The upstream is a stub
// server started here: no network.

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

interface Received {
  url: string;
  body: { data: Record<string, unknown>[] };
}

let stub: Server;
let stubUrl = '';
let received: Received[] = [];
let stubStatus = 200;
beforeAll(async () => {
  stub = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(raw) as Received['body'] });
      res.writeHead(stubStatus, { 'content-type': 'application/json' }).end('{"events_received":1}');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v21.0/123/events`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
afterEach(() => {
  received = [];
  stubStatus = 200;
});

const configured = (): MarketingConfig =>
  marketingConfigFromEnv({
    GTM_CONTAINER_ID: 'GTM-TEST123',
    GTM_SCRIPT_ORIGIN: 'https://tags.ehituspood.example',
    CONVERSIONS_API_URL: stubUrl,
    CONVERSIONS_ACCESS_TOKEN: 'secret-token',
    CHAT_KEY: 'chat-key-12345',
  });

const event = (s: TestServer, payload: unknown) =>
  s.app.inject({
    method: 'POST',
    url: '/api/conversions/event',
    headers: { referer: 'http://shop.test/et/p/SIM-0001', 'user-agent': 'vitest' },
    payload: payload as Record<string, unknown>,
  });

describe('nothing configured', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('the config says so, events are skipped, the CSP names no other host', async () => {
    const config = await s.app.inject({ url: '/api/storefront/config' });
    expect(config.json()).toEqual({ data: { tagManager: null, conversions: false, chat: null } });
    const r = await event(s, { eventName: 'purchase', eventId: 'AbCdEf1234' });
    expect(r.statusCode).toBe(202);
    expect(r.json()).toEqual({ data: { status: 'skipped' } });
    const csp = (await s.app.inject({ url: '/health' })).headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${ENTRY_LOADER_HASH};`);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/https?:\/\//);
  });
});

describe('tag manager, conversions and chat configured', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ marketing: configured() });
  });
  afterAll(() => s.close());

  it('the storefront learns what is on, never the access token', async () => {
    const r = await s.app.inject({ url: '/api/storefront/config' });
    expect(r.json()).toEqual({
      data: {
        tagManager: {
          containerId: 'GTM-TEST123',
          scriptUrl: 'https://tags.ehituspood.example/gtm.js?id=GTM-TEST123',
        },
        conversions: true,
        chat: { key: 'chat-key-12345', scriptUrl: 'https://www.smartsuppchat.com/loader.js' },
      },
    });
    expect(r.body).not.toContain('secret-token');
  });

  it('the CSP allows exactly the tag manager and chat hosts', async () => {
    const csp = (await s.app.inject({ url: '/health' })).headers['content-security-policy'] as string;
    expect(csp).toContain(
      `script-src 'self' ${ENTRY_LOADER_HASH} https://tags.ehituspood.example https://www.smartsuppchat.com;`,
    );
    expect(csp).toContain(
      "connect-src 'self' https://tags.ehituspood.example https://www.smartsuppchat.com;",
    );
    expect(new Set(csp.match(/https?:\/\/[^\s;]+/g))).toEqual(
      new Set(['https://tags.ehituspood.example', 'https://www.smartsuppchat.com']),
    );
  });

  it('forwards an event in the conversions API shape with hashed e-mail and phone and fbc', async () => {
    const r = await event(s, {
      eventName: 'purchase',
      eventId: 'AbCdEf1234',
      fbc: 'fb.1.1764000000000.IwAR2xyz',
      customData: { currency: 'EUR', value: 12.5 },
      userData: { em: sha('mari@example.ee'), ph: sha('+3725123456') },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { status: 'sent' } });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/v21.0/123/events?access_token=secret-token');
    expect(received[0]!.body.data[0]).toMatchObject({
      event_name: 'Purchase',
      event_id: 'AbCdEf1234',
      action_source: 'website',
      event_source_url: 'http://shop.test/et/p/SIM-0001',
      user_data: {
        em: [sha('mari@example.ee')],
        ph: [sha('+3725123456')],
        fbc: 'fb.1.1764000000000.IwAR2xyz',
        client_user_agent: 'vitest',
      },
      custom_data: { currency: 'EUR', value: 12.5 },
    });
  });

  it('refuses a plain e-mail or phone, an unknown event type (spec §8) and a malformed fbc', async () => {
    expect(
      (await event(s, { eventName: 'purchase', eventId: 'a1', userData: { em: 'mari@example.ee' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await event(s, { eventName: 'purchase', eventId: 'a1', userData: { ph: '+3725123456' } })).statusCode,
    ).toBe(400);
    expect((await event(s, { eventName: 'purchase', eventId: 'a1', fbc: 'IwAR2xyz' })).statusCode).toBe(400);
    const unknown = await event(s, { eventName: 'wishlist_add', eventId: 'a1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'Type of event "wishlist_add" does not exist in Google Tag Manager',
    });
    expect(received).toHaveLength(0);
  });

  it('an upstream failure answers 502 (the storefront only warns)', async () => {
    stubStatus = 500;
    const r = await event(s, { eventName: 'page_view', eventId: 'Xy12345678' });
    expect(r.statusCode).toBe(502);
    expect(received).toHaveLength(1);
  });
});

it('a malformed setting stops the start naming the variable', () => {
  expect(() => marketingConfigFromEnv({ GTM_CONTAINER_ID: 'UA-1234' })).toThrow(/GTM_CONTAINER_ID/);
  expect(() => marketingConfigFromEnv({ CONVERSIONS_API_URL: 'ftp://x' })).toThrow(/CONVERSIONS_API_URL/);
});
