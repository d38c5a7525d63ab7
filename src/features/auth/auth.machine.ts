// The sign-in flow of spec §2/§4 as a machine: steps login, pre-register, register, first-login,
// registered_accounts, switch_accounts, success_registration; e-mail + password, Smart-ID, Mobile-ID
// (verification code, long poll, cancel) and ID-card; the §4 multi-account rules. React-free: the
// network work is actors provided from commerce (auth-service.ts), replaced in tests.
import { assign, fromPromise, setup } from 'xstate';
import type {
  EidOutcome,
  EidSession,
  EidStartInput,
  FirstLoginInput,
  RegistrationInput,
  RegistrationPrefill,
  RelatedAccount,
} from '@/commerce/auth-model';
import type { AuthMode } from '@/lib/overlays';

/** Why the last attempt failed: a back-end message (spec §8: joined messages) or an eID outcome code. */
export type AuthFailure = { kind: 'message'; text: string } | { kind: 'eid'; code: string };

export interface AuthContext {
  error: AuthFailure | null;
  eid: EidSession | null;
  /** Where the eID attempt started: register shows registered_accounts instead of switch_accounts. */
  eidFrom: 'login' | 'register';
  prefill: RegistrationPrefill | null;
  accounts: RelatedAccount[];
  chosen: RelatedAccount | null;
  /** The account was just created: success_registration follows the sign-in. */
  registered: boolean;
  /** A business customer's company was registered: it waits for customer service, nobody signs in. */
  pending: boolean;
  outcome: EidOutcome | null;
  startStep: 'login' | 'register';
}

export type AuthEvent =
  | { type: 'auth.goTo'; step: 'login' | 'register' }
  | { type: 'auth.emailSignIn'; email: string; password: string }
  | { type: 'auth.eidStart'; input: EidStartInput }
  | { type: 'auth.idCard' }
  | { type: 'auth.cancel' }
  | { type: 'auth.continue' }
  | { type: 'auth.register'; values: Omit<RegistrationInput, 'ticket'> }
  | { type: 'auth.chooseAccount'; token: string }
  | { type: 'auth.toggleChanges' }
  | { type: 'auth.confirmDetails'; values: Omit<FirstLoginInput, 'token'> }
  | { type: 'auth.close' };

