// Step 3 (spec §3 payment): billing same as shipping or a company invoice (registry code, VAT, company
// name), and a payment method from the server (instalments only from 100 EUR, decided there). The form has
// no save button of its own: "Place order" submits it (PAYMENT_FORM_ID), saving the choice and placing.
import { useLingui } from '@lingui/react/macro';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { FieldError, TextField, fieldId } from '@/ui/form-field';
import { paymentIssues } from '@/features/checkout/checkout-validation';
import type { CheckoutData, PaymentForm } from '@/features/checkout/checkout-state';
import { useStepForm } from '@/features/checkout/use-step-form';
import type { ReactNode } from 'react';

export const PAYMENT_FORM_ID = 'checkout-payment-form';

export function PaymentStep({
  data,
  cart,
  onChange,
  onSubmit,
  notice,
  methodHint,
}: {
  data: CheckoutData;
  cart: CheckoutCart;
  /** shown above the form (a company Worker's role, company-checkout-notes.tsx) */
  notice?: ReactNode;
  /** a line under a payment method (the company credit left), tied to the radio by `id` */
  methodHint?: (code: string, id: string) => ReactNode;
  onChange: (values: Partial<PaymentForm>) => void;
  /** the form is valid: save the payment choice and place the order */
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const { errors, formProps } = useStepForm(paymentIssues(data, cart));
  const p = data.payment;
  const id = (name: string) => fieldId('payment', name);
  const methodsId = id('paymentMethod');
  return (
    <form {...formProps(onSubmit)} id={PAYMENT_FORM_ID}>
      {notice}
      <fieldset className="checkout-fieldset">
        <legend>{t`Billing`}</legend>
        <div className="radio">
          <input
            type="radio"
            id={id('billing-same')}
            name={id('billing')}
            checked={!p.isCompanyInvoice}
            onChange={() => onChange({ isCompanyInvoice: false })}
          />
          <label htmlFor={id('billing-same')}>{t`Billing address is the same as the delivery address`}</label>
        </div>
        <div className="radio">
          <input
            type="radio"
            id={id('billing-company')}
            name={id('billing')}
            checked={p.isCompanyInvoice}
            onChange={() => onChange({ isCompanyInvoice: true })}
          />
          <label htmlFor={id('billing-company')}>{t`Invoice to a company`}</label>
        </div>
      </fieldset>
      {p.isCompanyInvoice ? (
        <fieldset className="checkout-fieldset">
          <legend>{t`Company`}</legend>
          <TextField
            id={id('companyName')}
            label={t`Company name`}
            autoComplete="organization"
            required
            value={p.companyName}
            error={errors.companyName}
            onChange={(companyName) => onChange({ companyName })}
          />
          <TextField
            id={id('registerCode')}
            label={t`Registry code`}
            inputMode="numeric"
            required
            value={p.registerCode}
            error={errors.registerCode}
            onChange={(registerCode) => onChange({ registerCode })}
          />
          <TextField
            id={id('taxVat')}
            label={t`VAT number (optional)`}
            hint={t`For example EE100247019`}
            value={p.taxVat}
            error={errors.taxVat}
            onChange={(taxVat) => onChange({ taxVat })}
          />
        </fieldset>
      ) : null}
      <fieldset
        id={methodsId}
        className="checkout-fieldset"
        tabIndex={-1}
        aria-invalid={errors.paymentMethod ? true : undefined}
        aria-describedby={errors.paymentMethod ? `${methodsId}-error` : undefined}
      >
        <legend>{t`Payment method`}</legend>
        {cart.paymentMethods.map((m) => {
          const hintId = `${methodsId}-${m.code}-hint`;
          const hint = methodHint?.(m.code, hintId);
          return (
            <div key={m.code} className="radio">
              <input
                type="radio"
                id={`${methodsId}-${m.code}`}
                name={methodsId}
                checked={p.paymentMethod === m.code}
                onChange={() => onChange({ paymentMethod: m.code })}
                aria-describedby={hint ? hintId : undefined}
              />
              <label htmlFor={`${methodsId}-${m.code}`}>{m.title}</label>
              {hint}
            </div>
          );
        })}
        <FieldError id={methodsId} error={errors.paymentMethod} />
      </fieldset>
    </form>
  );
}
