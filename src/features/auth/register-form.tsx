// spec §2 register step for personal and business customers with the §5 rules: the e-mail is checked with
// isEmailAvailable while typing (a failing check lets it pass), the identity number with its check digit,
// the phone by prefix; a code verified by eID comes prefilled and fixed. A business customer also gives the
// company (company-fields.tsx), whose registry code is checked with isCompanyIdNumberAvailable. What was
// typed survives a failed attempt (the form stays mounted while the machine works).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import type { CompanyDetails, RegistrationPrefill } from '@/commerce/auth-model';
import { isEmailAvailable } from '@/commerce/customer-session';
import { isCompanyIdNumberAvailable } from '@/commerce/company';
import {
  companySchema,
  emptyCompany,
  emptyRegistration,
  registrationSchema,
  type CompanyValues,
  type RegistrationValues,
} from '@/lib/auth-forms';
import { isValidRegistryCode } from '@/lib/estonian-ids';
import { isAvailable } from '@/lib/validation';
import { messageId } from '@/lib/validation-messages';
import { fieldId, PasswordField, TextField } from '@/ui/form-field';
import { CompanyFields } from '@/features/auth/company-fields';
import { useValidatedForm } from '@/ui/use-validated-form';
import { NameFields } from '@/ui/name-fields';

export interface RegisterFormProps {
  prefill: RegistrationPrefill | null;
  busy: boolean;
  error: string | null;
  onSubmit: (values: RegistrationValues, company: CompanyDetails | null) => void;
  onSignIn: () => void;
}

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/** Whether a well-formed value is already taken, asked after typing pauses (cached 60 s in commerce). */
function useTaken(
  typed: string,
  wellFormed: (value: string) => boolean,
  check: (value: string) => Promise<boolean>,
): boolean {
  const [taken, setTaken] = useState<{ value: string; taken: boolean }>({ value: '', taken: false });
  useEffect(() => {
    const value = typed.trim();
    if (!wellFormed(value)) return;
    let current = true;
    const timer = setTimeout(() => {
      void isAvailable(value, check).then((available) => {
        if (current) setTaken({ value, taken: !available });
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, wellFormed, check]);
  return taken.taken && taken.value === typed.trim();
}

type CustomerKind = 'personal' | 'business';

const companyIssue = (issue: { message: string; path?: readonly { key: unknown }[] }) => ({
  ...issue,
  path: [{ key: 'company' }, ...(issue.path ?? [])],
});

export function RegisterForm({ prefill, busy, error, onSubmit, onSignIn }: RegisterFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<RegistrationValues>(() => ({
    ...emptyRegistration(),
    ...(prefill
      ? { firstname: prefill.firstname, lastname: prefill.lastname, personalCode: prefill.personalCode }
      : {}),
  }));
  const [kind, setKind] = useState<CustomerKind>('personal');
  const [company, setCompany] = useState<CompanyValues>(emptyCompany);
  const taken = useTaken(values.email, isEmail, isEmailAvailable);
  const codeTaken = useTaken(company.registryCode, isValidRegistryCode, isCompanyIdNumberAvailable);
  const business = kind === 'business';
  const issues = [
    ...(v.safeParse(registrationSchema, values).issues ?? []),
    ...(taken ? [{ message: messageId('emailTaken'), path: [{ key: 'email' }] }] : []),
    ...(business ? (v.safeParse(companySchema, company).issues ?? []).map(companyIssue) : []),
    ...(business && codeTaken
      ? [{ message: messageId('registryCodeTaken'), path: [{ key: 'company' }, { key: 'registryCode' }] }]
      : []),
  ];
  const form = useValidatedForm(issues);
  const set = (name: keyof RegistrationValues) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));
  const id = (name: string) => fieldId('register', name);
  return (
    <form {...form.formProps(() => onSubmit(values, business ? company : null))} className="auth__form">
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <fieldset className="auth__methods">
        <legend className="auth__legend">{t`I register as`}</legend>
        {(
          [
            ['personal', t`Private customer`],
            ['business', t`Business customer`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="auth__method">
            <input
              type="radio"
              name="register-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {business ? (
        <p className="auth__note">{t`Customer service activates a company account within one business day.`}</p>
      ) : null}
      <NameFields
        form="register"
        values={values}
        errors={form.errors}
        readOnly={!!prefill}
        onChange={(patch) => setValues((old) => ({ ...old, ...patch }))}
      />
      <TextField
        id={id('email')}
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={form.errors.email ?? (taken ? t`Email is used, please choose another one` : undefined)}
        onChange={set('email')}
      />
      <TextField
        id={id('confirmEmail')}
        label={t`Repeat the e-mail address`}
        type="email"
        autoComplete="email"
        required
        value={values.confirmEmail}
        error={form.errors.confirmEmail}
        onChange={set('confirmEmail')}
      />
      <TextField
        id={id('telephone')}
        label={t`Mobile phone number`}
        type="tel"
        autoComplete="tel"
        required
        value={values.telephone}
        error={form.errors.telephone}
        onChange={set('telephone')}
      />
      <TextField
        id={id('personalCode')}
        label={t`Personal identification code`}
        inputMode="numeric"
        autoComplete="off"
        readOnly={!!prefill}
        hint={prefill ? t`Confirmed by your eID.` : undefined}
        value={values.personalCode}
        error={form.errors.personalCode}
        onChange={set('personalCode')}
      />
      <PasswordField
        id={id('password')}
        label={t`Password`}
        autoComplete="new-password"
        required
        hint={t`At least 8 characters, with at least three of: lower case, upper case, digits, special characters.`}
        value={values.password}
        error={form.errors.password}
        onChange={set('password')}
      />
      {business ? (
        <CompanyFields
          values={company}
          errors={form.errors}
          onChange={(patch) => setCompany((old) => ({ ...old, ...patch }))}
        />
      ) : null}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.isSubscribed}
          onChange={(e) => setValues((old) => ({ ...old, isSubscribed: e.target.checked }))}
        />
        <span>{t`Send me the newsletter`}</span>
      </label>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t`Creating the account…` : business ? t`Register the company` : t`Create an account`}
      </button>
      <p className="auth__switch">
        {t`Already have an account?`}{' '}
        <button type="button" className="button button--ghost" onClick={onSignIn}>
          {t`Sign in`}
        </button>
      </p>
    </form>
  );
}
