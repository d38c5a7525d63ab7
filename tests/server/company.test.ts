import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { readMails } from './mail-helpers';
import { call, categoryOf, newCustomer, PASSWORD, SIGN_IN, startCustomerServer } from './customer-helpers';
import { runAdminCommand } from '@/server/admin/companies-admin';
import { createMailer } from '@/server/mail/mailer';

// Issue 12 items 1–2: business registration (pending until customer service decides with `npm run admin`),
// the company as B2B shapes it, and the role rules the server enforces for every company action.

let s: TestServer;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const CREATE = `mutation ($input: CompanyCreateInput!) {
  createCompany(input: $input) { company { id name id_number status email vat_tax_id
    legal_address { street city postcode country_code telephone region { region_code region_id } } } } }`;
const AVAILABLE = `query ($code: String!) { isCompanyIdNumberAvailable(id_number: $code) { is_id_number_available } }`;
const COMPANY = `{ company { id name id_number status sales_representative { email }
  company_admin { email role { role_code } }
  roles { total_count items { id name role_code users_count permissions { id } } } } }`;
const USERS = `{ company { users { total_count items { id email firstname job_title status role { role_code } } } } }`;
const CREATE_USER = `mutation ($input: CompanyUserCreateInput!) {
  createCompanyUser(input: $input) { user { id email status role { role_code name } } } }`;
const UPDATE_USER = `mutation ($input: CompanyUserUpdateInput!) {
  updateCompanyUser(input: $input) { user { id status role { role_code } } } }`;

let seq = 0;
function registration(over: { code?: string; email?: string; vat?: string | null } = {}) {
  seq += 1;
  return {
    company_name: `Ehitus ${seq} OÜ`,
    company_email: `arved${seq}@ehitus.ee`,
    id_number: over.code ?? '10123459',
    vat_tax_id: over.vat === undefined ? 'EE100000007' : over.vat,
    legal_address: {
      street: ['Pärnu mnt 10'],
      city: 'Tallinn',
      postcode: '10148',
      country_id: 'EE',
      region: { region_id: 340 },
      telephone: '+372 5123 4567',
    },
    company_admin: {
      email: over.email ?? `juhataja${seq}@ehitus.ee`,
      firstname: 'Tiit',
      lastname: 'Kask',
      password: PASSWORD,
      telephone: '+372 5555 1234',
    },
  };
}

const admin = (positionals: string[], options: Record<string, string> = {}) =>
  runAdminCommand(positionals, options, {
    db: s.db,
    mailer: createMailer({ dataDir: s.dataDir }),
    origin: 'https://pood.example',
  });

const signIn = (email: string) => call(s, SIGN_IN, { email, password: PASSWORD });
const roleId = async (token: string, code: string) => {
  const r = await call(s, COMPANY, {}, { token });
  return (r.data.company.roles.items as { id: string; role_code: string }[]).find(
    (x) => x.role_code === code,
  )!.id;
};

/** A registered and activated company; returns its admin's token. */
async function activeCompany(code: string) {
  const input = registration({ code, vat: null });
  const reg = await call(s, CREATE, { input });
  expect(reg.errors).toBeUndefined();
  const id = Number(Buffer.from(reg.data.createCompany.company.id as string, 'base64').toString());
  expect((await admin(['activate', String(id)])).exitCode).toBe(0);
  const login = await signIn(input.company_admin.email);
  return { id, token: login.data.generateCustomerToken.token as string, email: input.company_admin.email };
}

