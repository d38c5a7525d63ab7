import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { readMails } from './mail-helpers';
import {
  call,
  categoryOf,
  newCustomer,
  PASSWORD,
  REGISTER,
  SIGN_IN,
  startCustomerServer,
} from './customer-helpers';

// Magento's customer accounts: registration, sign-in with lockout, tokens (hashed, expiring, revocable), the
// HttpOnly cookie session of the storefront, password reset by a mailed single-use link, profile changes.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20'; // this suite signs in often; limits have their own test
  s = await startCustomerServer();
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const CUSTOMER = `{ customer { email firstname lastname telephone personal_code is_subscribed } }`;

describe('registration and sign-in', () => {
  it('creates an account (argon2id hash, never the password), mails a welcome, then signs in', async () => {
    const reg = await call(
      s,
      REGISTER,
      {
        input: {
          email: 'jaan.kask@example.ee',
          firstname: 'Jaan',
          lastname: 'Tamm',
          password: PASSWORD,
          telephone: '+372 5123 4567',
          personal_code: '38001085718',
          is_subscribed: true,
        },
      },
      { store: 'ru' },
    );
    expect(reg.errors).toBeUndefined();
    expect(reg.data.createCustomerV2.customer).toEqual({
      email: 'jaan.kask@example.ee',
      firstname: 'Jaan',
      lastname: 'Tamm',
      telephone: '+37251234567',
      personal_code: '38001085718',
      is_subscribed: true,
    });
    const hash = s.db
      .prepare(`SELECT password_hash FROM customers WHERE email = 'jaan.kask@example.ee'`)
      .pluck()
      .get();
    expect(String(hash)).toMatch(/^\$argon2id\$/);
    expect(String(hash)).not.toContain(PASSWORD);
    expect(readMails(s.dataDir).find((m) => m.to === 'jaan.kask@example.ee')?.subject).toBe(
      'Добро пожаловать в Ehituspood',
    );

    const login = await call(s, SIGN_IN, { email: 'JAAN.KASK@example.ee', password: PASSWORD });
    const token = login.data.generateCustomerToken.token as string;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const stored = s.db.prepare('SELECT token_hash FROM customer_tokens').pluck().all() as string[];
    expect(stored).not.toContain(token);
    expect((await call(s, CUSTOMER, {}, { token })).data.customer.email).toBe('jaan.kask@example.ee');
  });

  it("refuses a taken e-mail, a weak password and a bad personal code with Magento's messages", async () => {
    const { email } = await newCustomer(s);
    const cases: [Record<string, unknown>, string][] = [
      [{ email }, 'A customer with the same email address already exists in an associated website.'],
      [
        { email: 'weak@example.ee', password: 'lihtne12' },
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ],
      [
        { email: 'short@example.ee', password: 'Aa1!' },
        'The password needs at least 8 characters. Create a new password and try again.',
      ],
      [
        { email: 'code@example.ee', personal_code: '38001085719' },
        'Check your personal identification number',
      ],
      [{ email: 'not-an-email' }, 'Please enter a valid e-mail address'], // spec §5 (issue 15)
    ];
    for (const [input, message] of cases) {
      const r = await call(s, REGISTER, {
        input: { firstname: 'A', lastname: 'B', password: PASSWORD, ...input },
      });
      expect(r.errors?.[0]?.message).toBe(message);
      expect(categoryOf(r)).toBe('graphql-input');
    }
  });

  it('a wrong password is an authentication error (not a lost session); 10 in a row lock the account', async () => {
    const { email } = await newCustomer(s);
    for (let i = 0; i < 10; i++) {
      const r = await call(s, SIGN_IN, { email, password: 'Vale-parool-1' });
      expect(r.errors?.[0]?.message).toBe(
        'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      );
      expect(categoryOf(r)).toBe('graphql-authentication');
    }
    // locked: even the right password is refused for 10 minutes
    expect((await call(s, SIGN_IN, { email, password: PASSWORD })).errors?.[0]?.extensions.category).toBe(
      'graphql-authentication',
    );
    s.db.prepare(`UPDATE customers SET lock_expires = '2000-01-01T00:00:00.000Z' WHERE email = ?`).run(email);
    expect(
      (await call(s, SIGN_IN, { email, password: PASSWORD })).data.generateCustomerToken.token,
    ).toBeTruthy();
  });

  it('an unknown e-mail gets the same answer as a wrong password', async () => {
    const r = await call(s, SIGN_IN, { email: 'nobody@example.ee', password: PASSWORD });
    expect(r.errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/);
  });

  it('isEmailAvailable', async () => {
    const { email } = await newCustomer(s);
    const q = `query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }`;
    expect((await call(s, q, { e: email.toUpperCase() })).data.isEmailAvailable.is_email_available).toBe(
      false,
    );
    expect((await call(s, q, { e: 'free@example.ee' })).data.isEmailAvailable.is_email_available).toBe(true);
    expect((await call(s, q, { e: 'nope' })).errors?.[0]?.message).toBe('Email is invalid');
  });
});

describe('tokens', () => {
  it('a guest, a revoked token and an expired token get graphql-authorization', async () => {
    expect(categoryOf(await call(s, CUSTOMER))).toBe('graphql-authorization');
    const { token } = await newCustomer(s);
    expect((await call(s, `mutation { revokeCustomerToken { result } }`, {}, { token })).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    const after = await call(s, CUSTOMER, {}, { token });
    expect(after.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    expect(categoryOf(after)).toBe('graphql-authorization');

    const second = await newCustomer(s);
    s.db.prepare(`UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z'`).run();
    expect(categoryOf(await call(s, CUSTOMER, {}, { token: second.token }))).toBe('graphql-authorization');
  });
});

describe('cookie session (storefront)', () => {
  const cookieOf = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`));

  it('puts the token into an HttpOnly cookie, never into the body, and reads it back only with the header', async () => {
    const { email } = await newCustomer(s);
    const login = await call(s, SIGN_IN, { email, password: PASSWORD }, { cookie: '' });
    expect(login.data.generateCustomerToken.token).toBe('vsf-customer-cookie');
    const session = cookieOf(login.setCookies, 'vsf-customer');
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=3600/);
    expect(cookieOf(login.setCookies, 'vsf-session')).toMatch(/^vsf-session=1;/);
    expect(cookieOf(login.setCookies, 'vsf-session')).not.toMatch(/HttpOnly/i);
    const cookie = session!.split(';')[0]!;

    expect((await call(s, CUSTOMER, {}, { cookie })).data.customer.email).toBe(email);
    // CSRF: the same cookie without the custom header (what a cross-site form could send) is a guest
    const res = await s.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { query: CUSTOMER },
    });
    expect(res.json().errors[0].extensions.category).toBe('graphql-authorization');

    const out = await call(s, `mutation { revokeCustomerToken { result } }`, {}, { cookie });
    expect(cookieOf(out.setCookies, 'vsf-customer')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cookieOf(out.setCookies, 'vsf-session')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(categoryOf(await call(s, CUSTOMER, {}, { cookie }))).toBe('graphql-authorization');
  });

  it('an answer to a request made just before a sign-out or a switch of account leaves the new cookie alone', async () => {
    const { email } = await newCustomer(s);
    const login = await call(s, SIGN_IN, { email, password: PASSWORD }, { cookie: '' });
    const cookie = cookieOf(login.setCookies, 'vsf-customer')!.split(';')[0]!;
    // the sign-out (a switch starts with it) clears the cookie; the browser then gets the other account's cookie
    const out = await call(s, `mutation { revokeCustomerToken { result } }`, {}, { cookie });
    expect(cookieOf(out.setCookies, 'vsf-customer')).toMatch(/Max-Age=0/);
    // a request sent with the old cookie before that, answered after it: refused, and no cookie cleared
    const late = await call(s, CUSTOMER, {}, { cookie });
    expect(categoryOf(late)).toBe('graphql-authorization');
    expect(cookieOf(late.setCookies, 'vsf-customer')).toBeUndefined();
    expect(cookieOf(late.setCookies, 'vsf-session')).toBeUndefined();
    // a browser still sending it a minute on (the sign-out's answer was lost) has it cleared
    s.db
      .prepare(
        `UPDATE customer_tokens SET revoked_at = '2000-01-01T00:00:00.000Z' WHERE revoked_at IS NOT NULL`,
      )
      .run();
    const stale = await call(s, CUSTOMER, {}, { cookie });
    expect(categoryOf(stale)).toBe('graphql-authorization');
    expect(cookieOf(stale.setCookies, 'vsf-customer')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('an expired cookie session is cleared with the authorization error', async () => {
    const { email } = await newCustomer(s);
    const login = await call(s, SIGN_IN, { email, password: PASSWORD }, { cookie: '' });
    const cookie = cookieOf(login.setCookies, 'vsf-customer')!.split(';')[0]!;
    s.db.prepare(`UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z'`).run();
    const r = await call(s, CUSTOMER, {}, { cookie });
    expect(categoryOf(r)).toBe('graphql-authorization');
    expect(cookieOf(r.setCookies, 'vsf-customer')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe('password reset and changes', () => {
  const RESET_MAIL = `mutation ($e: String!) { requestPasswordResetEmail(email: $e) }`;
  const RESET = `mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`;

  it('mails a single-use link in the customer language; the new password works, the old sessions end', async () => {
    const { email, token: oldToken } = await newCustomer(s);
    expect((await call(s, RESET_MAIL, { e: email }, { store: 'et' })).data.requestPasswordResetEmail).toBe(
      true,
    );
    const mail = readMails(s.dataDir).find((m) => m.to === email && m.subject === 'Parooli lähtestamine');
    const link = /https?:\/\/\S+\/et\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const params = new URL(link!).searchParams;
    expect(params.get('email')).toBe(email);
    const resetToken = params.get('token')!;
    const r = await call(s, RESET, { e: email, t: resetToken, p: 'Uus-parool-2026' });
    expect(r.data.resetPassword).toBe(true);
    expect(
      (await call(s, RESET, { e: email, t: resetToken, p: 'Kolmas-parool-1' })).errors?.[0]?.message,
    ).toBe('The password token is mismatched. Reset and try again.');
    expect(categoryOf(await call(s, CUSTOMER, {}, { token: oldToken }))).toBe('graphql-authorization');
    expect(
      (await call(s, SIGN_IN, { email, password: 'Uus-parool-2026' })).data.generateCustomerToken.token,
    ).toBeTruthy();
  });

  it('puts the link on PUBLIC_URL when it is set, whatever Host the request names', async () => {
    const { email } = await newCustomer(s);
    process.env.PUBLIC_URL = 'https://pood.example/';
    try {
      // an attacker asks for the victim's reset mail naming their own host: the link must not point there
      const res = await s.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'evil.example', store: 'et' },
        payload: { query: RESET_MAIL, variables: { e: email } },
      });
      expect(res.json()).toEqual({ data: { requestPasswordResetEmail: true } });
    } finally {
      delete process.env.PUBLIC_URL;
    }
    const mail = readMails(s.dataDir).find((m) => m.to === email && /reset-password/.test(m.text))!.text;
    expect(mail).toMatch(/https:\/\/pood\.example\/et\/reset-password\?/);
    expect(mail).not.toContain('evil.example');
  });

  it('answers the same for an unknown address (no account probing), and an expired link is refused', async () => {
    expect((await call(s, RESET_MAIL, { e: 'nobody-here@example.ee' })).data.requestPasswordResetEmail).toBe(
      true,
    );
    const { email } = await newCustomer(s);
    await call(s, RESET_MAIL, { e: email });
    const link = readMails(s.dataDir).find((m) => m.to === email && /reset-password/.test(m.text))!.text;
    const resetToken = new URL(/https?:\/\/\S+/.exec(link)![0]).searchParams.get('token')!;
    s.db.prepare(`UPDATE password_reset_tokens SET expires_at = '2000-01-01T00:00:00.000Z'`).run();
    expect(
      (await call(s, RESET, { e: email, t: resetToken, p: 'Uus-parool-2026' })).errors?.[0]?.message,
    ).toBe('The password token is mismatched. Reset and try again.');
  });

  it('changes the e-mail only with the password, and the password only with the current one', async () => {
    const { email, token } = await newCustomer(s);
    const EMAIL = `mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }`;
    const wrong = await call(s, EMAIL, { e: 'uus@example.ee', p: 'Vale-1234' }, { token });
    expect(wrong.errors?.[0]?.message).toBe(
      "The password doesn't match this account. Verify the password and try again.",
    );
    const same = await call(s, EMAIL, { e: email, p: 'whatever' }, { token });
    expect(same.data.updateCustomerEmail.customer.email).toBe(email); // not different: nothing to change
    const moved = `uus-${Date.now()}@example.ee`;
    expect(
      (await call(s, EMAIL, { e: moved, p: PASSWORD }, { token })).data.updateCustomerEmail.customer.email,
    ).toBe(moved);

    const CHANGE = `mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;
    expect(
      (await call(s, CHANGE, { c: 'Vale-1234', n: 'Uus-parool-2026' }, { token })).errors?.[0]?.message,
    ).toBe("The password doesn't match this account. Verify the password and try again.");
    expect(
      (await call(s, CHANGE, { c: PASSWORD, n: 'Uus-parool-2026' }, { token })).data.changeCustomerPassword
        .email,
    ).toBe(moved);
    expect(categoryOf(await call(s, CUSTOMER, {}, { token }))).toBe('graphql-authorization');

    // each change is told to the address the account had (a taken-over session cannot change them unnoticed)
    const emailNotice = readMails(s.dataDir).find(
      (m) => m.to === email && m.subject !== 'Tere tulemast Ehituspoodi',
    );
    expect(emailNotice?.subject).toBe('Teie e-posti aadress muudeti');
    expect(emailNotice?.text).toContain(`Uus aadress on ${moved}`);
    const passwordNotice = readMails(s.dataDir).find((m) => m.to === moved);
    expect(passwordNotice?.subject).toBe('Teie parool muudeti');
    expect(passwordNotice?.text).toMatch(/parool muudeti ja teised sisselogimised lõpetati/);
  });

  it('privacy choices: the newsletter approval follows either channel', async () => {
    const { token } = await newCustomer(s);
    const UPDATE = `mutation ($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { is_subscribed ax_newsletter_channel_email ax_newsletter_channel_sms ax_accepts_data_processing } } }`;
    const on = await call(
      s,
      UPDATE,
      { i: { ax_newsletter_channel_sms: true, ax_accepts_data_processing: true } },
      { token },
    );
    expect(on.data.updateCustomerV2.customer).toEqual({
      is_subscribed: true,
      ax_newsletter_channel_email: false,
      ax_newsletter_channel_sms: true,
      ax_accepts_data_processing: true,
    });
    const off = await call(s, UPDATE, { i: { ax_newsletter_channel_sms: false } }, { token });
    expect(off.data.updateCustomerV2.customer.is_subscribed).toBe(false);
  });
});
