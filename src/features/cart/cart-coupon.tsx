// Coupon entry (spec §7 applyCouponToCart / removeCouponFromCart; spec §8 messages). One coupon at a time.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '@/commerce/online';
import { cartMessage } from '@/lib/cart-error-messages';
import { sendCart } from '@/features/cart/use-cart';

export function CartCoupon({
  applied,
  busy,
  error,
}: {
  applied: string | null;
  busy: boolean;
  error: string | null;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (trimmed) sendCart({ type: 'cart.couponApplied', code: trimmed });
  };
  const problem = error ? cartMessage(i18n, error) : null;
  return (
    <div className="cart-coupon">
      {applied ? (
        <p className="cart-coupon__applied">
          <span>{t`Promo code ${applied} is applied.`}</span>{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy || !online}
            onClick={() => sendCart({ type: 'cart.couponRemoved' })}
          >
            {t`Remove promo code`}
          </button>
        </p>
      ) : (
        <form className="cart-coupon__form" onSubmit={submit}>
          <label htmlFor={id}>{t`Promo code`}</label>
          <div className="cart-coupon__row">
            <input
              id={id}
              type="text"
              value={code}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="button" disabled={busy || !online || !code.trim()}>
              {t`Apply`}
            </button>
          </div>
        </form>
      )}
      {!online ? <p className="cart-coupon__note">{t`Promo codes need a connection.`}</p> : null}
      {problem ? (
        <p id={`${id}-error`} className="cart-coupon__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