describe('business registration', () => {
  it('registers a pending company; the admin cannot sign in until customer service activates it', async () => {
    expect((await call(s, AVAILABLE, { code: '10987651' })).data.isCompanyIdNumberAvailable).toEqual({
      is_id_number_available: true,
    });
    const input = registration({ code: '10987651' });
    const reg = await call(s, CREATE, { input }, { store: 'ru' });
    expect(reg.errors).toBeUndefined();
    expect(reg.data.createCompany.company).toMatchObject({
      name: input.company_name,
      id_number: '10987651',
      status: 'PENDING',
      vat_tax_id: 'EE100000007',
      legal_address: {
        street: ['Pärnu mnt 10'],
        postcode: '10148',
        country_code: 'EE',
        telephone: '+37251234567',
        region: { region_code: 'EE-37', region_id: 340 },
      },
    });
    expect((await call(s, AVAILABLE, { code: '10987651' })).data.isCompanyIdNumberAvailable).toEqual({
      is_id_number_available: false,
    });
    expect(readMails(s.dataDir).find((m) => m.to === input.company_admin.email)?.subject).toBe(
      `Заявка на учётную запись компании ${input.company_name} получена`,
    );

    const early = await signIn(input.company_admin.email);
    expect(early.errors?.[0]?.message).toBe(
      'Your company account is waiting for activation. Customer service activates it within one business day.',
    );
    expect(categoryOf(early)).toBe('graphql-authentication');

    const pending = await admin(['companies']);
    expect(pending.output).toContain('registry code 10987651');
    const id = Number(/#(\d+) {2}Ehitus/.exec(pending.output)![1]);
    const done = await admin(['activate', String(id)], {
      manager: 'andrei.ivanov@ehituspood.example',
    });
    expect(done).toEqual({ output: expect.stringContaining('activated; 1 admin(s) mailed'), exitCode: 0 });
    expect(
      readMails(s.dataDir).some(
        (m) => m.subject.includes('активирована') && m.to === input.company_admin.email,
      ),
    ).toBe(true);
    expect((await admin(['activate', String(id)])).exitCode).toBe(1); // no longer pending

    const login = await signIn(input.company_admin.email);
    const token = login.data.generateCustomerToken.token as string;
    const company = (await call(s, COMPANY, {}, { token, store: 'ru' })).data.company;
    expect(company).toMatchObject({
      name: input.company_name,
      status: 'ACTIVE',
      sales_representative: { email: 'andrei.ivanov@ehituspood.example' },
      company_admin: { email: input.company_admin.email, role: { role_code: 'admin' } },
      roles: { total_count: 3 },
    });
    expect(company.roles.items.map((r: { name: string }) => r.name)).toEqual([
      'Администратор компании',
      'Покупатель',
      'Работник',
    ]);
    const group = s.db
      .prepare(`SELECT group_id FROM customers WHERE email = ?`)
      .pluck()
      .get(input.company_admin.email);
    expect(group).toBe(4); // b2b prices from now on
  });

  it('refuses a taken or malformed registry code, a bad VAT number and a short postcode', async () => {
    await call(s, CREATE, { input: registration({ code: '12345678' }) });
    const cases: [ReturnType<typeof registration>, string][] = [
      [
        registration({ code: '12345678' }),
        'Company registry code is already registered, please contact customer support.',
      ],
      [registration({ code: '12345670' }), 'Registry code must contain 8 numbers'],
      [registration({ code: '10555555', vat: 'EE100000001' }), 'VAT number is incorrect'],
      [
        {
          ...registration({ code: '10555555' }),
          legal_address: { ...registration().legal_address, postcode: '1014' },
        },
        'Postcode length should be exactly 5 numbers',
      ],
    ];
    for (const [input, message] of cases) {
      const r = await call(s, CREATE, { input });
      expect(r.errors?.[0]?.message).toBe(message);
    }
    // spec §5 VAT number, as the registration form checks it: two letters and nine digits (EE by its check sum)
    expect(
      (await call(s, CREATE, { input: registration({ code: '10400002', vat: 'EE12345' }) })).errors?.[0]
        ?.message,
    ).toBe('VAT number is incorrect');
    const foreign = await call(s, CREATE, { input: registration({ code: '10400002', vat: 'lv123456789' }) });
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data.createCompany.company.vat_tax_id).toBe('LV123456789');
    expect((await call(s, AVAILABLE, { code: '1234' })).errors?.[0]?.message).toBe(
      'Registry code must contain 8 numbers',
    );
  });

  it('a rejected company mails its reason and leaves a private account; the code can be registered again', async () => {
    const input = registration({ code: '11666668' });
    const reg = await call(s, CREATE, { input });
    const id = Number(Buffer.from(reg.data.createCompany.company.id as string, 'base64').toString());
    expect((await admin(['reject', String(id)], { reason: 'Registrikood ei vasta nimele' })).exitCode).toBe(
      0,
    );
    const mail = readMails(s.dataDir).find(
      (m) => m.to === input.company_admin.email && m.text.includes('Põhjus'),
    );
    expect(mail?.text).toContain('Registrikood ei vasta nimele');
    const login = await signIn(input.company_admin.email);
    const token = login.data.generateCustomerToken.token as string;
    expect((await call(s, COMPANY, {}, { token })).data.company).toBeNull();
    expect(
      (await call(s, AVAILABLE, { code: '11666668' })).data.isCompanyIdNumberAvailable.is_id_number_available,
    ).toBe(true);
  });
});

