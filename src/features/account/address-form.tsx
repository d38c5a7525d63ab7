// A saved address, added or edited in my-contacts with the checkout's rules (spec §5). What was typed
// stays when saving fails (offline, or the back end refuses it).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AddressInput } from '@/commerce/customer-account';
import { addressIssues, type AddressValues } from '@/lib/account-forms';
import { CountySelect } from '@/ui/county-select';
import { fieldId, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import { NameFields } from '@/ui/name-fields';

export function AddressForm({
  initial,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial: AddressValues;
  busy: boolean;
  error: string | null;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const form = useValidatedForm(addressIssues(values));
  const set = (patch: Partial<AddressValues>) => setValues((old) => ({ ...old, ...patch }));
  const id = (name: string) => fieldId('address', name);
  // opened by Edit or Add: the typing starts here (the address book gives the focus back on close)
  useEffect(() => document.getElementById(id('firstname'))?.focus(), []);
  return (
    <form
      {...form.formProps(() =>
        onSave({
          firstname: values.firstname,
          lastname: values.lastname,
          street: values.street,
          city: values.city,
          postcode: values.postcode,
          countryCode: 'EE',
          regionId: values.regionId,
          telephone: values.phoneNumber,
          defaultShipping: values.defaultShipping,
          defaultBilling: values.defaultBilling,
        }),
      )}
      className="account-form"
      aria-label={t`Address`}
    >
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <NameFields form="address" values={values} errors={form.errors} onChange={set} />
      <TextField
        id={id('street')}
        label={t`Address`}
        autoComplete="street-address"
        required
        value={values.street}
        error={form.errors.street}
        onChange={(street) => set({ street })}
      />
      <div className="field-row">
        <TextField
          id={id('city')}
          label={t`City`}
          autoComplete="address-level2"
          required
          value={values.city}
          error={form.errors.city}
          onChange={(city) => set({ city })}
        />
        <TextField
          id={id('postcode')}
          label={t`Postcode`}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={values.postcode}
          error={form.errors.postcode}
          onChange={(postcode) => set({ postcode })}
        />
      </div>
      <CountySelect
        id={id('region')}
        value={values.regionId}
        onChange={(county) => set({ regionId: county?.id ?? null })}
      />
      <TextField
        id={id('phoneNumber')}
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        required
        value={values.phoneNumber}
        error={form.errors.phoneNumber}
        onChange={(phoneNumber) => set({ phoneNumber })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.defaultShipping}
          onChange={(e) => set({ defaultShipping: e.target.checked })}
        />
        <span>{t`Default delivery address`}</span>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.defaultBilling}
          onChange={(e) => set({ defaultBilling: e.target.checked })}
        />
        <span>{t`Default billing address`}</span>
      </label>
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Save address`}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
