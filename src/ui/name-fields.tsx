// A person's first and last name side by side, as every form that asks for them shows them (my contact details,
// the address book, registration).
import { useLingui } from '@lingui/react/macro';
import { fieldId, TextField } from '@/ui/form-field';

export interface PersonName {
  firstname: string;
  lastname: string;
}

export function NameFields({
  form,
  values,
  errors,
  readOnly,
  onChange,
}: {
  /** the form's id prefix (fieldId) */
  form: string;
  values: PersonName;
  errors: Partial<Record<string, string>>;
  /** fixed (names an eID confirmed) */
  readOnly?: boolean;
  onChange: (patch: Partial<PersonName>) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="field-row">
      <TextField
        id={fieldId(form, 'firstname')}
        label={t`First name`}
        autoComplete="given-name"
        required
        readOnly={readOnly}
        value={values.firstname}
        error={errors.firstname}
        onChange={(firstname) => onChange({ firstname })}
      />
      <TextField
        id={fieldId(form, 'lastname')}
        label={t`Last name`}
        autoComplete="family-name"
        required
        readOnly={readOnly}
        value={values.lastname}
        error={errors.lastname}
        onChange={(lastname) => onChange({ lastname })}
      />
    </div>
  );
}