describe('company users and roles', () => {
  it('the admin invites a Buyer and a Worker by e-mail; each signs in after choosing a password', async () => {
    const { token } = await activeCompany('10123459');
    const buyer = await call(
      s,
      CREATE_USER,
      {
        input: {
          email: 'ostja@ehitus.ee',
          firstname: 'Olev',
          lastname: 'Ostja',
          job_title: 'Varustaja',
          telephone: '+372 5333 4444',
          role_id: await roleId(token, 'buyer'),
          status: 'ACTIVE',
        },
      },
      { token },
    );
    expect(buyer.errors).toBeUndefined();
    expect(buyer.data.createCompanyUser.user).toMatchObject({
      email: 'ostja@ehitus.ee',
      status: 'ACTIVE',
      role: { role_code: 'buyer', name: 'Ostja' },
    });
    const invite = readMails(s.dataDir).find((m) => m.to === 'ostja@ehitus.ee')!;
    expect(invite.subject).toMatch(/^Teid lisati ettevõtte Ehitus \d+ OÜ kontole$/);
    const resetToken = new URL(/https?:\/\/\S+/.exec(invite.text)![0]).searchParams.get('token')!;
    const reset = await call(
      s,
      `mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`,
      { e: 'ostja@ehitus.ee', t: resetToken, p: PASSWORD },
    );
    expect(reset.data.resetPassword).toBe(true);
    const buyerToken = (await signIn('ostja@ehitus.ee')).data.generateCustomerToken.token as string;
    expect(
      (await call(s, `{ customer { role { role_code } status job_title } }`, {}, { token: buyerToken })).data
        .customer,
    ).toEqual({ role: { role_code: 'buyer' }, status: 'ACTIVE', job_title: 'Varustaja' });

    const users = (await call(s, USERS, {}, { token })).data.company.users;
    expect(users.total_count).toBe(2);
    expect(users.items.map((u: { role: { role_code: string } }) => u.role.role_code)).toEqual([
      'admin',
      'buyer',
    ]);

    // a colleague reads the admin's name, e-mail and telephone (spec §3), not their identity code or consents
    s.db
      .prepare(
        `UPDATE customers SET personal_code = '38001085718', is_subscribed = 1, data_processing = 1
         WHERE email = (SELECT c.email FROM customers c JOIN company_users cu ON cu.customer_id = c.id
           WHERE cu.role_code = 'admin' AND cu.company_id = (SELECT cu2.company_id FROM company_users cu2
             JOIN customers c2 ON c2.id = cu2.customer_id WHERE c2.email = 'ostja@ehitus.ee'))`,
      )
      .run();
    const ADMIN = `{ company { company_admin { firstname email telephone personal_code is_subscribed
      ax_accepts_data_processing } users { items { email personal_code } } } }`;
    const seen = (await call(s, ADMIN, {}, { token: buyerToken })).data.company;
    expect(seen.company_admin).toEqual({
      firstname: 'Tiit',
      email: expect.stringMatching(/^juhataja\d+@ehitus\.ee$/),
      telephone: '+37255551234',
      personal_code: null,
      is_subscribed: null,
      ax_accepts_data_processing: null,
    });
    const own = (await call(s, ADMIN, {}, { token })).data.company;
    expect(own.company_admin).toMatchObject({ personal_code: '38001085718', is_subscribed: true });
    expect(own.users.items.map((u: { personal_code: string | null }) => u.personal_code)).toEqual([
      '38001085718',
      null,
    ]);
  });

  it("a Buyer or Worker cannot do an admin's action, and nobody reads or changes another company", async () => {
    const first = await activeCompany('10555555');
    const addUser = async (token: string, email: string, role: string) =>
      call(
        s,
        CREATE_USER,
        {
          input: {
            email,
            firstname: 'Toomas',
            lastname: 'Töö',
            job_title: 'Ehitaja',
            telephone: '+372 5222 3333',
            role_id: await roleId(first.token, role),
            status: 'ACTIVE',
          },
        },
        { token },
      );
    const worker = await addUser(first.token, 'tooline@ehitus.ee', 'worker');
    const workerId = worker.data.createCompanyUser.user.id as string;
    s.db
      .prepare(
        `UPDATE customers SET password_hash = (SELECT password_hash FROM customers WHERE email = ?) WHERE email = ?`,
      )
      .run(first.email, 'tooline@ehitus.ee');
    const workerToken = (await signIn('tooline@ehitus.ee')).data.generateCustomerToken.token as string;

    // the worker sees the company but not its users, and cannot add, promote or deactivate anyone
    expect((await call(s, COMPANY, {}, { token: workerToken })).data.company.name).toMatch(/^Ehitus/);
    for (const r of [
      await call(s, USERS, {}, { token: workerToken }),
      await addUser(workerToken, 'uus@ehitus.ee', 'admin'),
      await call(
        s,
        UPDATE_USER,
        { input: { id: workerId, role_id: await roleId(first.token, 'admin') } },
        { token: workerToken },
      ),
    ]) {
      expect(r.errors?.[0]?.message).toBe('You do not have authorization to perform this action.');
      expect(categoryOf(r)).toBe('graphql-authorization');
    }
    expect(s.db.prepare(`SELECT count(*) FROM customers WHERE email = 'uus@ehitus.ee'`).pluck().get()).toBe(
      0,
    );

    // another company's admin: the worker's id is not theirs to read or change
    const second = await activeCompany('11666668');
    const foreign = await call(
      s,
      `query ($id: ID!) { company { user(id: $id) { email } } }`,
      { id: workerId },
      { token: second.token },
    );
    expect(categoryOf(foreign)).toBe('graphql-no-such-entity');
    const change = await call(
      s,
      UPDATE_USER,
      { input: { id: workerId, status: 'INACTIVE' } },
      { token: second.token },
    );
    expect(categoryOf(change)).toBe('graphql-no-such-entity');
    expect(
      s.db
        .prepare(
          `SELECT status FROM company_users WHERE customer_id = (SELECT id FROM customers WHERE email = 'tooline@ehitus.ee')`,
        )
        .pluck()
        .get(),
    ).toBe('ACTIVE');

    // a private customer has no company
    const own = await newCustomer(s);
    expect((await call(s, COMPANY, {}, { token: own.token })).data.company).toBeNull();
    expect((await call(s, USERS, {}, { token: own.token })).data.company).toBeNull();

    // the admin deactivates the worker: their session ends and they cannot sign in
    const off = await call(
      s,
      UPDATE_USER,
      { input: { id: workerId, status: 'INACTIVE' } },
      { token: first.token },
    );
    expect(off.data.updateCompanyUser.user.status).toBe('INACTIVE');
    expect(categoryOf(await call(s, `{ customer { email } }`, {}, { token: workerToken }))).toBe(
      'graphql-authorization',
    );
    expect((await signIn('tooline@ehitus.ee')).errors?.[0]?.message).toBe(
      'Your access to the company account has been deactivated. Please contact your company administrator.',
    );

    // the last admin cannot demote themselves
    const adminId = (await call(s, USERS, {}, { token: first.token })).data.company.users.items.find(
      (u: { role: { role_code: string } }) => u.role.role_code === 'admin',
    ).id as string;
    const demote = await call(
      s,
      UPDATE_USER,
      { input: { id: adminId, role_id: await roleId(first.token, 'worker') } },
      { token: first.token },
    );
    expect(demote.errors?.[0]?.message).toBe(
      'The company must keep at least one active company administrator.',
    );
  });
});

