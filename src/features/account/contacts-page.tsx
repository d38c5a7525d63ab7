// spec §2 my-contacts ("My contact details"): the customer's name and phone, e-mail (changed only when different,
// with the password) and password, and the address book sorted defaults first, with add, edit and delete.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  changeEmail,
  customerAddresses,
  customerQueryOptions,
  deleteAddress,
  saveAddress,
  type Customer,
  type CustomerAddress,
} from '@/commerce/customer-account';
import { useOnline } from '@/commerce/online';
import { emailChangeSchema, type AddressValues } from '@/lib/account-forms';
import { formatAddress } from '@/lib/address';
import { fieldId, PasswordField, TextField } from '@/ui/form-field';
import { LoadingNote } from '@/ui/loading-note';
import { useValidatedForm } from '@/ui/use-validated-form';
import { AccountSection } from '@/features/account/account-section';
import { AccountForm } from '@/features/account/account-form';
import { AddressForm } from '@/features/account/address-form';
import { PasswordChange } from '@/features/account/password-change';
import { ProfileChange } from '@/features/account/profile-change';
import type { Locale } from '@/lib/locale';
import { useAccountChange } from '@/features/account/use-account-change';

const valuesOf = (a: CustomerAddress | null, c: Customer): AddressValues => ({
  firstname: a?.firstname ?? c.firstname ?? '',
  lastname: a?.lastname ?? c.lastname ?? '',
  street: (a?.street ?? []).filter(Boolean).join(' '),
  city: a?.city ?? '',
  postcode: a?.postcode ?? '',
  regionId: a?.region?.region_id ?? null,
  phoneNumber: a?.telephone ?? c.telephone ?? '',
  defaultShipping: a?.default_shipping ?? false,
  defaultBilling: a?.default_billing ?? false,
});

export function ContactsPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(customerQueryOptions());
  const customer = query.data;
  return (
    <AccountSection title={t`My contact details`}>
      {!customer ? (
        <LoadingNote online={online} failed={query.isError} />
      ) : (
        <>
          <ProfileChange customer={customer} />
          <dl className="account-totals">
            <dt>{t`E-mail`}</dt>
            <dd>{customer.email}</dd>
          </dl>
          <EmailChange current={customer.email ?? ''} />
          <PasswordChange locale={locale} />
          <AddressBook customer={customer} />
        </>
      )}
    </AccountSection>
  );
}

function EmailChange({ current }: { current: string }) {
  const { t } = useLingui();
  const [values, setValues] = useState({ email: '', password: '' });
  const change = useAccountChange();
  const same = values.email.trim().toLowerCase() === current.toLowerCase();
  const form = useValidatedForm(v.safeParse(emailChangeSchema, values).issues ?? []);
  const id = (name: string) => fieldId('email-change', name);
  const onValid = async () => {
    // spec §5: the e-mail changes only when different from the current one
    if (same) return change.run(() => Promise.reject(new Error(t`This is already your e-mail address.`)));
    if (await change.run(() => changeEmail(values.email, values.password))) {
      setValues({ email: '', password: '' });
      form.reset();
    }
  };
  const edit = (patch: Partial<typeof values>) => {
    change.edited();
    setValues((o) => ({ ...o, ...patch }));
  };
  return (
    <AccountForm
      name="email-change"
      title={t`Change e-mail address`}
      error={change.error}
      saved={change.saved ? t`Changes saved successfully` : null}
      formProps={form.formProps(() => void onValid())}
    >
      <TextField
        id={id('email')}
        label={t`New e-mail address`}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={form.errors.email}
        onChange={(email) => edit({ email })}
      />
      <PasswordField
        id={id('password')}
        label={t`Password`}
        autoComplete="current-password"
        required
        value={values.password}
        error={form.errors.password}
        onChange={(password) => edit({ password })}
      />
      <button type="submit" className="button button--primary" disabled={change.busy}>
        {t`Change e-mail address`}
      </button>
    </AccountForm>
  );
}

/**
 * The address book. Keyboard and screen reader users are led through it: an opened form takes the focus, a closed
 * one gives it back to the button that opened it, a deleted address leaves it on the section's heading, and a
 * save or a delete is announced. A delete's failure is said at the list, not in a form open meanwhile.
 */
function AddressBook({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const change = useAccountChange();
  const removal = useAccountChange();
  const addresses = customerAddresses(customer);
  const heading = useRef<HTMLHeadingElement>(null);
  // where the focus goes back to once the form is closed (the element is rendered again by then)
  const focusBack = useRef<string | null>(null);
  useEffect(() => {
    if (!focusBack.current || editing) return;
    document.getElementById(focusBack.current)?.focus();
    focusBack.current = null;
  }, [editing]);
  const open = (target: CustomerAddress | 'new') => {
    setSaid(null);
    removal.clearError();
    setEditing(target);
  };
  const close = () => {
    focusBack.current = editing === 'new' || editing === null ? 'address-add' : `address-edit-${editing.id}`;
    setEditing(null);
    change.clearError();
  };
  const remove = async (a: CustomerAddress) => {
    setSaid(null);
    if (await removal.run(() => deleteAddress(a.id!))) {
      setSaid(t`The address is deleted.`);
      heading.current?.focus();
    }
  };
  return (
    <section aria-labelledby="addresses-heading" className="account-addresses">
      <h2 id="addresses-heading" ref={heading} tabIndex={-1}>
        {t`Addresses`}
      </h2>
      <p role="status" className={said ? undefined : 'visually-hidden'}>
        {said}
      </p>
      {removal.error ? (
        <p className="form-alert" role="alert">
          {removal.error}
        </p>
      ) : null}
      {addresses.length === 0 ? <p>{t`You have no saved addresses yet.`}</p> : null}
      <ul className="account-addresses__list">
        {addresses.map((a) => (
          <li key={a.id} className="account-addresses__item">
            <p>
              <strong>{`${a.firstname ?? ''} ${a.lastname ?? ''}`.trim()}</strong>
              <br />
              {formatAddress(a)}
              {a.telephone ? (
                <>
                  <br />
                  {a.telephone}
                </>
              ) : null}
            </p>
            {a.default_shipping ? <p className="account-badge">{t`Default delivery address`}</p> : null}
            {a.default_billing ? <p className="account-badge">{t`Default billing address`}</p> : null}
            <div className="account-form__actions">
              <button
                type="button"
                id={`address-edit-${a.id}`}
                className="button button--secondary"
                onClick={() => open(a)}
              >
                {t`Edit`}
                <span className="visually-hidden">{` ${formatAddress(a)}`}</span>
              </button>
              <button
                type="button"
                className="button button--ghost"
                // not while it is open for editing: its form would save an address that is gone
                disabled={removal.busy || (editing !== null && editing !== 'new' && editing.id === a.id)}
                onClick={() => void remove(a)}
              >
                {t`Delete`}
                <span className="visually-hidden">{` ${formatAddress(a)}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={valuesOf(editing === 'new' ? null : editing, customer)}
          busy={change.busy}
          error={change.error}
          onCancel={close}
          onSave={(input) =>
            void change
              .run(() => saveAddress(editing === 'new' ? null : (editing.id ?? null), input))
              .then((saved) => {
                if (!saved) return;
                close();
                setSaid(t`Changes saved successfully`);
              })
          }
        />
      ) : (
        <button type="button" id="address-add" className="button button--primary" onClick={() => open('new')}>
          {t`Add a new address`}
        </button>
      )}
    </section>
  );
}
