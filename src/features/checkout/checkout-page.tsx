// The checkout (spec §2 /{locale}/checkout/{step}): the machine owns the steps and what was typed;
// the URL follows the machine, and a step typed into the URL that may not be shown yet falls back.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { checkoutCartQueryKey, checkoutCartQueryOptions } from '@/commerce/checkout';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { hasPendingItems, withDeviceLines } from '@/commerce/checkout-device';
import { clearCartId } from '@/commerce/cart-id';
import { useOnline } from '@/commerce/online';
import { pushConsentUpdate, pushDataLayer } from '@/lib/data-layer';
import { consent } from '@/lib/consent';
import { announceCartOrdered } from '@/lib/cart-intents';
import { MIN_CART_TOTAL_MESSAGE } from '@/lib/cart-messages';
import { orderMessage } from '@/lib/order-messages';
import { meetsMinimumTotal, missingForMinimum, totalWithoutTransport } from '@/lib/cart-rules';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/locale';
import { commerceActors, paymentReturnPath } from '@/features/checkout/checkout-actors';
import { beginCheckoutEvent, purchaseEvent, storePlacedOrder } from '@/features/checkout/checkout-analytics';
import { browserStorage, checkoutSteps, type CheckoutStep } from '@/features/checkout/checkout-state';
import { checkoutMachine } from '@/features/checkout/checkout.machine';
import { OrderSummary, PlaceOrder } from '@/features/checkout/order-summary';
import { PAYMENT_FORM_ID, PaymentStep } from '@/features/checkout/payment-step';
import { PersonalDetailsStep } from '@/features/checkout/personal-details-step';
import { ShippingStep } from '@/features/checkout/shipping-step';
import { StepNav } from '@/features/checkout/step-nav';
import { useSignedInPrefill } from '@/features/checkout/use-signed-in-prefill';
import { useDeviceCart } from '@/features/checkout/use-device-cart';
import { companyCreditHint, WorkerOrderNotice } from '@/features/checkout/company-checkout-notes';
import '@/features/checkout/checkout.css';

export interface CheckoutPageProps {
  cartId: string;
  step: string;
  locale: Locale;
  /** Shows a step in the URL (replace when the machine corrected the address). */
  onStep: (step: CheckoutStep, replace: boolean) => void;
  /** The order exists: go to this thank-you page address (with the order's token when it waits for its payment). */
  onPlaced: (href: string) => void;
  /** The thank-you page's path; an online payment returns there. */
  thankYouPath: string;
  homeHref: string;
}

const liveCheckoutMachine = checkoutMachine.provide({ actors: commerceActors });

/**
 * The cart the checkout shows: the server's, with the lines this device put in the cart and has not sent
 * yet (offline), as the cart sidebar shows them (issue 17 item 5).
 */
function useCheckoutCart(cartId: string) {
  const query = useQuery({ ...checkoutCartQueryOptions(cartId), enabled: cartId !== '' });
  const device = useDeviceCart(cartId || null);
  const cart = useMemo(() => withDeviceLines(query.data ?? null, device.cart), [query.data, device.cart]);
  // the cart service changed the cart (the outbox reached the server): the checkout's view follows
  const queryClient = useQueryClient();
  const seen = useRef(device.cart);
  useEffect(() => {
    if (seen.current === device.cart) return;
    const before = seen.current;
    seen.current = device.cart;
    if (cartId && before) void queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey(cartId) });
  }, [device.cart, cartId, queryClient]);
  const settled = device.read && (cartId === '' || !query.isPending || query.isError);
  return { cart, settled, failed: query.isError };
}

export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useLingui();
  const online = useOnline();
  const { cart, settled, failed } = useCheckoutCart(props.cartId);
  if (cart && cart.items.length > 0) return <CheckoutSteps {...props} initialCart={cart} />;
  const answered = settled || !!cart;
  return (
    <div className="page container checkout">
      <h1 className="page__title">{t`Checkout`}</h1>
      <p className="page__lead" role="status">
        {answered
          ? failed && !online
            ? t`The checkout opens when you are back online.`
            : t`Your cart is empty.`
          : t`Loading…`}
      </p>
      {answered ? (
        <a className="button button--secondary" href={props.homeHref}>
          {t`Continue shopping`}
        </a>
      ) : null}
    </div>
  );
}

