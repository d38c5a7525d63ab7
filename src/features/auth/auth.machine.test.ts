import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EidOutcome, RelatedAccount } from '@/commerce/auth-model';
import { authMachine } from '@/features/auth/auth.machine';

const account = (token: string, extra: Partial<RelatedAccount> = {}): RelatedAccount => ({
  token,
  status: 'active',
  has_data_changes: false,
  label: token,
  kind: 'customer',
  ...extra,
});

function start(outcome: EidOutcome | Error = { kind: 'signedIn' }, step?: 'register') {
  const calls = {
    signIn: vi.fn(),
    select: vi.fn(),
    confirm: vi.fn(),
    register: vi.fn(),
    establish: vi.fn(),
    cancel: vi.fn(),
  };
  let releasePoll: () => void = () => undefined;
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input }) => {
        calls.signIn(input);
        if (input.password === 'wrong') throw new Error('The account sign-in was incorrect.');
      }),
      startEid: fromPromise(async ({ input }) => {
        if (input.personalCode === '1') throw new Error('Check your personal identification number');
        return { sessionId: 's1', verificationCode: '1234' };
      }),
      pollEid: fromPromise(
        ({ signal }) =>
          new Promise<EidOutcome>((resolve, reject) => {
            releasePoll = () => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      ),
      cancelEid: fromPromise(async ({ input }) => {
        calls.cancel(input);
      }),
      idCard: fromPromise(async () => {
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
      register: fromPromise(async ({ input }) => {
        calls.register(input);
        return { pending: input.company !== null };
      }),
      selectAccount: fromPromise(async ({ input }) => {
        calls.select(input);
      }),
      confirmDetails: fromPromise(async ({ input }) => {
        calls.confirm(input);
      }),
      establish: fromPromise(async () => {
        calls.establish();
      }),
    },
  });
  const actor = createActor(machine, { input: { step } }).start();
  const step_ = () => {
    const tags = [
      'login',
      'pre-register',
      'register',
      'first-login',
      'registered_accounts',
      'switch_accounts',
    ];
    return tags.find((t) => actor.getSnapshot().hasTag(t)) ?? String(actor.getSnapshot().value);
  };
  return { actor, calls, release: () => releasePoll(), step: step_ };
}

const eid = { method: 'smart-id' as const, personalCode: '30303039914' };

