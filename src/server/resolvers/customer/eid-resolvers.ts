import { telephoneProblem } from '@/server/input-rules';
import { createHash, randomBytes } from 'node:crypto';
import type { ShopContext } from '@/server/resolvers/context';
import { authorizationError, inputError } from '@/server/resolvers/errors';
import { EidInputError, MAX_POLL_MS, type Person } from '@/server/eid/eid-service';
import { SkError } from '@/server/eid/sk-clients';
import {
  customerById,
  customersByPersonalCode,
  updateCustomer,
  type CustomerRow,
} from '@/server/store/customers';
import { consumeEidTicket, insertEidTicket } from '@/server/store/eid';
import { companyById, companyUser } from '@/server/store/companies';
import { roleName } from '@/server/resolvers/company/company-roles';

// Smart-ID / Mobile-ID sign-in (eid-extensions.graphql): the session and its outcome for accounts found by the
// verified personal code — none: a registration ticket; one: signed in; several: one-time selection tokens.
// The session such a sign-in opens carries the proven personal code: only it may list and open the person's
// other accounts later (spec §1 related accounts); a code typed at registration proves nothing.

const TICKET_SECONDS = 10 * 60;
const CHOICE_EXPIRED = 'This account choice has expired. Please choose again.';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueTicket(
  ctx: ShopContext,
  person: Person,
  kind: 'register' | 'select',
  customerId: number | null,
) {
  const token = randomBytes(32).toString('base64url');
  insertEidTicket(ctx.db, {
    token_hash: hash(token),
    kind,
    personal_code: person.personalCode,
    firstname: person.firstname,
    lastname: person.lastname,
    customer_id: customerId,
    expires_at: new Date(Date.now() + TICKET_SECONDS * 1000).toISOString(),
  });
  return token;
}

/** A verified person's registration ticket, used once; throws Magento-style when it is not valid. */
export function redeemRegistrationTicket(ctx: ShopContext, ticket: string) {
  const row = consumeEidTicket(ctx.db, hash(ticket), 'register', new Date().toISOString());
  if (!row) throw inputError('The identity confirmation has expired. Please sign in with your eID again.');
  return row;
}

function outcomeFor(ctx: ShopContext, person: Person) {
  const accounts = customersByPersonalCode(ctx.db, person.personalCode);
  if (accounts.length === 0)
    return {
      outcome: 'REGISTER',
      registration: {
        firstname: person.firstname,
        lastname: person.lastname,
        personal_code: person.personalCode,
        ticket: issueTicket(ctx, person, 'register', null),
      },
    };
  const changed = (a: CustomerRow) =>
    norm(a.firstname) !== norm(person.firstname) || norm(a.lastname) !== norm(person.lastname);
  // spec §4 multi-account login: one account that may be opened, with unchanged details, opens directly
  const open = accounts.filter((a) => accountOf(ctx, a).status === 'active');
  if (open.length === 1 && !changed(open[0]!)) {
    ctx.customer.issue(open[0]!.id, person.personalCode);
    return { outcome: 'SIGNED_IN' };
  }
  return { outcome: 'ACCOUNTS', accounts: accounts.map((a) => relatedAccount(ctx, person, a, changed(a))) };
}

const norm = (s: string) => s.trim().toLocaleLowerCase('et');

/** How one of the person's accounts is shown: a company role names the company and the role. */
function accountOf(ctx: ShopContext, a: CustomerRow) {
  const member = companyUser(ctx.db, a.id);
  const company = member ? companyById(ctx.db, member.company_id) : undefined;
  if (!member || !company)
    return { label: `${a.firstname} ${a.lastname} (${a.email})`, kind: 'customer', status: 'active' };
  const status =
    company.status === 'active' ? (member.status === 'ACTIVE' ? 'active' : 'inactive') : company.status;
  return {
    label: `${company.name}, ${roleName(member.role_code, ctx.store)} (${a.email})`,
    kind: 'company',
    status,
  };
}

function relatedAccount(ctx: ShopContext, person: Person, a: CustomerRow, changed: boolean) {
  return {
    token: issueTicket(ctx, person, 'select', a.id),
    has_data_changes: changed,
    ...accountOf(ctx, a),
    email: a.email,
    firstname: changed ? person.firstname : a.firstname,
    lastname: changed ? person.lastname : a.lastname,
    telephone: a.telephone,
  };
}

const asMagento = (error: unknown): never => {
  if (error instanceof EidInputError) throw inputError(error.message);
  if (error instanceof SkError && error.code === 'NO_ACCOUNT')
    throw inputError('No Smart-ID account was found for this personal identification code.');
  if (error instanceof SkError && error.code === 'INVALID_INPUT')
    throw inputError('Invalid mobile number format');
  throw error;
};

