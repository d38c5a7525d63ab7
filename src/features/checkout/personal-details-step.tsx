// Step 1 (spec §3 personalDetails): e-mail, first and last name, phone, optional company.
import { useLingui } from '@lingui/react/macro';
import { TextField, fieldId } from '@/ui/form-field';
import { personalDetailsIssues } from '@/features/checkout/checkout-validation';
import type { CheckoutData, PersonalDetailsForm } from '@/features/checkout/checkout-state';
import { useStepForm } from '@/features/checkout/use-step-form';

export function PersonalDetailsStep({
  data,
  busy,
  onChange,
  onSubmit,
}: {
  data: CheckoutData;
  busy: boolean;
  onChange: (values: Partial<PersonalDetailsForm>) => void;
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const { errors, formProps } = useStepForm(personalDetailsIssues(data));
  const pd = data.personalDetails;
  const id = (name: string) => fieldId('personal', name);
  return (
    <form {...formProps(onSubmit)}>
      <TextField
        id={id('email')}
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        required
        value={pd.email}
        error={errors.email}
        onChange={(email) => onChange({ email })}
      />
      <div className="field-row">
        <TextField
          id={id('firstName')}
          label={t`First name`}
          autoComplete="given-name"
          required
          value={pd.firstName}
          error={errors.firstName}
          onChange={(firstName) => onChange({ firstName })}
        />
        <TextField
          id={id('lastName')}
          label={t`Last name`}
          autoComplete="family-name"
          required
          value={pd.lastName}
          error={errors.lastName}
          onChange={(lastName) => onChange({ lastName })}
        />
      </div>
      <TextField
        id={id('phoneNumber')}
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        required
        hint={t`For example +372 5123 4567`}
        value={pd.phoneNumber}
        error={errors.phoneNumber}
        onChange={(phoneNumber) => onChange({ phoneNumber })}
      />
      <TextField
        id={id('company')}
        label={t`Company (optional)`}
        autoComplete="organization"
        value={pd.company}
        error={errors.company}
        onChange={(company) => onChange({ company })}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`Continue to shipping`}
      </button>
    </form>
  );
}
