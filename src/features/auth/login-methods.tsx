// spec §1/§2 login step: the four ways Estonians sign in. One method's form shows at a time; the choice
// is a radio group (arrow keys move between methods), each form validates with the §5 rules.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import type { EidStartInput } from '@/commerce/auth-model';
import { emailSignInSchema, mobileIdSchema, smartIdSchema } from '@/lib/auth-forms';
import type { Locale } from '@/lib/locale';
import { fieldId, PasswordField, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';

export type LoginMethod = 'email' | 'smart-id' | 'mobile-id' | 'id-card';

export interface LoginMethodsProps {
  locale: Locale;
  methods: readonly LoginMethod[];
  busy: boolean;
  /** Shown above the chosen method's form (role=alert), already translated. */
  error: string | null;
  errorHelp?: readonly string[];
  onEmail: (email: string, password: string) => void;
  onEid: (input: EidStartInput) => void;
  onIdCard: () => void;
  onRegister?: () => void;
  onNavigate: () => void;
}

export function LoginMethods(props: LoginMethodsProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<LoginMethod>(props.methods[0] ?? 'email');
  const labels: Record<LoginMethod, string> = {
    email: t`E-mail`,
    'smart-id': t`Smart-ID`,
    'mobile-id': t`Mobile-ID`,
    'id-card': t`ID-card`,
  };
  return (
    <div className="auth">
      {props.methods.length > 1 ? (
        <fieldset className="auth__methods">
          <legend className="auth__legend">{t`Sign in with`}</legend>
          {props.methods.map((m) => (
            <label key={m} className="auth__method">
              <input
                type="radio"
                name="auth-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              <span>{labels[m]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {props.error ? (
        <div className="form-alert" role="alert">
          <p>{props.error}</p>
          {props.errorHelp?.length ? (
            <ul>
              {props.errorHelp.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {method === 'email' ? <EmailForm {...props} /> : null}
      {method === 'smart-id' ? <SmartIdForm {...props} /> : null}
      {method === 'mobile-id' ? <MobileIdForm {...props} /> : null}
      {method === 'id-card' ? (
        <div className="auth__form">
          <p>{t`Insert your ID card into the reader. Your browser needs the Web eID extension.`}</p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={props.busy}
            onClick={props.onIdCard}
          >
            {t`Sign in with ID-card`}
          </button>
        </div>
      ) : null}
      {props.onRegister ? (
        <p className="auth__switch">
          {t`No account yet?`}{' '}
          <button type="button" className="button button--ghost" onClick={props.onRegister}>
            {t`Create an account`}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function EmailForm({ locale, busy, onEmail, onNavigate }: LoginMethodsProps) {
  const { t } = useLingui();
  const [values, setValues] = useState({ email: '', password: '' });
  const form = useValidatedForm(v.safeParse(emailSignInSchema, values).issues ?? []);
  const id = (name: string) => fieldId('login', name);
  return (
    <form {...form.formProps(() => onEmail(values.email, values.password))} className="auth__form">
      <TextField
        id={id('email')}
        label={t`E-mail`}
        type="email"
        autoComplete="username"
        required
        value={values.email}
        error={form.errors.email}
        onChange={(email) => setValues((old) => ({ ...old, email }))}
      />
      <PasswordField
        id={id('password')}
        label={t`Password`}
        autoComplete="current-password"
        required
        value={values.password}
        error={form.errors.password}
        onChange={(password) => setValues((old) => ({ ...old, password }))}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t`Signing in…` : t`Sign in`}
      </button>
      <Link to="/$locale/reset-password" params={{ locale }} onClick={onNavigate} className="auth__link">
        {t`Forgot your password?`}
      </Link>
    </form>
  );
}

function SmartIdForm({ busy, onEid }: LoginMethodsProps) {
  const { t } = useLingui();
  const [personalCode, setPersonalCode] = useState('');
  const form = useValidatedForm(v.safeParse(smartIdSchema, { personalCode }).issues ?? []);
  return (
    <form
      {...form.formProps(() => onEid({ method: 'smart-id', personalCode: personalCode.trim() }))}
      className="auth__form"
    >
      <TextField
        id={fieldId('smart-id', 'personalCode')}
        label={t`Personal identification code`}
        inputMode="numeric"
        autoComplete="off"
        required
        value={personalCode}
        error={form.errors.personalCode}
        onChange={setPersonalCode}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t`Sign in with Smart-ID`}
      </button>
    </form>
  );
}

function MobileIdForm({ busy, onEid }: LoginMethodsProps) {
  const { t } = useLingui();
  const [values, setValues] = useState({ phone: '+372', personalCode: '' });
  const parsed = v.safeParse(mobileIdSchema, values);
  const form = useValidatedForm(parsed.issues ?? []);
  return (
    <form
      {...form.formProps(() =>
        onEid({
          method: 'mobile-id',
          personalCode: values.personalCode.trim(),
          phone: parsed.success ? parsed.output.phone : values.phone,
        }),
      )}
      className="auth__form"
    >
      <TextField
        id={fieldId('mobile-id', 'phone')}
        label={t`Mobile phone number`}
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        error={form.errors.phone}
        onChange={(phone) => setValues((old) => ({ ...old, phone }))}
      />
      <TextField
        id={fieldId('mobile-id', 'personalCode')}
        label={t`Personal identification code`}
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.personalCode}
        error={form.errors.personalCode}
        onChange={(personalCode) => setValues((old) => ({ ...old, personalCode }))}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t`Sign in with Mobile-ID`}
      </button>
    </form>
  );
}
