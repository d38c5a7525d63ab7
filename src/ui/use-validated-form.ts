// One way every form shows the spec §5 messages: errors appear after the first submit attempt and then
// follow what is typed; a refused submit moves focus to the first invalid field (WCAG 3.3.1); the
// browser's own validation bubbles never show (they would be in the browser's language).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fieldErrors, type IssueLike } from '@/lib/validation-messages';
import { focusFirstInvalid } from '@/ui/form-field';

type Issue = IssueLike & { path?: readonly { key: unknown }[] };

export function useValidatedForm(issues: readonly Issue[]) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(formRef.current);
  }, [attempt]);
  const errors = shown ? fieldErrors(issues, i18n) : {};
  /** true when the form may be sent; otherwise shows the errors and focuses the first. */
  const validate = (): boolean => {
    setShown(true);
    if (issues.length === 0) return true;
    setAttempt((a) => a + 1);
    return false;
  };
  /** Forgets the shown errors (after a successful send, the emptied form is not "wrong"). */
  const reset = () => setShown(false);
  const formProps = (onValid: () => void) => ({
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (validate()) onValid();
    },
  });
  return { errors, formProps, validate, reset, formRef };
}
