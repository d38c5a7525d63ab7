// The body of the login modal and the auth sidebar (spec §2): one auth machine per opening, its step shown
// as the overlay's title, and the step's form. Signed in → the overlay closes and the page re-renders for
// the customer (header icon, prices, account menu).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { authModes, overlays, type AuthMode } from '@/lib/overlays';
import { authFailureMessage, ID_CARD_FAILED, ID_CARD_HELP } from '@/features/auth/auth-messages';
import { provideAuthMachine } from '@/features/auth/auth-service';
import { LoginMethods, type LoginMethod } from '@/features/auth/login-methods';
import { RegisterForm } from '@/features/auth/register-form';
import { AccountChoice, EidWaiting, FirstLogin, PreRegister } from '@/features/auth/eid-steps';
import { focusOpenDialogTitle } from '@/ui/dialog';
import '@/features/auth/auth.css';

export interface AuthPanelProps {
  locale: Locale;
  initialStep: AuthMode;
  /** The sign-in methods the back end offers (eID methods arrive with their server part). */
  methods: readonly LoginMethod[];
}

export function AuthPanel({ locale, initialStep, methods }: AuthPanelProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(() => provideAuthMachine(queryClient), [queryClient]);
  const actor = useActorRef(machine, { input: { step: initialStep === 'register' ? 'register' : 'login' } });
  const current = useSelector(actor, (s) => authModes.find((tag) => s.hasTag(tag)) ?? null);
  // states between steps (establishing the session, choosing) keep the last step's screen
  const [last, setLast] = useState<AuthMode>('login');
  if (current && current !== last) setLast(current);
  const step = current ?? last;
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const failure = useSelector(actor, (s) => s.context.error);
  const prefill = useSelector(actor, (s) => s.context.prefill);
  const eidCode = useSelector(actor, (s) =>
    s.hasTag('eid') ? (s.context.eid?.verificationCode ?? null) : null,
  );
  const accounts = useSelector(actor, (s) => s.context.accounts);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const pending = useSelector(actor, (s) => s.context.pending);

  useEffect(() => {
    if (step) overlays.setAuthMode(step);
  }, [step]);
  // a new step replaces the overlay's body: the focus goes to its title, which names the step (once the title
  // has it), not lost to the page behind
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const timer = setTimeout(focusOpenDialogTitle);
    return () => clearTimeout(timer);
  }, [step]);
  useEffect(() => {
    if (done) overlays.close();
  }, [done]);

  const error = failure ? authFailureMessage(failure, i18n) : null;
  const idCardHelp =
    failure?.kind === 'message' && error === i18n._(ID_CARD_FAILED)
      ? ID_CARD_HELP.map((d) => i18n._(d))
      : undefined;

  if (step === 'pre-register' && prefill)
    return <PreRegister prefill={prefill} onContinue={() => actor.send({ type: 'auth.continue' })} />;
  if (step === 'switch_accounts' || step === 'registered_accounts')
    return (
      <AccountChoice
        accounts={accounts}
        registering={step === 'registered_accounts'}
        onChoose={(token) => actor.send({ type: 'auth.chooseAccount', token })}
      />
    );
  if (step === 'first-login' && chosen)
    return (
      <FirstLogin
        account={chosen}
        busy={busy}
        error={error}
        onToggle={() => actor.send({ type: 'auth.toggleChanges' })}
        onConfirm={(values) => actor.send({ type: 'auth.confirmDetails', values })}
      />
    );
  if (step === 'register')
    return (
      <RegisterForm
        prefill={prefill}
        busy={busy}
        error={error}
        onSubmit={(values, company) => actor.send({ type: 'auth.register', values: { ...values, company } })}
        onSignIn={() => actor.send({ type: 'auth.goTo', step: 'login' })}
      />
    );
  if (step === 'success_registration')
    return (
      <div className="auth">
        <p role="status">
          {pending
            ? t`Thank you! Your company is registered. Customer service activates the account within one business day and lets you know by e-mail; then sign in with your e-mail and password.`
            : t`Your account has been created and you are signed in.`}
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => actor.send({ type: 'auth.close' })}
        >
          {t`Continue shopping`}
        </button>
      </div>
    );
  // while the phone is asked, the form stays mounted (hidden): what was typed is there after a cancel or refusal
  return (
    <>
      {eidCode ? <EidWaiting code={eidCode} onCancel={() => actor.send({ type: 'auth.cancel' })} /> : null}
      <div hidden={!!eidCode}>
        <LoginMethods
          locale={locale}
          methods={methods}
          busy={busy}
          error={error}
          errorHelp={idCardHelp}
          onEmail={(email, password) => actor.send({ type: 'auth.emailSignIn', email, password })}
          onEid={(input) => actor.send({ type: 'auth.eidStart', input })}
          onIdCard={() => actor.send({ type: 'auth.idCard' })}
          onRegister={() => actor.send({ type: 'auth.goTo', step: 'register' })}
          onNavigate={() => overlays.close()}
        />
      </div>
    </>
  );
}