function CheckoutSteps({
  cartId,
  step,
  locale,
  onStep,
  onPlaced,
  thankYouPath,
  homeHref,
  initialCart,
}: CheckoutPageProps & { initialCart: CheckoutCart }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const cart = useCheckoutCart(cartId).cart ?? initialCart;
  const [snapshot, send] = useMachine(liveCheckoutMachine, {
    input: { cartId, storage: browserStorage(), step, returnPath: thankYouPath },
  });
  const { data, error } = snapshot.context;
  const busy = snapshot.matches('saving') || snapshot.matches('placing');
  const saved = useSignedInPrefill(data, send);

  // the order exists: placed-order message, spec §7 purchase, a fresh cart next time; then the provider's
  // payment page when it is paid online, else the thank-you page (which offers paying if that did not start)
  const { order, paymentUrl } = snapshot.context;
  const placed = snapshot.status === 'done';
  const coupon = cart.coupon;
  useEffect(() => {
    if (!placed || !order) return;
    storePlacedOrder(browserStorage(), order);
    pushDataLayer(purchaseEvent(order, coupon));
    clearCartId();
    announceCartOrdered();
    if (paymentUrl) window.location.assign(paymentUrl);
    else onPlaced(order.awaitsPayment ? paymentReturnPath(thankYouPath, order.token) : thankYouPath);
  }, [placed]); // eslint-disable-line react-hooks/exhaustive-deps -- once per order

  // spec §7 the consent (ads) event and begin_checkout, once per visit to the checkout
  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    pushConsentUpdate(consent.get() ?? { analytics: false, marketing: false });
    pushDataLayer(beginCheckoutEvent(cart));
  }, [cart]);

  // the URL asks for a step; the machine answers with the step that may be shown
  useEffect(() => {
    send({ type: 'checkout.goTo', step });
  }, [send, step]);
  const machineStep = data.step;
  // Follow the machine only when ITS step changed (a saved step moves on, a refused one corrects);
  // a URL change (Back) reaches the machine through goTo above.
  const lastStep = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    if (lastStep.current === machineStep) return;
    lastStep.current = machineStep;
    if (machineStep !== step) {
      onStep(machineStep, checkoutSteps.indexOf(machineStep) < checkoutSteps.indexOf(step as CheckoutStep));
    }
  }, [machineStep, step, onStep]);

  // the machine knows the cart too (a cart with nothing to deliver skips the delivery)
  useEffect(() => {
    if (cart !== snapshot.context.cart) send({ type: 'checkout.cartLoaded', cart });
  }, [cart]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a new cart comes

  // Issue 17: when the step changes (saved, or chosen in the step indicator) focus goes to the new
  // step's heading, so keyboard and screen reader users start there and not on the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(machineStep);
  useEffect(() => {
    if (shownStep.current === machineStep) return;
    shownStep.current = machineStep;
    heading.current?.focus();
  }, [machineStep]);

  // a saved step returns the cart: keep the query cache (and the summary) in step with it
  // (the server's cart only: lines not sent yet are the device's, added again from the outbox)
  useEffect(() => {
    const saved = snapshot.context.cart;
    if (saved && cartId && !hasPendingItems(saved))
      queryClient.setQueryData(checkoutCartQueryKey(cartId), saved);
  }, [snapshot.context.cart, queryClient, cartId]);

  // a refused order (stock sold meanwhile, spec §8) reloads the cart so its messages show
  useEffect(() => {
    if (error && cartId) void queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey(cartId) });
  }, [error, queryClient, cartId]);

  // spec §4: when the cart becomes empty, reset checkout storage
  const empty = cart.items.length === 0;
  useEffect(() => {
    if (empty) send({ type: 'checkout.cartEmptied' });
  }, [empty, send]);

  const headings: Record<CheckoutStep, string> = {
    'personal-details': t`Personal details`,
    shipping: t`Shipping`,
    payment: t`Payment`,
  };
  // spec §5: below 10 EUR (transport excluded) the shopper is stopped from step 1 on, told how much is missing
  const base = totalWithoutTransport(cart.grandTotalCents, cart.transportCents);
  const belowMinimum = !meetsMinimumTotal(base);
  const missingText = formatMoney(missingForMinimum(base), locale, cart.currency);
  const submitStep = () => {
    if (!belowMinimum) send({ type: 'checkout.submit' });
  };
  const setCart = (next: CheckoutCart) => {
    send({ type: 'checkout.cartLoaded', cart: next });
  };

  return (
    <div className="page container checkout">
      <h1 className="page__title">{t`Checkout`}</h1>
      <StepNav data={data} current={machineStep} labels={headings} onGo={(s) => onStep(s, false)} />
      <div className="checkout__layout">
        <div className="checkout__main">
          <h2 id="checkout-step-heading" ref={heading} className="checkout__step-title" tabIndex={-1}>
            {headings[machineStep]}
          </h2>
          {belowMinimum ? (
            <p className="place-order__error" role="alert" data-testid="checkout-minimum">
              {i18n._(MIN_CART_TOTAL_MESSAGE)} {t`Add products for ${missingText} more.`}{' '}
              <a href={homeHref}>{t`Continue shopping`}</a>
            </p>
          ) : null}
          {error && !snapshot.matches('placing') && machineStep !== 'payment' ? (
            <p className="place-order__error" role="alert">
              {orderMessage(i18n, error)}
            </p>
          ) : null}
          {machineStep === 'personal-details' ? (
            <PersonalDetailsStep
              data={data}
              busy={busy}
              onChange={(values) => send({ type: 'checkout.personalDetailsChanged', values })}
              onSubmit={submitStep}
            />
          ) : null}
          {machineStep === 'shipping' ? (
            <ShippingStep
              data={data}
              cart={cart}
              busy={busy}
              locale={locale}
              saved={saved}
              onChange={(values) => send({ type: 'checkout.shippingChanged', values })}
              onCart={setCart}
              onSubmit={submitStep}
            />
          ) : null}
          {machineStep === 'payment' ? (
            <PaymentStep
              data={data}
              cart={cart}
              onChange={(values) => send({ type: 'checkout.paymentChanged', values })}
              onSubmit={() => send({ type: 'checkout.placeOrder' })}
              notice={<WorkerOrderNotice />}
              methodHint={companyCreditHint}
            />
          ) : null}
        </div>
        <aside className="checkout__aside" aria-label={t`Order`}>
          <OrderSummary cart={cart} locale={locale} />
          {machineStep === 'payment' ? (
            <PlaceOrder
              cart={cart}
              placing={snapshot.matches('placing') || snapshot.matches('placed')}
              error={error && orderMessage(i18n, error)}
              form={PAYMENT_FORM_ID}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
