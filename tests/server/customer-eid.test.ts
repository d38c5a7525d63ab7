import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, type Caller, newCustomer, SIGN_IN, startCustomerServer } from './customer-helpers';
import { DEMO_PASSWORD } from '@/server/seed/customers';
import { mobileIdVerificationCode, smartIdVerificationCode } from '@/server/eid/verification-code';

// Smart-ID and Mobile-ID sign-in against the built-in simulators of SK's demo services (real HTTP requests
// in-process, real certificates and signatures): every demo identity's outcome, accounts by personal code.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  process.env.EID_SIM_DELAY_MS = '0';
  s = await startCustomerServer();
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  delete process.env.EID_SIM_DELAY_MS;
  await s.close();
});

const START = `mutation ($i: EidAuthenticationInput!) { startEidAuthentication(input: $i) { session_id verification_code } }`;
const STATUS = `mutation ($s: String!) { eidAuthenticationStatus(session_id: $s) { state result outcome registration { firstname lastname personal_code ticket } accounts { token label status } } }`;

async function signIn(input: Record<string, unknown>, who: Caller = {}) {
  const started = await call(s, START, { i: input }, who);
  if (started.errors) return { error: started.errors[0]!.message };
  expect(started.data.startEidAuthentication.verification_code).toMatch(/^\d{4}$/);
  const status = await call(s, STATUS, { s: started.data.startEidAuthentication.session_id }, who);
  return {
    status: status.data.eidAuthenticationStatus,
    setCookies: status.setCookies,
    session: started.data.startEidAuthentication.session_id as string,
  };
}

describe('verification codes (SK formulas)', () => {
  it('Mobile-ID takes 6 bits of the first byte and 7 of the last; Smart-ID the last two bytes of SHA-256 mod 10000', () => {
    const hash = Buffer.alloc(32, 0);
    hash[0] = 0xff;
    hash[31] = 0xff;
    expect(mobileIdVerificationCode(hash)).toBe(String((0xfc << 5) | 0x7f)); // 8191
    expect(mobileIdVerificationCode(Buffer.alloc(32, 0))).toBe('0000');
    expect(smartIdVerificationCode(Buffer.from('hello'))).toMatch(/^\d{4}$/);
    // SHA-256('') ends in …b855: 0xb855 = 47189 → 7189
    expect(smartIdVerificationCode(Buffer.alloc(0))).toBe('7189');
  });
});