describe('auth machine (spec §2 auth flow, §4 login and multi-account rules)', () => {
  it('signs in by e-mail and establishes the session (login by token) before finishing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'auth.emailSignIn', email: 'a@b.ee', password: 'Secret123' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.signIn).toHaveBeenCalledWith({ email: 'a@b.ee', password: 'Secret123' });
    expect(calls.establish).toHaveBeenCalledTimes(1);
  });

  it('keeps the person at the login step with the back end message when the password is wrong', async () => {
    const { actor, calls, step } = start();
    actor.send({ type: 'auth.emailSignIn', email: 'a@b.ee', password: 'wrong' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(step()).toBe('login');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'message',
      text: 'The account sign-in was incorrect.',
    });
    expect(calls.establish).not.toHaveBeenCalled();
  });

  it('shows the verification code while polling and goes back to the form when cancelled', async () => {
    const { actor, calls, step } = start();
    actor.send({ type: 'auth.eidStart', input: eid });
    await waitFor(actor, (s) => s.hasTag('eid'));
    expect(actor.getSnapshot().context.eid?.verificationCode).toBe('1234');
    actor.send({ type: 'auth.cancel' });
    await waitFor(actor, (s) => s.hasTag('login') && !s.hasTag('busy'));
    expect(calls.cancel).toHaveBeenCalledWith({ sessionId: 's1' });
    expect(step()).toBe('login');
    expect(actor.getSnapshot().context.eid).toBeNull();
  });

  it('reports an SK outcome (e.g. USER_REFUSED) as an eID failure at the login step', async () => {
    const { actor, release, step } = start({ kind: 'failed', code: 'USER_REFUSED' });
    actor.send({ type: 'auth.eidStart', input: eid });
    await waitFor(actor, (s) => s.hasTag('eid'));
    release();
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'eid', code: 'USER_REFUSED' });
    expect(step()).toBe('login');
  });

  it('refuses to start with an invalid personal code and says why', async () => {
    const { actor } = start();
    actor.send({
      type: 'auth.eidStart',
      input: { method: 'mobile-id', personalCode: '1', phone: '+37200000766' },
    });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error?.kind).toBe('message');
  });

  it('a person without an account goes pre-register → register with the verified code prefilled', async () => {
    const prefill = { firstname: 'Mari', lastname: 'Maasikas', personalCode: '49403136526', ticket: 't' };
    const { actor, calls, release, step } = start({ kind: 'register', prefill });
    actor.send({ type: 'auth.eidStart', input: eid });
    await waitFor(actor, (s) => s.hasTag('eid'));
    release();
    await waitFor(actor, (s) => s.hasTag('pre-register'));
    expect(actor.getSnapshot().context.prefill).toEqual(prefill);
    actor.send({ type: 'auth.continue' });
    expect(step()).toBe('register');
    actor.send({
      type: 'auth.register',
      values: {
        firstname: 'Mari',
        lastname: 'Maasikas',
        email: 'mari@example.ee',
        password: 'Secret123!',
        telephone: '+37255555555',
        personalCode: '49403136526',
        isSubscribed: false,
        company: null,
      },
    });
    await waitFor(actor, (s) => s.hasTag('success_registration'));
    expect(calls.register).toHaveBeenCalledWith(
      expect.objectContaining({ ticket: 't', email: 'mari@example.ee' }),
    );
    expect(calls.establish).toHaveBeenCalledTimes(1);
    actor.send({ type: 'auth.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a business registration waits for activation: success_registration without a sign-in', async () => {
    const { actor, calls, step } = start({ kind: 'signedIn' }, 'register');
    await waitFor(actor, (s) => s.hasTag('register'));
    expect(step()).toBe('register');
    actor.send({
      type: 'auth.register',
      values: {
        firstname: 'Tiit',
        lastname: 'Kask',
        email: 'tiit@ehitus.ee',
        password: 'Secret123!',
        telephone: '+37255555555',
        personalCode: '',
        isSubscribed: false,
        company: {
          name: 'Ehitus OÜ',
          registryCode: '10123459',
          vatNumber: '',
          billingEmail: 'arved@ehitus.ee',
          street: 'Pärnu mnt 10',
          city: 'Tallinn',
          postcode: '10148',
          regionId: 340,
        },
      },
    });
    await waitFor(actor, (s) => s.hasTag('success_registration'));
    expect(actor.getSnapshot().context.pending).toBe(true);
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ ticket: null }));
    expect(calls.establish).not.toHaveBeenCalled();
    actor.send({ type: 'auth.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('one usable account without data changes signs in directly', async () => {
    const { actor, calls } = start({ kind: 'accounts', accounts: [account('a1')] });
    actor.send({ type: 'auth.idCard' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.select).toHaveBeenCalledWith({ token: 'a1' });
  });

  it('one account whose data changed goes to first-login; toggling flips has_data_changes', async () => {
    const { actor, calls, step } = start({
      kind: 'accounts',
      accounts: [account('a1', { has_data_changes: true })],
    });
    actor.send({ type: 'auth.idCard' });
    await waitFor(actor, (s) => s.hasTag('first-login'));
    actor.send({ type: 'auth.toggleChanges' });
    expect(actor.getSnapshot().context.chosen?.has_data_changes).toBe(false);
    actor.send({ type: 'auth.toggleChanges' });
    expect(step()).toBe('first-login');
    const values = { firstname: 'Mari', lastname: 'Maasikas', email: 'm@e.ee', telephone: '+37255555555' };
    actor.send({ type: 'auth.confirmDetails', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.confirm).toHaveBeenCalledWith({ ...values, token: 'a1' });
    expect(calls.select).not.toHaveBeenCalled();
  });

  it('several accounts show switch_accounts; a pending company account cannot be chosen', async () => {
    const accounts = [account('a1'), account('c1', { status: 'pending', kind: 'company' })];
    const { actor, calls, step } = start({ kind: 'accounts', accounts });
    actor.send({ type: 'auth.idCard' });
    await waitFor(actor, (s) => s.hasTag('switch_accounts'));
    actor.send({ type: 'auth.chooseAccount', token: 'c1' });
    expect(step()).toBe('switch_accounts');
    actor.send({ type: 'auth.chooseAccount', token: 'a1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.select).toHaveBeenCalledWith({ token: 'a1' });
  });

  it('registering with eID when accounts exist lists them as registered_accounts', async () => {
    const { actor } = start({ kind: 'accounts', accounts: [account('a1')] }, 'register');
    expect(actor.getSnapshot().hasTag('register')).toBe(true);
    actor.send({ type: 'auth.idCard' });
    await waitFor(actor, (s) => s.hasTag('registered_accounts'));
  });

  it('an ID-card failure (no Web eID extension) returns to the step it started from with the reason', async () => {
    const { actor, step } = start(new Error('ID card identification failed'), 'register');
    actor.send({ type: 'auth.idCard' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(step()).toBe('register');
  });
});
