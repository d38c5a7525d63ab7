// The cart sidebar (issue 5 item 6): lines, coupon, totals and discounts, the minimum-total notice and
// "Go to checkout", refused with the reason while the cart has an error message (spec §5).
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { cartErrorMessage, type Cart } from '@/commerce/cart-model';
import { MIN_CART_TOTAL_MESSAGE } from '@/lib/cart-messages';
import { meetsMinimumTotal, missingForMinimum, totalWithoutTransport } from '@/lib/cart-rules';
import type { Locale } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { overlays } from '@/lib/overlays';
import { CartCoupon } from '@/features/cart/cart-coupon';
import { CartPriceQuote } from '@/features/cart/cart-price-quote';
import { CartLineItem } from '@/features/cart/cart-line';
import { cartMessage } from '@/lib/cart-error-messages';
import { sendCart, useCartState, wantCartService } from '@/features/cart/use-cart';
import '@/features/cart/cart.css';

function Totals({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useLingui();
  const money = (cents: number) => formatMoney(cents, locale, cart.currency);
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t`Subtotal`}</dt>
        <dd>{money(cart.subtotalCents)}</dd>
      </div>
      {cart.discounts.map((d, i) => (
        <div key={i} className="cart-totals__discount">
          <dt>{d.label || t`Discount`}</dt>
          <dd>−{money(Math.abs(d.cents))}</dd>
        </div>
      ))}
      {cart.transportCents > 0 ? (
        <div>
          <dt>{t`Delivery`}</dt>
          <dd>{money(cart.transportCents)}</dd>
        </div>
      ) : null}
      <div className="cart-totals__grand">
        <dt>{t`Total`}</dt>
        <dd data-testid="cart-grand-total">{money(cart.grandTotalCents)}</dd>
      </div>
    </dl>
  );
}

export function CartSidebar({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const state = useCartState();
  useEffect(wantCartService, []); // an empty cart is known for sure only once the service has looked
  const [refused, setRefused] = useState<string | null>(null);
  const cart = state?.cart ?? null;
  const loading = state?.loading;
  const busy = !!loading && (loading.update || loading.remove || loading.add);
  const close = () => overlays.close();

  if (!cart || cart.lines.length === 0) {
    return (
      <div className="cart-sidebar cart-sidebar--empty">
        {loading?.load || loading?.add ? (
          <p role="status">{t`Loading the cart…`}</p>
        ) : (
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
        )}
        <button type="button" className="button button--primary" onClick={close}>
          <Trans>Continue shopping</Trans>
        </button>
      </div>
    );
  }

  const errorText = cartErrorMessage(cart);
  const base = totalWithoutTransport(cart.grandTotalCents, cart.transportCents);
  const missing = missingForMinimum(base);
  const belowMinimum = !meetsMinimumTotal(base);
  const operationError = state?.errors.add ?? state?.errors.update ?? state?.errors.remove ?? null;
  const count = cart.totalQuantity;
  const missingText = formatMoney(missing, locale, cart.currency);

  const goToCheckout = () => {
    // spec §5: checkout is refused while the cart has an error message
    if (errorText) {
      setRefused(cartMessage(i18n, errorText));
      return;
    }
    setRefused(null);
    close();
    void router.navigate({ href: `/${locale}/checkout` });
  };

  return (
    <div className="cart-sidebar" aria-busy={busy || undefined}>
      <p className="cart-sidebar__count" role="status">
        <Plural value={count} one="# product in the cart" other="# products in the cart" />
      </p>
      {errorText ? (
        <p className="cart-sidebar__error" role="alert">
          {cartMessage(i18n, errorText)}
        </p>
      ) : null}
      {operationError ? (
        <div className="cart-sidebar__error cart-sidebar__error--dismissable" role="alert">
          <p>{cartMessage(i18n, operationError)}</p>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Close the message`}
            onClick={() => sendCart({ type: 'cart.errorDismissed' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      <ul className="cart-sidebar__lines" aria-label={t`Products in the cart`}>
        {cart.lines.map((line) => (
          // two gift cards of one amount differ only by their recipient
          <CartLineItem
            key={[line.key, ...line.options.map((o) => o.value)].join('|')}
            line={line}
            locale={locale}
            busy={busy}
          />
        ))}
      </ul>
      <CartCoupon applied={cart.coupon} busy={!!loading?.coupon} error={state?.errors.coupon ?? null} />
      <Totals cart={cart} locale={locale} />
      {belowMinimum ? (
        <p id="cart-minimum" className="cart-sidebar__notice">
          {i18n._(MIN_CART_TOTAL_MESSAGE)} {t`Add products for ${missingText} more.`}
        </p>
      ) : null}
      <div className="cart-sidebar__actions">
        {/* spec §5 / issue 17: below the minimum the shopper is stopped here, told how much is missing */}
        <button
          type="button"
          className="button button--primary"
          disabled={belowMinimum}
          aria-describedby={belowMinimum ? 'cart-minimum' : undefined}
          onClick={goToCheckout}
        >
          {t`Go to checkout`}
        </button>
        <button type="button" className="button" onClick={close}>
          {t`Continue shopping`}
        </button>
      </div>
      {refused ? (
        <p className="cart-sidebar__error" role="alert">
          {t`The cart cannot go to checkout: ${refused}`}
        </p>
      ) : null}
      <CartPriceQuote cartId={cart.id} totalCents={base} />
    </div>
  );
}
