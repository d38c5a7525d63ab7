// spec §2 /{locale}/thank-you: the order number from the placed-order message (localStorage
// `placedOrder`), consumed once (spec §4): a reload shows the generic thanks, not the number again.
// An order paid online comes back here from the payment provider (?order=<token>&payment_token=…): the
// provider's signed answer is recorded, then the page follows the order's payment state — paid: the thanks;
// failed, cancelled or unfinished: the order is kept and can be paid again.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  confirmOrderPayment,
  orderPaymentQueryKey,
  orderPaymentQueryOptions,
} from '@/commerce/order-payment';
import { consumePlacedOrder, readPlacedOrder } from '@/features/checkout/checkout-analytics';
import { browserStorage } from '@/features/checkout/checkout-state';
import { paymentReturnPath } from '@/features/checkout/checkout-actors';
import { OrderPaymentPanel } from '@/features/checkout/order-payment-panel';
import '@/features/checkout/checkout.css';

export interface ThankYouPageProps {
  homeHref: string;
  /** this page's path (the payment provider returns to it) */
  path: string;
  /** the order's lookup token when it was paid online */
  orderToken?: string;
  /** the provider's signed answer on the return address */
  paymentToken?: string;
  /** the answer was recorded: drop it from the address (a reload must not send it again) */
  onPaymentRecorded: () => void;
}

export function ThankYouPage(props: ThankYouPageProps) {
  // read during the first render (pure), removed after it: StrictMode's double render reads it twice
  const [message] = useState(() => readPlacedOrder(browserStorage()));
  useEffect(() => consumePlacedOrder(browserStorage()), []);
  if (props.orderToken) return <PaidOnline {...props} orderToken={props.orderToken} />;
  return (
    <Thanks homeHref={props.homeHref} number={message?.orderNumber ?? null} email={message?.email ?? null} />
  );
}

function Thanks({
  homeHref,
  number,
  email,
}: {
  homeHref: string;
  number: string | null;
  email: string | null;
}) {
  const { t } = useLingui();
  return (
    <div className="page container thank-you">
      <h1 className="page__title">{t`Thank you for your order`}</h1>
      {number ? (
        <p className="thank-you__number" data-testid="order-number">
          {t`Your order number is ${number}.`}
        </p>
      ) : null}
      <p className="page__lead">
        {email
          ? t`We will send the order confirmation to ${email}.`
          : t`We will send the order confirmation by e-mail.`}
      </p>
      <a className="button button--primary" href={homeHref}>
        {t`Continue shopping`}
      </a>
    </div>
  );
}

function PaidOnline({
  homeHref,
  path,
  orderToken,
  paymentToken,
  onPaymentRecorded,
}: ThankYouPageProps & { orderToken: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (token: string) => confirmOrderPayment(orderToken, token),
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(orderPaymentQueryKey(orderToken), state);
      onPaymentRecorded();
    },
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!paymentToken || sent.current) return;
    sent.current = true;
    confirm.mutate(paymentToken);
  }, [paymentToken, confirm]);
  const query = useQuery({
    ...orderPaymentQueryOptions(orderToken),
    enabled: !paymentToken || !confirm.isPending,
  });
  const payment = query.data;

  if (!payment) {
    return (
      <div className="page container thank-you">
        <h1 className="page__title">{t`Your order`}</h1>
        {query.isError && !query.isFetching ? (
          <>
            <p className="page__lead" role="alert">
              {t`The payment state of the order could not be loaded.`}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              {t`Try again`}
            </button>
          </>
        ) : (
          <p className="page__lead" role="status">
            {t`Checking the payment…`}
          </p>
        )}
      </div>
    );
  }
  const number = payment.order_number;
  if (payment.status === 'PAID' || payment.status === 'NOT_REQUIRED')
    return <Thanks homeHref={homeHref} number={number} email={payment.email ?? null} />;
  return (
    <div className="page container thank-you">
      <h1 className="page__title">
        {payment.status === 'FAILED'
          ? t`The payment did not go through`
          : payment.status === 'CANCELLED'
            ? t`The payment was cancelled`
            : t`Waiting for the payment`}
      </h1>
      <p className="thank-you__number" data-testid="order-number" role="status">
        {payment.status === 'PENDING'
          ? t`Your order ${number} is saved. This page shows the payment as soon as the bank confirms it; if you left the payment page without paying, pay here.`
          : t`Your order ${number} is saved and waits for its payment. Choose how to pay and try again.`}
      </p>
      <OrderPaymentPanel
        payment={payment}
        orderToken={orderToken}
        returnPath={paymentReturnPath(path, orderToken)}
      />
    </div>
  );
}
