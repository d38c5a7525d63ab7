import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { readCartId } from '@/commerce/cart-id';
import { blankLayoutRoute, minimalLayoutRoute } from '@/routes/locale-route';
import { screenChunk } from '@/routes/screen-chunk';

export const checkoutSteps = ['personal-details', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (checkoutSteps as readonly string[]).includes(value);
}

const checkout = screenChunk(() => import('@/routes/screens/checkout-screens'));

export const checkoutRoute = createRoute({
  getParentRoute: () => minimalLayoutRoute,
  path: 'checkout',
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/${params.locale}/checkout/personal-details`, replace: true });
  },
});

// spec §4: the active step is personal-details, shipping or payment; unknown falls back to the first.
export const checkoutStepRoute = createRoute({
  getParentRoute: () => minimalLayoutRoute,
  path: 'checkout/$step',
  staticData: { title: msg`Checkout` },
  beforeLoad: ({ params }) => {
    if (!isCheckoutStep(params.step)) {
      throw redirect({ href: `/${params.locale}/checkout/personal-details`, replace: true });
    }
  },
  // the cart is fetched while the chunk loads; not awaited, so an offline visit still renders the form
  // (the checkout query module loads with the route, not with the app shell: home page JS budget)
  loader: ({ context }) => {
    const cartId = readCartId();
    if (cartId)
      void import('@/commerce/checkout').then(({ checkoutCartQueryOptions }) =>
        context.queryClient.prefetchQuery(checkoutCartQueryOptions(cartId)),
      );
  },
  component: lazyRouteComponent(checkout, 'CheckoutScreen'),
});

export const maintenanceRoute = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: 'maintenance',
  staticData: { title: msg`The website is under maintenance` },
  component: lazyRouteComponent(
    screenChunk(() => import('@/routes/screens/maintenance-screen')),
    'MaintenanceScreen',
  ),
});
