// A labelled input whose error is tied to it (aria-invalid + aria-describedby), so screen readers read
// the spec §5 message with the field. The id doubles as the focus target of "first invalid field".
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import '@/ui/form-field.css';

export function fieldId(form: string, name: string): string {
  return `${form}-${name.replace(/\./g, '-')}`;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  required = false,
  hint,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled multi-line text field with its error, like TextField. */
export function TextAreaField({
  id,
  label,
  value,
  error,
  onChange,
  required = false,
  rows = 4,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={rows}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Moves focus to the first field (in document order) that has an error; returns whether it did. */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  // (data-invalid: a part that is no input yet, e.g. a list still loading, that the refusal is about)
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!el) return false;
  el.focus();
  return true;
}

/** spec §5: password inputs have a show toggle (a real button, announced as pressed or not). */
export function PasswordField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field field--password">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="button button--ghost field__toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {t`Show password`}
      </button>
    </div>
  );
}
