// The checkout steps' forms: the shared validated-form behaviour (ui/use-validated-form.ts), labelled by
// the step heading.
import { useValidatedForm } from '@/ui/use-validated-form';
import type { FieldIssue } from '@/features/checkout/checkout-validation';

export function useStepForm(issues: FieldIssue[]) {
  const form = useValidatedForm(issues);
  const formProps = (onValid: () => void) => ({
    ...form.formProps(onValid),
    className: 'checkout-form',
    'aria-labelledby': 'checkout-step-heading',
  });
  return { errors: form.errors, formProps };
}