// a fourth valid registry code
const CHANGE_CODE = '19876545';

describe('company data changes', () => {
  it('go to the client manager as a stored request; only the company admin may send one', async () => {
    const { token } = await activeCompany(CHANGE_CODE);
    const REQUEST = `mutation ($c: String!) { sendCompanyChangeRequest(input: { comment: $c }) { status } }`;
    const sent = await call(s, REQUEST, { c: 'Uus juriidiline aadress: Tartu mnt 5, Tallinn' }, { token });
    expect(sent.data.sendCompanyChangeRequest).toEqual({ status: true });
    const stored = s.db
      .prepare(
        `SELECT request_type, company_id IS NOT NULL AS has_company, comment FROM contact_messages ORDER BY id DESC LIMIT 1`,
      )
      .get();
    expect(stored).toEqual({
      request_type: 'General',
      has_company: 1,
      comment: 'Uus juriidiline aadress: Tartu mnt 5, Tallinn',
    });
    const mail = readMails(s.dataDir).find((m) => m.subject.startsWith('Ettevõtte andmete muutmise taotlus'));
    expect(mail?.to).toMatch(/@ehituspood\.example$/); // the company's client manager
    expect(mail?.text).toContain('Tartu mnt 5');

    expect((await call(s, REQUEST, { c: '  ' }, { token })).errors?.[0]?.message).toBe(
      'Comment field is required.',
    );
    const own = await newCustomer(s);
    expect(categoryOf(await call(s, REQUEST, { c: 'x' }, { token: own.token }))).toBe(
      'graphql-authorization',
    );
  });
});
