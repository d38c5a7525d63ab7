// Checkout and thank-you screens (spec §2): thin wrappers that give the checkout feature its cart id,
// step and navigation.
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { readCartId } from '@/commerce/cart-id';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import type { CheckoutStep } from '@/features/checkout/checkout-state';
import { ThankYouPage } from '@/features/checkout/thank-you-page';
import { useLocale } from '@/routes/use-locale';

export function CheckoutScreen() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { step } = useParams({ strict: false }) as { step?: string };
  // the cart may be created while the checkout is open (changes made offline reach the server)
  const queryClient = useQueryClient();
  const cartId = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => readCartId() ?? '',
    () => '',
  );
  const onStep = useCallback(
    (next: CheckoutStep, replace: boolean) => {
      void navigate({ href: `/${locale}/checkout/${next}`, replace });
    },
    [navigate, locale],
  );
  const onPlaced = useCallback((href: string) => void navigate({ href }), [navigate]);
  return (
    <CheckoutPage
      key={cartId}
      cartId={cartId}
      step={step ?? 'personal-details'}
      locale={locale}
      onStep={onStep}
      onPlaced={onPlaced}
      thankYouPath={`/${locale}/thank-you`}
      homeHref={`/${locale}`}
    />
  );
}

export function ThankYouScreen() {
  const locale = useLocale();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { order?: string; payment_token?: string };
  const path = `/${locale}/thank-you`;
  const order = search.order;
  const onPaymentRecorded = useCallback(() => {
    if (order) void navigate({ href: `${path}?order=${encodeURIComponent(order)}`, replace: true });
  }, [navigate, path, order]);
  return (
    <ThankYouPage
      homeHref={`/${locale}`}
      path={path}
      orderToken={order}
      paymentToken={search.payment_token}
      onPaymentRecorded={onPaymentRecorded}
    />
  );
}
