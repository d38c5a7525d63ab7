// spec §2 my-contacts, §7 updateCustomer: the customer's name and mobile phone, changed in place. The form starts
// from the account once and keeps what was typed through a refetch or a failed save.
import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { updateProfile, type Customer } from '@/commerce/customer-account';
import { profileSchema } from '@/lib/account-forms';
import { fieldId, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import { AccountForm } from '@/features/account/account-form';
import { useAccountChange } from '@/features/account/use-account-change';
import { NameFields } from '@/ui/name-fields';

export function ProfileChange({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => ({
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    telephone: customer.telephone ?? '',
  }));
  const change = useAccountChange();
  const form = useValidatedForm(v.safeParse(profileSchema, values).issues ?? []);
  const id = (name: string) => fieldId('profile', name);
  const edit = (patch: Partial<typeof values>) => {
    change.edited();
    setValues((o) => ({ ...o, ...patch }));
  };
  const onValid = () => void change.run(() => updateProfile(values));
  return (
    <AccountForm
      name="profile"
      title={t`Name and phone`}
      error={change.error}
      saved={change.saved ? t`Changes saved successfully` : null}
      formProps={form.formProps(onValid)}
    >
      <NameFields form="profile" values={values} errors={form.errors} onChange={edit} />
      <TextField
        id={id('telephone')}
        label={t`Mobile phone number`}
        type="tel"
        autoComplete="tel"
        required
        value={values.telephone}
        error={form.errors.telephone}
        onChange={(telephone) => edit({ telephone })}
      />
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {t`Save`}
      </button>
    </AccountForm>
  );
}
