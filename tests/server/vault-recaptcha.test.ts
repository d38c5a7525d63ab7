import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, categoryOf, newCustomer, startCustomerServer, type Caller } from './customer-helpers';

// Issue 18: Magento 2.4.7's stored payment methods (VaultGraphQl) and reCAPTCHA v3 settings
// (ReCaptchaWebapiGraphQl), which clients such as Venia ask for, answered as Magento answers when unused.

let s: TestServer;
let customer: Caller;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
  customer = await newCustomer(s);
});
afterAll(() => s.close());

const TOKENS = `{ customerPaymentTokens { items { public_hash payment_method_code type details } } }`;
const DELETE = `mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }`;

describe('stored payment methods', () => {
  it('a signed-in customer has none (payments go through the provider), a guest is not authorized', async () => {
    const own = await call(s, TOKENS, {}, customer);
    expect(own.errors).toBeUndefined();
    expect(own.data.customerPaymentTokens).toEqual({ items: [] });
    const guest = await call(s, TOKENS, {});
    expect(categoryOf(guest)).toBe('graphql-authorization');
  });

  it('deleting one that does not exist is no-such-entity with Magento’s message; a guest is not authorized', async () => {
    const r = await call(s, DELETE, { hash: 'abc123' }, customer);
    expect(categoryOf(r)).toBe('graphql-no-such-entity');
    expect(r.errors![0]!.message).toBe('Could not find a token using public hash: abc123');
    expect(categoryOf(await call(s, DELETE, { hash: 'abc123' }))).toBe('graphql-authorization');
  });
});

describe('reCAPTCHA v3 settings', () => {
  it('off, with the module’s defaults, for anyone', async () => {
    const r = await call(
      s,
      `{ recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code failure_message forms } }`,
      {},
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.recaptchaV3Config).toEqual({
      is_enabled: false,
      website_key: '',
      minimum_score: 0.5,
      badge_position: 'inline',
      language_code: null,
      failure_message: 'reCAPTCHA verification failed.',
      forms: [],
    });
  });
});