describe('Smart-ID', () => {
  it('a person with two accounts gets one-time selection tokens; the chosen one is signed in', async () => {
    const { status } = await signIn({ method: 'SMART_ID', personal_code: '30303039914' }, { cookie: '' });
    expect(status).toMatchObject({ state: 'COMPLETE', result: 'OK', outcome: 'ACCOUNTS' });
    expect(status.accounts.map((a: { label: string }) => a.label).sort()).toEqual([
      'Jaan Tamm (jaan.tamm@example.ee)',
      'Tamm Ehitus OÜ, Ettevõtte administraator (tamm.ehitus@example.ee)',
    ]);
    const SELECT = `mutation ($t: String!) { selectRelatedAccount(token: $t) { token } }`;
    const chosen = status.accounts.find((a: { label: string }) => a.label.includes('tamm.ehitus'));
    const selected = await call(s, SELECT, { t: chosen.token }, { cookie: '' });
    expect(selected.data.selectRelatedAccount.token).toBe('vsf-customer-cookie');
    const cookie = selected.setCookies.find((c) => c.startsWith('vsf-customer='))!.split(';')[0]!;
    expect((await call(s, '{ customer { email personal_code } }', {}, { cookie })).data.customer).toEqual({
      email: 'tamm.ehitus@example.ee',
      personal_code: '30303039914',
    });
    expect((await call(s, SELECT, { t: chosen.token })).errors?.[0]?.message).toBe(
      'This account choice has expired. Please choose again.',
    );
  });

  it("a personal code typed into someone else's registration opens nothing: the person is asked to register", async () => {
    // someone registers with a password and Ok Testnumber's personal code, before Ok has an account
    const intruder = await newCustomer(s, { personal_code: '40504040001' });
    expect(intruder.token).toBeTruthy();
    const { status } = await signIn({ method: 'SMART_ID', personal_code: '40504040001' });
    expect(status.outcome).toBe('REGISTER'); // not SIGNED_IN to the intruder's account
    expect(status.accounts ?? []).toEqual([]);
  });

  it('a person without an account registers with the ticket: the account gets the verified code, once', async () => {
    const { status } = await signIn({ method: 'SMART_ID', personal_code: '40504040001' });
    expect(status.outcome).toBe('REGISTER');
    expect(status.registration).toMatchObject({
      firstname: 'Ok',
      lastname: 'Testnumber',
      personal_code: '40504040001',
    });
    const REGISTER = `mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { personal_code } } }`;
    const input = {
      email: 'ok.testnumber@example.ee',
      firstname: 'Ok',
      lastname: 'Testnumber',
      password: 'Ehitus-2026!',
      personal_code: '38001085718', // what a tampered form would send: the verified code wins
      eid_ticket: status.registration.ticket,
    };
    expect((await call(s, REGISTER, { i: input })).data.createCustomerV2.customer.personal_code).toBe(
      '40504040001',
    );
    const again = await call(s, REGISTER, { i: { ...input, email: 'other@example.ee' } });
    expect(again.errors?.[0]?.message).toBe(
      'The identity confirmation has expired. Please sign in with your eID again.',
    );
    // now the person has one account: Smart-ID signs them in
    expect((await signIn({ method: 'SMART_ID', personal_code: '40504040001' })).status.outcome).toBe(
      'SIGNED_IN',
    );
  });

  it.each([
    ['30403039917', 'USER_REFUSED'],
    ['30403039972', 'WRONG_VC'],
    ['30403039983', 'TIMEOUT'],
  ])('%s ends with %s', async (code, result) => {
    expect((await signIn({ method: 'SMART_ID', personal_code: code })).status).toMatchObject({
      state: 'COMPLETE',
      result,
    });
  });

  it('no Smart-ID account (HTTP 404 at start) and a bad personal code are said at once', async () => {
    expect((await signIn({ method: 'SMART_ID', personal_code: '38001085718' })).error).toBe(
      'No Smart-ID account was found for this personal identification code.',
    );
    expect((await signIn({ method: 'SMART_ID', personal_code: '38001085719' })).error).toBe(
      'Check your personal identification number',
    );
  });
});

describe('Mobile-ID', () => {
  it('the demo person with one account is signed in at once', async () => {
    const { status, setCookies } = await signIn(
      { method: 'MOBILE_ID', personal_code: '60001019906', phone: '+372 0000 0766' },
      { cookie: '' },
    );
    expect(status.outcome).toBe('SIGNED_IN');
    const cookie = setCookies!.find((c) => c.startsWith('vsf-customer='))!.split(';')[0]!;
    expect((await call(s, '{ customer { email } }', {}, { cookie })).data.customer.email).toBe(
      'mari.maasikas@example.ee',
    );
  });

  it.each([
    ['+37200000366', '60001019928', 'NOT_MID_CLIENT'],
    ['+37201100266', '60001019950', 'USER_CANCELLED'],
    ['+37213100266', '60001019983', 'PHONE_ABSENT'],
    ['+37207110066', '60001019947', 'DELIVERY_ERROR'],
    ['+37201200266', '60001019972', 'SIM_ERROR'],
    ['+37200000666', '60001019961', 'SIGNATURE_HASH_MISMATCH'],
  ])('%s / %s ends with %s', async (phone, code, result) => {
    expect((await signIn({ method: 'MOBILE_ID', personal_code: code, phone })).status).toMatchObject({
      result,
    });
  });

  it('a cancelled session ends as CANCELLED; an id nobody started is EXPIRED', async () => {
    process.env.EID_SIM_DELAY_MS = '60000';
    try {
      const started = await call(s, START, {
        i: { method: 'MOBILE_ID', personal_code: '60001019906', phone: '+37200000766' },
      });
      const id = started.data.startEidAuthentication.session_id as string;
      expect(
        (await call(s, `mutation ($s: String!) { cancelEidAuthentication(session_id: $s) }`, { s: id })).data,
      ).toEqual({
        cancelEidAuthentication: true,
      });
      expect((await call(s, STATUS, { s: id })).data.eidAuthenticationStatus).toMatchObject({
        result: 'CANCELLED',
      });
      expect((await call(s, STATUS, { s: 'guessed' })).data.eidAuthenticationStatus).toMatchObject({
        result: 'EXPIRED',
      });
    } finally {
      process.env.EID_SIM_DELAY_MS = '0';
    }
  });
});

