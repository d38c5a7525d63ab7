import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/http/app';
import { NO_MARKETING } from '@/server/http/marketing-config';
import { openDatabase, type Db } from '@/server/store/db';
import { serverSecret } from '@/server/store/simulator-state';
import { readToken, signToken } from '@/server/payments/payment-tokens';
import { PAYMENT_SIM_BASE } from '@/server/payments/payment-config';
import type { ProviderAnswerClaims } from '@/server/payments/payment-provider';
import type { TestServer } from './http-fixtures';
import { call, SIGN_IN, startCustomerServer } from './customer-helpers';
import { RATE_LIMITS, TOO_MANY_REQUESTS } from '@/server/http/rate-limit';
import { startOutboxSender } from '@/server/mail/outbox-sender';
import type { Mailer } from '@/server/mail/mailer';

// Issue 15 item 5: two workers (two apps, two connections, one database file) share what the built-in
// simulators remember. A Smart-ID/Mobile-ID session started through one worker is answered through the other,
// and a payment page opened through one is paid through the other, once, with a token the first accepts; the
// per-address rate limits count the hits of both; an order's mail asked to be sent by both goes once.

let a: TestServer;
let bDb: Db;
let b: FastifyInstance;

beforeAll(async () => {
  process.env.EID_SIM_DELAY_MS = '0';
  a = await startCustomerServer();
  bDb = openDatabase(join(a.dataDir, 'shop.sqlite'), { migrate: false });
  b = await buildApp({ db: bDb, dataDir: a.dataDir, distDir: a.distDir, marketing: NO_MARKETING });
  await b.ready();
});

afterAll(async () => {
  delete process.env.EID_SIM_DELAY_MS;
  await b.close();
  bDb.close();
  await a.close();
});

describe('state shared by the workers', () => {
  it('a rate limit counts the requests of one address through both workers together', async () => {
    const max = RATE_LIMITS['sign-in'].max;
    const attempt = (app: FastifyInstance, i: number) =>
      app
        .inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '10.9.8.7',
          payload: {
            query: SIGN_IN,
            variables: { email: `nobody${i}@example.ee`, password: 'wrong-Pass-1' },
          },
        })
        .then((r) => (r.json() as { errors?: { message: string }[] }).errors?.[0]?.message);
    for (let i = 0; i < max; i++) expect(await attempt(i % 2 ? a.app : b, i)).not.toBe(TOO_MANY_REQUESTS);
    expect(await attempt(a.app, max)).toBe(TOO_MANY_REQUESTS);
    expect(await attempt(b, max + 1)).toBe(TOO_MANY_REQUESTS);
  });

  it('an eID sign-in started through one worker completes through the other', async () => {
    const START = `mutation ($i: EidAuthenticationInput!) { startEidAuthentication(input: $i) { session_id } }`;
    const STATUS = `mutation ($s: String!) { eidAuthenticationStatus(session_id: $s) { state result outcome } }`;
    const started = await call(
      a,
      START,
      { i: { method: 'MOBILE_ID', personal_code: '60001019906', phone: '+372 0000 0766' } },
      { cookie: '' },
    );
    const session = started.data.startEidAuthentication.session_id as string;
    const status = await call({ ...a, app: b }, STATUS, { s: session }, { cookie: '' });
    expect(status.data.eidAuthenticationStatus).toEqual({
      state: 'COMPLETE',
      result: 'OK',
      outcome: 'SIGNED_IN',
    });
  });

  it('an order mail both workers try to send at once leaves once; a refused one stays unsent', async () => {
    a.db.pragma('foreign_keys = OFF'); // an outbox row without placing a whole order
    const id = a.db
      .prepare(
        `INSERT INTO email_outbox (kind, store_code, recipient, subject, body, order_id)
         VALUES ('order_confirmation', 'et', 'a@example.ee', 'Tellimus', 'Aitäh', 987654)`,
      )
      .run().lastInsertRowid;
    a.db.pragma('foreign_keys = ON');
    const sent: string[] = [];
    const slow: Mailer = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 30));
        sent.push(m.to);
      },
    };
    // each worker's outbox sender, told to send at once
    const senders = [
      startOutboxSender(a.db, slow, () => undefined),
      startOutboxSender(bDb, slow, () => undefined),
    ];
    await Promise.all(senders.map((sender) => sender.drain()));
    expect(sent).toEqual(['a@example.ee']);

    a.db.prepare('UPDATE email_outbox SET sent_at = NULL WHERE id = ?').run(id);
    const refusing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const refused = startOutboxSender(bDb, refusing, () => undefined);
    await refused.drain();
    expect(a.db.prepare('SELECT sent_at FROM email_outbox WHERE id = ?').pluck().get(id)).toBeNull();
    await Promise.all([...senders, refused].map((sender) => sender.stop()));
  });

  it('a payment opened through one worker is paid through the other, once', async () => {
    const key = new Uint8Array(serverSecret(a.db, 'payment-simulator'));
    const order = await signToken(
      {
        accessKey: 'simulator',
        merchantReference: 'W-1',
        grandTotal: 12.5,
        currency: 'EUR',
        paymentMethod: 'card',
        locale: 'et',
        returnUrl: 'http://shop.test/et/checkout/return',
        notificationUrl: 'http://shop.test/api/payments/notify',
        description: 'Order W-1',
        email: 'a@example.ee',
      },
      key,
    );
    const opened = await a.app.inject({
      method: 'POST',
      url: `${PAYMENT_SIM_BASE}/orders`,
      payload: { data: order },
    });
    expect(opened.statusCode).toBe(200);
    const { paymentUrl } = opened.json() as { paymentUrl: string };

    const page = await b.inject({ url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Order W-1');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const paid = await b.inject({ method: 'POST', url: paymentUrl, headers: form, payload: 'outcome=PAID' });
    expect(paid.statusCode).toBe(303);
    const token = new URL(paid.headers.location as string).searchParams.get('payment_token')!;
    // signed by the other worker, accepted by this one: the key is the same
    expect(await readToken<ProviderAnswerClaims>(token, key)).toMatchObject({
      merchantReference: 'W-1',
      paymentStatus: 'PAID',
    });
    // the payment is over for both workers
    const again = await a.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: form,
      payload: 'outcome=PAID',
    });
    expect(again.statusCode).toBe(404);
    expect((await a.app.inject({ url: paymentUrl })).statusCode).toBe(404);
  });
});
