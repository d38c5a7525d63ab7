// spec §2 my-contacts, §7 changeCustomerPassword: the current password and the new one twice. The server ends
// every other session (a mail tells the person) and this one goes on with a new session cookie.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { changePassword } from '@/commerce/customer-account';
import { passwordChangeIssues, type PasswordChangeValues } from '@/lib/account-forms';
import { fieldId, PasswordField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import type { Locale } from '@/lib/locale';
import { AccountForm } from '@/features/account/account-form';
import { useAccountChange } from '@/features/account/use-account-change';
import { NewPasswordFields } from '@/ui/new-password-fields';

const empty: PasswordChangeValues = { currentPassword: '', password: '', confirmation: '' };

export function PasswordChange({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [values, setValues] = useState(empty);
  const change = useAccountChange();
  const form = useValidatedForm(passwordChangeIssues(values));
  const id = (name: string) => fieldId('password-change', name);
  const edit = (patch: Partial<PasswordChangeValues>) => {
    change.edited();
    setValues((o) => ({ ...o, ...patch }));
  };
  const onValid = async () => {
    if (await change.run(() => changePassword(values.currentPassword, values.password))) {
      setValues(empty);
      form.reset();
    }
  };
  return (
    <AccountForm
      name="password-change"
      title={t`Change password`}
      error={change.error}
      saved={change.saved ? t`Your password is changed. You were signed out on your other devices.` : null}
      formProps={form.formProps(() => void onValid())}
    >
      <PasswordField
        id={id('currentPassword')}
        label={t`Current password`}
        autoComplete="current-password"
        required
        value={values.currentPassword}
        error={form.errors.currentPassword}
        onChange={(currentPassword) => edit({ currentPassword })}
        hint={
          <>
            {t`Signed up with an ID card, Mobile-ID or Smart-ID and have no password yet?`}{' '}
            <Link to="/$locale/reset-password" params={{ locale }}>{t`Set one by e-mail`}</Link>
          </>
        }
      />
      <NewPasswordFields form="password-change" values={values} errors={form.errors} onChange={edit} />
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {t`Change password`}
      </button>
    </AccountForm>
  );
}
