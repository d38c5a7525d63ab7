// The eID steps of the sign-in overlay: the verification code while the person answers on the phone
// (cancellable), pre-register for a verified person without an account, and the choice between a
// person's accounts (spec §2 switch_accounts / registered_accounts, §4 multi-account login).
import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import type { RegistrationPrefill, RelatedAccount } from '@/commerce/auth-model';
import { firstLoginSchema } from '@/lib/auth-forms';
import { fieldId, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';

export function EidWaiting({ code, onCancel }: { code: string; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="auth" aria-live="polite">
      <p>{t`Check that this code matches the one on your phone, then enter your PIN1 there.`}</p>
      <p className="auth__code" aria-label={t`Verification code ${code}`}>
        {code}
      </p>
      <p role="status">{t`Waiting for your confirmation…`}</p>
      <button type="button" className="button button--secondary button--block" onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}

export function PreRegister({
  prefill,
  onContinue,
}: {
  prefill: RegistrationPrefill;
  onContinue: () => void;
}) {
  const { t } = useLingui();
  const name = `${prefill.firstname} ${prefill.lastname}`;
  return (
    <div className="auth">
      <p>{t`We identified you as ${name}. You do not have an account with us yet.`}</p>
      <button type="button" className="button button--primary button--block" onClick={onContinue}>
        {t`Create an account`}
      </button>
    </div>
  );
}

export function AccountChoice({
  accounts,
  registering,
  onChoose,
}: {
  accounts: readonly RelatedAccount[];
  registering: boolean;
  onChoose: (token: string) => void;
}) {
  const { t } = useLingui();
  // a company account that cannot be opened now says why (the server refuses it all the same)
  const why: Record<string, string> = {
    pending: t`awaiting activation`,
    blocked: t`blocked`,
    rejected: t`not activated`,
    inactive: t`access deactivated`,
  };
  return (
    <div className="auth">
      <p>
        {registering
          ? t`You already have these accounts. Choose one to sign in.`
          : t`You have several accounts. Choose the one to sign in to.`}
      </p>
      <ul className="auth__accounts">
        {accounts.map((a) => (
          <li key={a.token}>
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={a.status !== 'active'}
              onClick={() => onChoose(a.token)}
            >
              {a.label}
              {a.status !== 'active' ? ` (${why[a.status] ?? a.status})` : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * spec §4 first-login: the name on the person's eID differs from the account's. They confirm or correct the
 * details (has_data_changes on: the account is updated), or keep the account as it is (toggled off).
 */
export function FirstLogin({
  account,
  busy,
  error,
  onToggle,
  onConfirm,
}: {
  account: RelatedAccount;
  busy: boolean;
  error: string | null;
  onToggle: () => void;
  onConfirm: (values: { firstname: string; lastname: string; email: string; telephone: string }) => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState({
    firstname: account.firstname ?? '',
    lastname: account.lastname ?? '',
    email: account.email ?? '',
    telephone: account.telephone ?? '',
  });
  const form = useValidatedForm(
    account.has_data_changes ? (v.safeParse(firstLoginSchema, values).issues ?? []) : [],
  );
  const id = (name: string) => fieldId('first-login', name);
  return (
    <form {...form.formProps(() => onConfirm(values))} className="auth__form">
      <p>{t`The name on your ID differs from the one in this account. Please check your details.`}</p>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={account.has_data_changes} onChange={onToggle} />
        <span>{t`Update my account with these details`}</span>
      </label>
      <fieldset className="auth__form" disabled={!account.has_data_changes}>
        <legend className="visually-hidden">{t`Your details`}</legend>
        <TextField
          id={id('firstname')}
          label={t`First name`}
          required
          value={values.firstname}
          error={form.errors.firstname}
          onChange={(firstname) => setValues((o) => ({ ...o, firstname }))}
        />
        <TextField
          id={id('lastname')}
          label={t`Last name`}
          required
          value={values.lastname}
          error={form.errors.lastname}
          onChange={(lastname) => setValues((o) => ({ ...o, lastname }))}
        />
        <TextField
          id={id('telephone')}
          label={t`Mobile phone number`}
          type="tel"
          required
          value={values.telephone}
          error={form.errors.telephone}
          onChange={(telephone) => setValues((o) => ({ ...o, telephone }))}
        />
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t`Continue`}
      </button>
    </form>
  );
}
