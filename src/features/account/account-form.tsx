// The frame of a my-account form: its heading (which names the form), the back end's refusal (translated) and
// what was saved, said to screen readers as it happens.
import type { ComponentProps, ReactNode } from 'react';

export function AccountForm({
  name,
  title,
  error,
  saved,
  formProps,
  children,
}: {
  /** the form's id prefix; its heading is `${name}-heading` */
  name: string;
  title: string;
  error: string | null;
  /** what to say once it was saved, else null */
  saved: string | null;
  formProps: ComponentProps<'form'>;
  children: ReactNode;
}) {
  return (
    <form {...formProps} className="account-form" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{title}</h2>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      {/* always there, so that its text is announced when it comes */}
      <p role="status" className={saved ? undefined : 'visually-hidden'}>
        {saved}
      </p>
      {children}
    </form>
  );
}
