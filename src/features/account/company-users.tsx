// spec §6 company admin: the company's users with their role and status; the admin changes a role,
// deactivates or reactivates a user and invites a new one by e-mail (they choose a password from the mail).
// The server checks every one of these against the admin's role; this screen only offers them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  companyQueryKey,
  companyUsersQueryOptions,
  inviteCompanyUser,
  updateCompanyUser,
  type NewCompanyUser,
} from '@/commerce/company';
import { useOnline } from '@/commerce/online';
import { companyUserSchema } from '@/lib/account-forms';
import { fieldId, TextField } from '@/ui/form-field';
import { LoadingNote } from '@/ui/loading-note';
import { useValidatedForm } from '@/ui/use-validated-form';
import { useAccountChange } from '@/features/account/use-account-change';

interface Role {
  id: string;
  name?: string | null;
  role_code?: string | null;
}

export function CompanyUsers({ roles }: { roles: Role[] }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(companyUsersQueryOptions());
  const change = useAccountChange(companyQueryKey);
  return (
    <section className="account-form" aria-labelledby="company-users-heading">
      <h2 id="company-users-heading">{t`Users`}</h2>
      {change.error ? (
        <p className="form-alert" role="alert">
          {change.error}
        </p>
      ) : null}
      {!query.data ? (
        <LoadingNote online={online} failed={query.isError} />
      ) : (
        <ul className="account-users">
          {query.data.map((user) => {
            const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
            const active = user.status === 'ACTIVE';
            const roleId = `company-user-role-${user.id}`;
            return (
              <li key={user.id} className="account-users__item">
                <p>
                  <strong>{name}</strong>
                  <br />
                  {[user.email, user.job_title].filter(Boolean).join(', ')}
                  <br />
                  {t`Status`}: {active ? t`Active` : t`Deactivated`}
                </p>
                <div className="field">
                  <label className="field__label" htmlFor={roleId}>
                    {t`Role of ${name}`}
                  </label>
                  <select
                    id={roleId}
                    className="field__input"
                    value={user.role?.id ?? ''}
                    disabled={change.busy}
                    onChange={(e) =>
                      void change.run(() => updateCompanyUser(String(user.id), { roleId: e.target.value }))
                    }
                  >
                    {roles.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={change.busy}
                  aria-label={active ? t`Deactivate ${name}` : t`Activate ${name}`}
                  onClick={() =>
                    void change.run(() =>
                      updateCompanyUser(String(user.id), { status: active ? 'INACTIVE' : 'ACTIVE' }),
                    )
                  }
                >
                  {active ? t`Deactivate` : t`Activate`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <InviteUser roles={roles} />
    </section>
  );
}

const emptyInvite = (roleId: string): NewCompanyUser => ({
  firstname: '',
  lastname: '',
  email: '',
  jobTitle: '',
  telephone: '',
  roleId,
});

function InviteUser({ roles }: { roles: Role[] }) {
  const { t } = useLingui();
  const buyer = roles.find((r) => r.role_code === 'buyer')?.id ?? roles[0]?.id ?? '';
  const [values, setValues] = useState<NewCompanyUser>(() => emptyInvite(buyer));
  const [invited, setInvited] = useState<string | null>(null);
  const change = useAccountChange(companyQueryKey);
  const form = useValidatedForm(v.safeParse(companyUserSchema, values).issues ?? []);
  const id = (name: string) => fieldId('company-invite', name);
  const set = (name: keyof NewCompanyUser) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));
  const field = (name: keyof NewCompanyUser) => ({
    id: id(name),
    required: true,
    value: values[name],
    error: form.errors[name],
    onChange: set(name),
  });
  const onValid = async () => {
    setInvited(null);
    if (await change.run(() => inviteCompanyUser(values))) {
      setInvited(values.email.trim());
      setValues(emptyInvite(buyer));
      form.reset();
    }
  };
  return (
    <form
      {...form.formProps(() => void onValid())}
      className="account-form"
      aria-labelledby="company-invite-heading"
    >
      <h3 id="company-invite-heading">{t`Invite a user`}</h3>
      {change.error ? (
        <p className="form-alert" role="alert">
          {change.error}
        </p>
      ) : null}
      {invited ? <p role="status">{t`An invitation was sent to ${invited}.`}</p> : null}
      <div className="field-row">
        <TextField {...field('firstname')} label={t`First name`} />
        <TextField {...field('lastname')} label={t`Last name`} />
      </div>
      <TextField {...field('email')} label={t`E-mail`} type="email" />
      <div className="field-row">
        <TextField {...field('jobTitle')} label={t`Job title`} />
        <TextField {...field('telephone')} label={t`Mobile phone number`} type="tel" />
      </div>
      <div className="field">
        <label htmlFor={id('roleId')} className="field__label">
          {t`Role`}
        </label>
        <select
          id={id('roleId')}
          className="field__input"
          value={values.roleId}
          onChange={(e) => set('roleId')(e.target.value)}
        >
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {t`Send the invitation`}
      </button>
    </form>
  );
}
