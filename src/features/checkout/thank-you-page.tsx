// spec §2 /{locale}/thank-you: the order number from the placed-order message (localStorage
// `placedOrder`), consumed once (spec §4): a reload shows the generic thanks, not the number again.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { consumePlacedOrder, readPlacedOrder } from '@/features/checkout/checkout-analytics';
import { browserStorage } from '@/features/checkout/checkout-state';
import '@/features/checkout/checkout.css';

export function ThankYouPage({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  // read during the first render (pure), removed after it: StrictMode's double render reads it twice
  const [message] = useState(() => readPlacedOrder(browserStorage()));
  useEffect(() => consumePlacedOrder(browserStorage()), []);
  return (
    <div className="page container thank-you">
      <h1 className="page__title">{t`Thank you for your order`}</h1>
      {message ? (
        <>
          <p className="thank-you__number" data-testid="order-number">
            {t`Your order number is ${message.orderNumber}.`}
          </p>
          <p className="page__lead">
            {message.email
              ? t`We will send the order confirmation to ${message.email}.`
              : t`We will send the order confirmation by e-mail.`}
          </p>
        </>
      ) : (
        <p className="page__lead">{t`We will send the order confirmation by e-mail.`}</p>
      )}
      <a className="button button--primary" href={homeHref}>
        {t`Continue shopping`}
      </a>
    </div>
  );
}
