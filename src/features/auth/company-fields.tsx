// spec §1/§3/§5 the register step's company part for business customers: company name, registry code
// (check digit, then isCompanyIdNumberAvailable while typing; a failing check lets it pass), VAT number,
// legal address and billing e-mail. Errors come from the register form (paths `company.*`).
import { useLingui } from '@lingui/react/macro';
import type { CompanyValues } from '@/lib/auth-forms';
import { fieldId, TextField } from '@/ui/form-field';
import { CountySelect } from '@/ui/county-select';

export interface CompanyFieldsProps {
  values: CompanyValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<CompanyValues>) => void;
}

export function CompanyFields({ values, errors, onChange }: CompanyFieldsProps) {
  const { t } = useLingui();
  const id = (name: string) => fieldId('register', `company.${name}`);
  const text = (name: keyof Omit<CompanyValues, 'regionId'>) => ({
    id: id(name),
    value: values[name],
    error: errors[`company.${name}`],
    onChange: (value: string) => onChange({ [name]: value }),
  });
  return (
    <fieldset className="auth__company">
      <legend className="auth__legend">{t`Company details`}</legend>
      <TextField {...text('name')} label={t`Company name`} autoComplete="organization" required />
      <div className="field-row">
        <TextField {...text('registryCode')} label={t`Registry code`} inputMode="numeric" required />
        <TextField
          {...text('vatNumber')}
          label={t`VAT number`}
          autoComplete="off"
          placeholder="EE123456789"
        />
      </div>
      <TextField
        {...text('billingEmail')}
        label={t`Billing e-mail`}
        type="email"
        autoComplete="email"
        hint={t`Invoices are sent to this address.`}
        required
      />
      <TextField {...text('street')} label={t`Legal address`} autoComplete="street-address" required />
      <div className="field-row">
        <TextField {...text('city')} label={t`City`} autoComplete="address-level2" required />
        <TextField
          {...text('postcode')}
          label={t`Postcode`}
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
      </div>
      <CountySelect
        id={id('regionId')}
        value={values.regionId}
        onChange={(county) => onChange({ regionId: county?.id ?? null })}
      />
    </fieldset>
  );
}
