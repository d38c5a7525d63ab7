// A new password and the same typed again, with the rule said up front (the password reset, my contact details).
import { useLingui } from '@lingui/react/macro';
import { fieldId, PasswordField } from '@/ui/form-field';

export interface NewPassword {
  password: string;
  confirmation: string;
}

export function NewPasswordFields({
  form,
  values,
  errors,
  onChange,
}: {
  /** the form's id prefix (fieldId) */
  form: string;
  values: NewPassword;
  errors: Partial<Record<string, string>>;
  onChange: (patch: Partial<NewPassword>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        id={fieldId(form, 'password')}
        label={t`New password`}
        autoComplete="new-password"
        required
        hint={t`At least 8 characters, with at least three of: lower case, upper case, digits, special characters.`}
        value={values.password}
        error={errors.password}
        onChange={(password) => onChange({ password })}
      />
      <PasswordField
        id={fieldId(form, 'confirmation')}
        label={t`Repeat the new password`}
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(confirmation) => onChange({ confirmation })}
      />
    </>
  );
}
