// A bound tablet's guard (issue 13 item 2), on every page while the device is a kiosk: the idle timer
// with its visible countdown (any touch, key or scroll cancels it), the wipe at once after a placed order
// or when the cart went to a phone, then a reload of the kiosk home so nothing in memory survives. An order
// whose online payment failed or was cancelled is not reset: its thank-you page lets the shopper pay again.
import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { wipeKioskSession } from '@/commerce/kiosk-wipe';
import { orderPaymentQueryOptions } from '@/commerce/order-payment';
import { onCartOrdered } from '@/lib/cart-intents';
import { KIOSK_COUNTDOWN_SECONDS, kioskThankYouOutcome, type KioskBinding } from '@/lib/kiosk';
import type { Locale } from '@/lib/locale';
import { idleMachine } from '@/features/kiosk/idle.machine';
import { onKioskResetRequest } from '@/features/kiosk/kiosk-reset';
import '@/features/kiosk/kiosk.css';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

export function KioskGuard({
  binding,
  locale,
  pathname,
  orderToken,
  queryClient,
}: {
  binding: KioskBinding;
  locale: Locale;
  pathname: string;
  /** The thank-you page's ?order= (an order paid online), else null. */
  orderToken: string | null;
  queryClient: QueryClient;
}) {
  const { t } = useLingui();
  const machine = useMemo(
    () => idleMachine.provide({ actors: { wipe: fromPromise(() => wipeKioskSession(queryClient)) } }),
    [queryClient],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { idleMs: binding.idleSeconds * 1000, countdownSeconds: KIOSK_COUNTDOWN_SECONDS },
  });

  useEffect(() => {
    const touched = () => send({ type: 'kiosk.touched' });
    for (const type of ACTIVITY) document.addEventListener(type, touched, { capture: true, passive: true });
    const stopOrdered = onCartOrdered(() => send({ type: 'kiosk.ordered' }));
    const stopReset = onKioskResetRequest(() => send({ type: 'kiosk.resetNow' }));
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, touched, { capture: true });
      stopOrdered();
      stopReset();
    };
  }, [send]);

  // An order paid online comes back from the payment provider with a full page load: the thank-you page
  // itself says an order was placed (the order event of the page that placed it is gone with that page).
  // Paid: the reset at once. Failed, cancelled or unfinished: the order is paid again from that page, so
  // no reset (the same query as the page's, one request). The reset's wipe drops that query: while it is
  // loaded again the state is unknown and nothing is sent.
  const thankYou = pathname.replace(/\/+$/, '') === `/${locale}/thank-you`;
  const payment = useQuery({
    ...orderPaymentQueryOptions(orderToken ?? ''),
    enabled: thankYou && orderToken !== null,
  });
  const outcome = thankYou ? kioskThankYouOutcome(orderToken, payment.data?.status) : null;
  useEffect(() => {
    if (outcome === 'ordered') send({ type: 'kiosk.ordered' });
    else if (outcome === 'paymentOpen') send({ type: 'kiosk.paymentOpen' });
  }, [outcome, send]);

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) location.replace(`/${locale}/kiosk`);
  }, [done, locale]);

  const seconds = snapshot.context.remaining;
  if (snapshot.matches('countdown')) {
    return (
      <div
        className="kiosk-countdown"
        role="alertdialog"
        aria-modal="false"
        aria-labelledby="kiosk-countdown-title"
      >
        <p id="kiosk-countdown-title" className="kiosk-countdown__title">
          {t`Are you still there?`}
        </p>
        <p className="kiosk-countdown__text" aria-live="polite" data-testid="kiosk-countdown">
          <Plural
            value={seconds}
            one="This screen starts over in # second. Touch anywhere to continue."
            other="This screen starts over in # seconds. Touch anywhere to continue."
          />
        </p>
        <button type="button" className="kiosk-button" onClick={() => send({ type: 'kiosk.touched' })}>
          {t`Continue`}
        </button>
      </div>
    );
  }
  if (snapshot.matches('afterOrder')) {
    return (
      <div className="kiosk-countdown kiosk-countdown--order" role="status">
        <p className="kiosk-countdown__text" data-testid="kiosk-order-reset">
          <Plural
            value={seconds}
            one="Your details have been removed from this tablet. It starts over in # second."
            other="Your details have been removed from this tablet. It starts over in # seconds."
          />
        </p>
        <button type="button" className="kiosk-button" onClick={() => send({ type: 'kiosk.resetNow' })}>
          {t`Start over now`}
        </button>
      </div>
    );
  }
  return null;
}
