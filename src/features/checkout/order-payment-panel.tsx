// Paying a placed order that waits for its payment (a failed or cancelled attempt, a payment page left
// unfinished, or one that could not be opened): the methods the order may still use, then the provider's
// page. The order, its lines and prices stay as they were; nothing is placed twice.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { OfflineError } from '@/commerce/client';
import { startOrderPayment, type OrderPayment } from '@/commerce/order-payment';
import { useOnline } from '@/commerce/online';

export function OrderPaymentPanel({
  payment,
  orderToken,
  returnPath,
}: {
  payment: OrderPayment;
  orderToken: string;
  /** this page, which the provider returns to */
  returnPath: string;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const methods = payment.available_payment_methods;
  const [method, setMethod] = useState(
    () => methods.find((m) => m.code === payment.payment_method?.code)?.code ?? methods[0]?.code ?? '',
  );
  const start = useMutation({
    mutationFn: () => startOrderPayment(orderToken, method, returnPath),
    onSuccess: (url) => window.location.assign(url),
  });
  if (!methods.length) return null;
  const busy = start.isPending || start.isSuccess;
  return (
    <form
      className="order-payment"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate();
      }}
    >
      <fieldset className="checkout-fieldset">
        <legend>{t`Payment method`}</legend>
        {methods.map((m) => (
          <div key={m.code} className="radio">
            <input
              type="radio"
              id={`order-payment-${m.code}`}
              name="order-payment-method"
              checked={method === m.code}
              onChange={() => setMethod(m.code)}
            />
            <label htmlFor={`order-payment-${m.code}`}>{m.title}</label>
          </div>
        ))}
      </fieldset>
      {start.isError ? (
        <p className="place-order__error" role="alert">
          {start.error instanceof OfflineError
            ? t`Paying needs an internet connection. Try again when you are online.`
            : t`The payment could not be started. Please try again.`}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy || !online}>
        {busy ? t`Opening the payment page…` : t`Pay`}
      </button>
    </form>
  );
}