const failure = (error: unknown): AuthFailure => ({
  kind: 'message',
  text: error instanceof Error ? error.message : String(error),
});

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} actor not provided`));

/** A company account waiting for activation by customer service cannot be entered yet (spec §1). */
export const usable = (a: RelatedAccount) => a.status !== 'pending';

const accountsOf = (context: AuthContext): RelatedAccount[] =>
  context.outcome?.kind === 'accounts' ? context.outcome.accounts : [];

const outcomeIs =
  (kind: EidOutcome['kind']) =>
  ({ context }: { context: AuthContext }) =>
    context.outcome?.kind === kind;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { step?: AuthMode },
  },
  actors: {
    signIn: fromPromise<void, { email: string; password: string }>(notProvided('signIn')),
    startEid: fromPromise<EidSession, EidStartInput>(notProvided('startEid')),
    pollEid: fromPromise<EidOutcome, { sessionId: string }>(notProvided('pollEid')),
    cancelEid: fromPromise<void, { sessionId: string }>(notProvided('cancelEid')),
    idCard: fromPromise<EidOutcome, void>(notProvided('idCard')),
    register: fromPromise<{ pending: boolean }, RegistrationInput>(notProvided('register')),
    selectAccount: fromPromise<void, { token: string }>(notProvided('selectAccount')),
    confirmDetails: fromPromise<void, FirstLoginInput>(notProvided('confirmDetails')),
    /** spec §4 login by token: customer cart (guest cart merged), user, company, wishlist. */
    establish: fromPromise<void, void>(notProvided('establish')),
  },
  actions: {
    takeOutcome: assign({ outcome: (_, params: { outcome: EidOutcome }) => params.outcome }),
    choose: assign({
      chosen: ({ context }, params: { token: string }) =>
        context.accounts.find((a) => a.token === params.token) ?? null,
    }),
  },
  guards: {
    canChoose: ({ context }, params: { token: string }) =>
      context.accounts.some((a) => a.token === params.token && usable(a)),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    error: null,
    eid: null,
    eidFrom: 'login',
    prefill: null,
    accounts: [],
    chosen: null,
    registered: false,
    pending: false,
    outcome: null,
    startStep: input.step === 'register' ? 'register' : 'login',
  }),
  initial: 'opening',
  on: {
    'auth.goTo': [
      {
        guard: ({ event }) => event.step === 'register',
        target: '.register',
        actions: assign({ error: null }),
      },
      { target: '.login', actions: assign({ error: null, prefill: null }) },
    ],
  },
  states: {
    opening: {
      always: [
        { guard: ({ context }) => context.startStep === 'register', target: 'register' },
        { target: 'login' },
      ],
    },
    login: {
      tags: ['login'],
      entry: assign({ eid: null, eidFrom: 'login' }),
      on: {
        'auth.emailSignIn': { target: 'signingIn', actions: assign({ error: null }) },
        'auth.eidStart': { target: 'eidStarting', actions: assign({ error: null }) },
        'auth.idCard': { target: 'idCard', actions: assign({ error: null }) },
      },
    },
    signingIn: {
      tags: ['login', 'busy'],
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const e = event as Extract<AuthEvent, { type: 'auth.emailSignIn' }>;
          return { email: e.email, password: e.password };
        },
        onDone: 'establishing',
        onError: { target: 'login', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    eidStarting: {
      tags: ['login', 'busy'],
      invoke: {
        src: 'startEid',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.eidStart' }>).input,
        onDone: { target: 'eidWaiting', actions: assign({ eid: ({ event }) => event.output }) },
        onError: { target: 'back', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    eidWaiting: {
      tags: ['login', 'busy', 'eid'],
      invoke: {
        src: 'pollEid',
        input: ({ context }) => ({ sessionId: context.eid?.sessionId ?? '' }),
        onDone: {
          target: 'eidResult',
          actions: { type: 'takeOutcome', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: { target: 'back', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
      on: { 'auth.cancel': 'eidCancelling' },
    },
    eidCancelling: {
      tags: ['login', 'busy'],
      invoke: {
        src: 'cancelEid',
        input: ({ context }) => ({ sessionId: context.eid?.sessionId ?? '' }),
        onDone: 'back',
        // the session runs out on its own within five minutes; the person is back at the form anyway
        onError: 'back',
      },
    },
    idCard: {
      tags: ['login', 'busy'],
      invoke: {
        src: 'idCard',
        onDone: {
          target: 'eidResult',
          actions: { type: 'takeOutcome', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: { target: 'back', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    /** Back to where the eID attempt started (login or register). */
    back: {
      always: [
        { guard: ({ context }) => context.eidFrom === 'register', target: 'register' },
        { target: 'login' },
      ],
    },
    eidResult: {
      always: [
        { guard: outcomeIs('signedIn'), target: 'establishing' },
        {
          guard: outcomeIs('register'),
          target: 'preRegister',
          actions: assign({
            prefill: ({ context }) => (context.outcome?.kind === 'register' ? context.outcome.prefill : null),
          }),
        },
        {
          guard: outcomeIs('failed'),
          target: 'back',
          actions: assign({
            error: ({ context }) => ({
              kind: 'eid' as const,
              code: context.outcome?.kind === 'failed' ? context.outcome.code : 'UNKNOWN',
            }),
          }),
        },
        {
          // spec §4: one usable account signs in directly (first-login when its data changed)
          guard: ({ context }) => {
            const accounts = accountsOf(context);
            return context.eidFrom === 'login' && accounts.length === 1 && usable(accounts[0]!);
          },
          target: 'chosen',
          actions: assign({
            accounts: ({ context }) => accountsOf(context),
            chosen: ({ context }) => accountsOf(context)[0] ?? null,
          }),
        },
        {
          // spec §4: several accounts: the person chooses (registering: the accounts they already have)
          guard: ({ context }) => context.eidFrom === 'register',
          target: 'registeredAccounts',
          actions: assign({ accounts: ({ context }) => accountsOf(context) }),
        },
        { target: 'switchAccounts', actions: assign({ accounts: ({ context }) => accountsOf(context) }) },
      ],
    },
    preRegister: {
      tags: ['pre-register'],
      on: { 'auth.continue': 'register' },
    },
    register: {
      tags: ['register'],
      entry: assign({ eidFrom: 'register', eid: null }),
      on: {
        'auth.register': { target: 'registering', actions: assign({ error: null }) },
        'auth.eidStart': { target: 'eidStarting', actions: assign({ error: null }) },
        'auth.idCard': { target: 'idCard', actions: assign({ error: null }) },
      },
    },
    registering: {
      tags: ['register', 'busy'],
      invoke: {
        src: 'register',
        input: ({ context, event }) => ({
          ...(event as Extract<AuthEvent, { type: 'auth.register' }>).values,
          ticket: context.prefill?.ticket ?? null,
        }),
        onDone: [
          // spec §4: only personal customers are signed in right away
          {
            guard: ({ event }) => event.output.pending,
            target: 'successRegistration',
            actions: assign({ pending: true }),
          },
          { target: 'establishing', actions: assign({ registered: true }) },
        ],
        onError: { target: 'register', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    registeredAccounts: {
      tags: ['registered_accounts'],
      on: {
        'auth.chooseAccount': {
          guard: { type: 'canChoose', params: ({ event }) => ({ token: event.token }) },
          target: 'chosen',
          actions: { type: 'choose', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    switchAccounts: {
      tags: ['switch_accounts'],
      on: {
        'auth.chooseAccount': {
          guard: { type: 'canChoose', params: ({ event }) => ({ token: event.token }) },
          target: 'chosen',
          actions: { type: 'choose', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    /** An account was chosen: its data changed → first-login, else it signs in. */
    chosen: {
      always: [
        { guard: ({ context }) => !!context.chosen?.has_data_changes, target: 'firstLogin' },
        { target: 'selecting' },
      ],
    },
    firstLogin: {
      tags: ['first-login'],
      on: {
        // spec §4: toggling first-login flips has_data_changes
        'auth.toggleChanges': {
          actions: assign({
            chosen: ({ context }) =>
              context.chosen
                ? { ...context.chosen, has_data_changes: !context.chosen.has_data_changes }
                : null,
          }),
        },
        'auth.confirmDetails': [
          { guard: ({ context }) => !context.chosen?.has_data_changes, target: 'selecting' },
          { target: 'confirming', actions: assign({ error: null }) },
        ],
      },
    },
    confirming: {
      tags: ['first-login', 'busy'],
      invoke: {
        src: 'confirmDetails',
        input: ({ context, event }) => ({
          ...(event as Extract<AuthEvent, { type: 'auth.confirmDetails' }>).values,
          token: context.chosen?.token ?? '',
        }),
        onDone: 'establishing',
        onError: { target: 'firstLogin', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    selecting: {
      tags: ['busy'],
      invoke: {
        src: 'selectAccount',
        input: ({ context }) => ({ token: context.chosen?.token ?? '' }),
        onDone: 'establishing',
        onError: { target: 'login', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    establishing: {
      tags: ['busy'],
      invoke: {
        src: 'establish',
        onDone: [
          { guard: ({ context }) => context.registered, target: 'successRegistration' },
          { target: 'done' },
        ],
        onError: { target: 'login', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    successRegistration: {
      tags: ['success_registration'],
      on: { 'auth.close': 'done' },
    },
    done: { type: 'final' },
  },
});