describe('first login after the name changed (spec §4, §7)', () => {
  it('has_data_changes when the eID name differs; updateCustomerByToken confirms the details and opens the account', async () => {
    s.db
      .prepare(`UPDATE customers SET lastname = 'Vana-Nimi' WHERE email = 'mari.maasikas@example.ee'`)
      .run();
    const { status } = await signIn(
      { method: 'MOBILE_ID', personal_code: '60001019906', phone: '+37200000766' },
      { cookie: '' },
    );
    expect(status.outcome).toBe('ACCOUNTS');
    const started = await call(s, START, {
      i: { method: 'MOBILE_ID', personal_code: '60001019906', phone: '+37200000766' },
    });
    const full = await call(
      s,
      `mutation ($s: String!) { eidAuthenticationStatus(session_id: $s) { accounts { token has_data_changes firstname lastname email } } }`,
      { s: started.data.startEidAuthentication.session_id },
    );
    const [account] = full.data.eidAuthenticationStatus.accounts;
    expect(account).toMatchObject({
      has_data_changes: true,
      firstname: 'Mari',
      lastname: 'Maasikas',
      email: 'mari.maasikas@example.ee',
    });
    const UPDATE = `mutation ($i: UpdateCustomerByTokenInput!) { updateCustomerByToken(input: $i) { token } }`;
    // a refused phone leaves the one-time token usable: the person corrects it and sends again
    const refused = await call(
      s,
      UPDATE,
      { i: { token: account.token, firstname: 'Mari', lastname: 'Maasikas', telephone: '+372 4000' } },
      { cookie: '' },
    );
    expect(refused.errors?.[0]?.message).toBe('Phone number must start with +372 5');
    const updated = await call(
      s,
      UPDATE,
      { i: { token: account.token, firstname: 'Mari', lastname: 'Maasikas' } },
      { cookie: '' },
    );
    expect(updated.data.updateCustomerByToken.token).toBe('vsf-customer-cookie');
    const cookie = updated.setCookies.find((c) => c.startsWith('vsf-customer='))!.split(';')[0]!;
    expect((await call(s, '{ customer { lastname } }', {}, { cookie })).data.customer.lastname).toBe(
      'Maasikas',
    );
    expect(
      (await call(s, UPDATE, { i: { token: account.token, firstname: 'X', lastname: 'Y' } })).errors?.[0]
        ?.extensions.category,
    ).toBe('graphql-authorization');
  });

  it("getRelatedCustomersByIdNumber lists the signed-in person's other accounts", async () => {
    const { status } = await signIn({ method: 'SMART_ID', personal_code: '30303039914' }, { cookie: '' });
    const first = status.accounts.find((a: { label: string }) => a.label.includes('jaan.tamm@'));
    const opened = await call(
      s,
      `mutation ($t: String!) { selectRelatedAccount(token: $t) { token } }`,
      { t: first.token },
      { cookie: '' },
    );
    const cookie = opened.setCookies.find((c) => c.startsWith('vsf-customer='))!.split(';')[0]!;
    const related = await call(
      s,
      `mutation { getRelatedCustomersByIdNumber(token: "vsf-customer-cookie") { name value } }`,
      {},
      { cookie },
    );
    expect(related.data.getRelatedCustomersByIdNumber.map((kv: { name: string }) => kv.name)).toEqual([
      'Tamm Ehitus OÜ, Ettevõtte administraator (tamm.ehitus@example.ee)',
    ]);
    // the switched-to session was opened by the same eID proof: it lists the way back, in the shopper's language
    const company = await call(
      s,
      `mutation ($t: String!) { selectRelatedAccount(token: $t) { token } }`,
      { t: related.data.getRelatedCustomersByIdNumber[0].value },
      { cookie, store: 'ru' },
    );
    const companyCookie = company.setCookies.find((c) => c.startsWith('vsf-customer='))!.split(';')[0]!;
    expect(company.setCookies.some((c) => c.startsWith('vsf-group=b2b'))).toBe(true);
    const back = await call(
      s,
      `mutation { getRelatedCustomersByIdNumber(token: "vsf-customer-cookie") { name value } }`,
      {},
      { cookie: companyCookie, store: 'ru' },
    );
    expect(back.data.getRelatedCustomersByIdNumber).toEqual([
      { name: 'Jaan Tamm (jaan.tamm@example.ee)', value: expect.any(String) },
    ]);
    // the switch replaced the session it came from: the private account's cookie opens nothing any more
    expect((await call(s, '{ customer { email } }', {}, { cookie })).errors?.[0]?.extensions.category).toBe(
      'graphql-authorization',
    );
    // a choice used up leaves the session it was tried from as it was
    const again = await call(
      s,
      `mutation ($t: String!) { selectRelatedAccount(token: $t) { token } }`,
      { t: related.data.getRelatedCustomersByIdNumber[0].value },
      { cookie: companyCookie },
    );
    expect(again.errors?.[0]?.message).toBe('This account choice has expired. Please choose again.');
    expect((await call(s, '{ customer { email } }', {}, { cookie: companyCookie })).data.customer.email).toBe(
      'tamm.ehitus@example.ee',
    );
  });

  it('a password session lists no related accounts: a personal code typed at registration proves nothing', async () => {
    // someone registers with Jaan Tamm's personal code and signs in with the password
    const intruder = await newCustomer(s, { personal_code: '30303039914' });
    const RELATED = `mutation { getRelatedCustomersByIdNumber(token: "x") { name value } }`;
    expect(
      (await call(s, RELATED, {}, { token: intruder.token })).data.getRelatedCustomersByIdNumber,
    ).toEqual([]);
    // nor does Jaan Tamm's own password session
    const own = await call(s, SIGN_IN, { email: 'jaan.tamm@example.ee', password: DEMO_PASSWORD });
    const token = own.data.generateCustomerToken.token as string;
    expect((await call(s, RELATED, {}, { token })).data.getRelatedCustomersByIdNumber).toEqual([]);
    // a guest is refused
    expect((await call(s, RELATED)).errors?.[0]?.extensions.category).toBe('graphql-authorization');
  });

  it('a company account waiting for activation is listed but cannot be opened; one usable account opens directly', async () => {
    const code = '30303039914';
    const { status } = await signIn({ method: 'SMART_ID', personal_code: code }, { cookie: '' });
    expect(status.outcome).toBe('ACCOUNTS'); // the private account and the company admin (not the intruder's)
    expect(status.accounts).toHaveLength(2);
    s.db.prepare(`UPDATE companies SET status = 'pending' WHERE id_number = '14000009'`).run();
    try {
      const pending = (await signIn({ method: 'SMART_ID', personal_code: code }, { cookie: '' })).status;
      expect(pending.outcome).toBe('SIGNED_IN'); // only the private account can be opened
      s.db.prepare(`UPDATE customers SET lastname = 'Tamm-Uus' WHERE email = 'jaan.tamm@example.ee'`).run();
      const listed = (await signIn({ method: 'SMART_ID', personal_code: code }, { cookie: '' })).status;
      expect(listed.outcome).toBe('ACCOUNTS'); // the name changed: first login confirms it
      const company = listed.accounts.find((a: { label: string }) => a.label.includes('tamm.ehitus'));
      expect(company.status).toBe('pending');
      const refused = await call(
        s,
        `mutation ($t: String!) { selectRelatedAccount(token: $t) { token } }`,
        { t: company.token },
        { cookie: '' },
      );
      expect(refused.errors?.[0]?.message).toBe(
        'Your company account is waiting for activation. Customer service activates it within one business day.',
      );
    } finally {
      s.db.prepare(`UPDATE companies SET status = 'active' WHERE id_number = '14000009'`).run();
      s.db.prepare(`UPDATE customers SET lastname = 'Tamm' WHERE email = 'jaan.tamm@example.ee'`).run();
    }
  });
});
