// Order summary and the place-order button. Placing needs the network (DESIGN.md): offline the button
// is disabled and says why, and it comes back by itself on reconnect. spec §5 minimum total 10 EUR
// excluding transport; spec §8 the server's first error message is shown.
import { useLingui } from '@lingui/react/macro';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { hasPendingItems } from '@/commerce/checkout-device';
import { useOnline } from '@/commerce/online';
import { meetsMinimumTotal, totalWithoutTransport } from '@/lib/cart-rules';
import { MIN_CART_TOTAL_MESSAGE } from '@/lib/cart-messages';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/locale';

export function OrderSummary({ cart, locale }: { cart: CheckoutCart; locale: Locale }) {
  const { t } = useLingui();
  const money = (cents: number) => formatMoney(cents, locale, cart.currency);
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="order-summary__title">{t`Order summary`}</h2>
      <ul className="order-summary__items">
        {cart.items.map((i) => (
          <li key={i.uid} data-pending={i.pending ? 'true' : undefined}>
            <span>
              {i.name} × {i.quantity}
              {i.pending ? (
                <span className="order-summary__pending">{t`Waiting for the connection`}</span>
              ) : null}
            </span>
            <span>{money(i.rowTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>{t`Products`}</dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
        {cart.discounts.map((d) => (
          <div key={d.label}>
            <dt>{d.label || t`Discount`}</dt>
            <dd>−{money(d.cents)}</dd>
          </div>
        ))}
        <div>
          <dt>{t`Transport`}</dt>
          <dd>{money(cart.transportCents)}</dd>
        </div>
        <div className="order-summary__grand">
          <dt>{t`Total`}</dt>
          <dd>{money(cart.grandTotalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

export type PlaceOrderBlock = 'offline' | 'minimum' | 'cartError' | 'pending' | null;

/** Why the order cannot be placed now (first reason wins), or null. */
export function placeOrderBlock(cart: CheckoutCart, online: boolean): PlaceOrderBlock {
  if (!meetsMinimumTotal(totalWithoutTransport(cart.grandTotalCents, cart.transportCents))) return 'minimum';
  if (cart.messages[0]?.type === 'error') return 'cartError';
  if (!online) return 'offline';
  // lines put in or taken out of the cart offline must reach the server first (the cart service sends them)
  if (hasPendingItems(cart)) return 'pending';
  return null;
}

export function PlaceOrder({
  cart,
  placing,
  error,
  form,
}: {
  cart: CheckoutCart;
  placing: boolean;
  error: string | null;
  /** the payment step's form, which this button submits */
  form: string;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const block = placeOrderBlock(cart, online);
  const reason =
    block === 'minimum'
      ? i18n._(MIN_CART_TOTAL_MESSAGE)
      : block === 'cartError'
        ? (cart.messages[0]?.text ?? '')
        : block === 'offline'
          ? t`Placing an order needs an internet connection. The button comes back when you are online.`
          : block === 'pending'
            ? t`The cart changes made without a connection are being sent. The button comes back when they have arrived.`
            : null;
  return (
    <div className="place-order">
      {error ? (
        <p className="place-order__error" role="alert">
          {error}
        </p>
      ) : null}
      <p id="place-order-reason" className="place-order__reason" role="status">
        {reason}
      </p>
      <button
        type="submit"
        form={form}
        className="button button--primary button--block"
        disabled={block !== null || placing}
        aria-describedby={reason ? 'place-order-reason' : undefined}
      >
        {placing ? t`Placing the order…` : t`Place order`}
      </button>
    </div>
  );
}