export const eidMutations = {
  startEidAuthentication: async (
    _: unknown,
    args: { input: { method: 'SMART_ID' | 'MOBILE_ID'; personal_code: string; phone?: string | null } },
    ctx: ShopContext,
  ) => {
    await ctx.limit('sign-in');
    try {
      const started = await ctx.eid.start({
        method: args.input.method === 'SMART_ID' ? 'smart-id' : 'mobile-id',
        personalCode: args.input.personal_code ?? '',
        phone: args.input.phone,
        language: ctx.store === 'ru' ? 'RUS' : 'EST',
      });
      return { session_id: started.sessionId, verification_code: started.verificationCode };
    } catch (error) {
      return asMagento(error);
    }
  },
  eidAuthenticationStatus: async (_: unknown, args: { session_id: string }, ctx: ShopContext) => {
    const answer = await ctx.eid.poll(args.session_id ?? '', MAX_POLL_MS);
    if (answer.state === 'RUNNING') return { state: 'RUNNING' };
    if (!('person' in answer)) return { state: 'COMPLETE', result: answer.result };
    return { state: 'COMPLETE', result: 'OK', ...outcomeFor(ctx, answer.person) };
  },
  webEidChallenge: async (_: unknown, __: unknown, ctx: ShopContext) => {
    await ctx.limit('sign-in');
    return { nonce: ctx.eid.webEidChallenge() };
  },
  webEidAuthenticate: (_: unknown, args: { token: string; nonce: string }, ctx: ShopContext) => {
    const person = ctx.eid.webEidVerify(args.token ?? '', args.nonce ?? '', ctx.origin);
    if (typeof person === 'string') return { state: 'COMPLETE', result: person };
    return { state: 'COMPLETE', result: 'OK', ...outcomeFor(ctx, person) };
  },
  cancelEidAuthentication: (_: unknown, args: { session_id: string }, ctx: ShopContext) =>
    ctx.eid.cancel(args.session_id ?? ''),
  getRelatedCustomersByIdNumber: (_: unknown, __: { token: string }, ctx: ShopContext) => {
    const me = customerById(ctx.db, ctx.customer.require());
    const code = ctx.customer.eidPersonalCode(); // only a session an eID sign-in opened
    if (!me || !code) return [];
    const person = { personalCode: code, firstname: me.firstname, lastname: me.lastname };
    return customersByPersonalCode(ctx.db, code)
      .filter((a) => a.id !== me.id && accountOf(ctx, a).status === 'active')
      .map((a) => ({ name: accountOf(ctx, a).label, value: issueTicket(ctx, person, 'select', a.id) }));
  },
  updateCustomerByToken: (
    _: unknown,
    args: { input: { token: string; firstname: string; lastname: string; telephone?: string | null } },
    ctx: ShopContext,
  ) => {
    // the details are checked before the one-time token is used: a refusal lets the person correct and send again
    const firstname = (args.input?.firstname ?? '').trim();
    const lastname = (args.input?.lastname ?? '').trim();
    if (!firstname || !lastname) throw inputError('"firstname" is required. Enter and try again.');
    const phoneProblem = args.input.telephone ? telephoneProblem(args.input.telephone.trim()) : null;
    if (phoneProblem) throw inputError(phoneProblem);
    const row = consumeEidTicket(ctx.db, hash(args.input?.token ?? ''), 'select', new Date().toISOString());
    if (!row?.customer_id) throw authorizationError("The current customer isn't authorized.");
    updateCustomer(ctx.db, row.customer_id, {
      firstname: firstname.slice(0, 255),
      lastname: lastname.slice(0, 255),
      ...(args.input.telephone ? { telephone: args.input.telephone.replace(/[\s-]/g, '') } : {}),
    });
    return { token: ctx.customer.issue(row.customer_id, row.personal_code) };
  },
  // spec §1 switching accounts too: signed in, the chosen account's session replaces the current one in one step,
  // so a choice that cannot be opened (expired, a blocked company) leaves the person where they were
  selectRelatedAccount: (_: unknown, args: { token: string }, ctx: ShopContext) => {
    const row = consumeEidTicket(ctx.db, hash(args.token ?? ''), 'select', new Date().toISOString());
    // an input error, not an authorization one: the session the request came with is still good
    if (!row?.customer_id) throw inputError(CHOICE_EXPIRED);
    const token = ctx.customer.issue(row.customer_id, row.personal_code);
    ctx.customer.retire();
    return { token };
  },
};
