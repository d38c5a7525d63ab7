// A labelled input whose error is tied to it (aria-invalid + aria-describedby), so screen readers read
// the spec §5 message with the field. The id doubles as the focus target of "first invalid field".
import type { InputHTMLAttributes, ReactNode } from 'react';
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
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!el) return false;
  el.focus();
  return true;
}
