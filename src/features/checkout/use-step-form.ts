// Errors appear after the first submit attempt and then follow what is typed; on a refused submit the
// focus moves to the first invalid field (spec §5 messages, WCAG 3.3.1).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fieldErrors } from '@/lib/validation-messages';
import { focusFirstInvalid } from '@/ui/form-field';
import type { FieldIssue } from '@/features/checkout/checkout-validation';

export function useStepForm(issues: FieldIssue[]) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(formRef.current);
  }, [attempt]);
  const errors = shown ? fieldErrors(issues, i18n) : {};
  /** true when the step may be sent; otherwise shows the errors and focuses the first. */
  const validate = (): boolean => {
    setShown(true);
    if (issues.length === 0) return true;
    setAttempt((a) => a + 1);
    return false;
  };
  /**
   * The step's <form> attributes: no browser validation (the spec §5 messages are ours), labelled by
   * the step heading, and `onValid` only when the step may be sent.
   */
  const formProps = (onValid: () => void) => ({
    ref: formRef,
    noValidate: true,
    className: 'checkout-form',
    'aria-labelledby': 'checkout-step-heading',
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (validate()) onValid();
    },
  });
  return { errors, formProps };
}
