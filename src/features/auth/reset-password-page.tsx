// spec §2 /{locale}/reset-password (and the legacy /customer/account/createPassword): without a token the
// person asks for the mail; with the mailed link's token they choose a new password (Magento's rules).
import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { requestPasswordReset, resetPassword } from '@/commerce/customer-session';
import { OfflineError } from '@/commerce/client';
import { backEndMessage } from '@/lib/account-messages';
import { newPasswordSchema, resetRequestSchema } from '@/lib/auth-forms';
import { overlays } from '@/lib/overlays';
import { fieldId, TextField } from '@/ui/form-field';
import { usePageTitle } from '@/ui/page-title';
import { useValidatedForm } from '@/ui/use-validated-form';
import '@/features/auth/auth.css';
import { NewPasswordFields } from '@/ui/new-password-fields';

function useSend() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });
  const send = async (call: () => Promise<void>) => {
    setState({ busy: true, error: null, done: false });
    try {
      await call();
      setState({ busy: false, error: null, done: true });
    } catch (e) {
      const offline = e instanceof OfflineError || (e instanceof Error && e.cause instanceof OfflineError);
      const text = offline
        ? t`You are offline. This needs a connection; what you typed is kept.`
        : backEndMessage(e instanceof Error ? e.message : String(e), i18n);
      setState({ busy: false, error: text, done: false });
    }
  };
  return { ...state, send };
}

export function ResetPasswordPage({
  pathname,
  email,
  token,
}: {
  pathname: string;
  email?: string;
  token?: string;
}) {
  const { t } = useLingui();
  usePageTitle(t`Reset password`, pathname);
  return (
    <section className="page auth-page">
      <h1 className="page__title">{t`Reset password`}</h1>
      {token ? <NewPasswordForm email={email ?? ''} token={token} /> : <RequestForm email={email ?? ''} />}
    </section>
  );
}

function RequestForm({ email: initial }: { email: string }) {
  const { t } = useLingui();
  const [email, setEmail] = useState(initial);
  const form = useValidatedForm(v.safeParse(resetRequestSchema, { email }).issues ?? []);
  const request = useSend();
  if (request.done)
    return (
      <p role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        {t`If an account exists for ${email}, we sent it a link to choose a new password. The link works once, within 2 hours.`}
      </p>
    );
  return (
    <form
      {...form.formProps(() => void request.send(() => requestPasswordReset(email)))}
      className="auth__form"
    >
      <p>{t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}</p>
      {request.error ? (
        <p className="form-alert" role="alert">
          {request.error}
        </p>
      ) : null}
      <TextField
        id={fieldId('reset', 'email')}
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={form.errors.email}
        onChange={setEmail}
      />
      <button type="submit" className="button button--primary" disabled={request.busy}>
        {t`Send the link`}
      </button>
    </form>
  );
}

function NewPasswordForm({ email: initial, token }: { email: string; token: string }) {
  const { t } = useLingui();
  const [values, setValues] = useState({ email: initial, password: '', confirmation: '' });
  const issues = [
    ...(v.safeParse(resetRequestSchema, { email: values.email }).issues ?? []),
    ...(v.safeParse(newPasswordSchema, values).issues ?? []),
  ];
  const form = useValidatedForm(issues);
  const reset = useSend();
  const id = (name: string) => fieldId('new-password', name);
  if (reset.done)
    return (
      <div className="auth__form">
        <p role="status" tabIndex={-1} ref={(el) => el?.focus()}>
          {t`Your new password is saved. Sign in with it.`}
        </p>
        <button type="button" className="button button--primary" onClick={() => overlays.open('loginModal')}>
          {t`Sign in`}
        </button>
      </div>
    );
  return (
    <form
      {...form.formProps(() => void reset.send(() => resetPassword(values.email, token, values.password)))}
      className="auth__form"
    >
      {reset.error ? (
        <p className="form-alert" role="alert">
          {reset.error}
        </p>
      ) : null}
      <TextField
        id={id('email')}
        label={t`E-mail`}
        type="email"
        autoComplete="username"
        required
        value={values.email}
        error={form.errors.email}
        onChange={(email) => setValues((o) => ({ ...o, email }))}
      />
      <NewPasswordFields
        form="new-password"
        values={values}
        errors={form.errors}
        onChange={(patch) => setValues((o) => ({ ...o, ...patch }))}
      />
      <button type="submit" className="button button--primary" disabled={reset.busy}>
        {t`Save the new password`}
      </button>
    </form>
  );
}
