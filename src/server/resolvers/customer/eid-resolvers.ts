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

// Smart-ID / Mobile-ID sign-in (eid-extensions.graphql): the session and its outcome for accounts found by the
// verified personal code — none: a registration ticket; one: signed in; several: one-time selection tokens.

const TICKET_SECONDS = 10 * 60;
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
  if (accounts.length === 1 && !changed(accounts[0]!)) {
    ctx.customer.issue(accounts[0]!.id);
    return { outcome: 'SIGNED_IN' };
  }
  return { outcome: 'ACCOUNTS', accounts: accounts.map((a) => relatedAccount(ctx, person, a, changed(a))) };
}

const norm = (s: string) => s.trim().toLocaleLowerCase('et');

function relatedAccount(ctx: ShopContext, person: Person, a: CustomerRow, changed: boolean) {
  return {
    token: issueTicket(ctx, person, 'select', a.id),
    status: 'active',
    has_data_changes: changed,
    label: `${a.firstname} ${a.lastname} (${a.email})`,
    kind: 'customer',
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
    if (!me?.personal_code) return [];
    const person = { personalCode: me.personal_code, firstname: me.firstname, lastname: me.lastname };
    return customersByPersonalCode(ctx.db, me.personal_code)
      .filter((a) => a.id !== me.id)
      .map((a) => ({
        name: `${a.firstname} ${a.lastname} (${a.email})`,
        value: issueTicket(ctx, person, 'select', a.id),
      }));
  },
  updateCustomerByToken: (
    _: unknown,
    args: { input: { token: string; firstname: string; lastname: string; telephone?: string | null } },
    ctx: ShopContext,
  ) => {
    const row = consumeEidTicket(ctx.db, hash(args.input?.token ?? ''), 'select', new Date().toISOString());
    if (!row?.customer_id) throw authorizationError("The current customer isn't authorized.");
    const firstname = (args.input.firstname ?? '').trim();
    const lastname = (args.input.lastname ?? '').trim();
    if (!firstname || !lastname) throw inputError('"firstname" is required. Enter and try again.');
    const phoneProblem = args.input.telephone ? telephoneProblem(args.input.telephone.trim()) : null;
    if (phoneProblem) throw inputError(phoneProblem);
    updateCustomer(ctx.db, row.customer_id, {
      firstname: firstname.slice(0, 255),
      lastname: lastname.slice(0, 255),
      ...(args.input.telephone ? { telephone: args.input.telephone.replace(/[\s-]/g, '') } : {}),
    });
    return { token: ctx.customer.issue(row.customer_id) };
  },
  selectRelatedAccount: (_: unknown, args: { token: string }, ctx: ShopContext) => {
    const row = consumeEidTicket(ctx.db, hash(args.token ?? ''), 'select', new Date().toISOString());
    if (!row?.customer_id) throw authorizationError("The current customer isn't authorized.");
    return { token: ctx.customer.issue(row.customer_id) };
  },
};
