import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { accountTree } from '@/routes/account-routes';
import { checkoutRoute, checkoutStepRoute, maintenanceRoute } from '@/routes/checkout-routes';
import { blankLayoutRoute, defaultLayoutRoute, localeRoute, minimalLayoutRoute } from '@/routes/locale-route';
import { RootError, RootNotFound, rootRoute, type RouterContext } from '@/routes/root';
import { shopRoutes } from '@/routes/shop-routes';
import { kioskRoute } from '@/routes/kiosk-routes';
import { TallPending } from '@/routes/pending';

export const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    defaultLayoutRoute.addChildren([...shopRoutes, accountTree]),
    minimalLayoutRoute.addChildren([checkoutRoute, checkoutStepRoute]),
    blankLayoutRoute.addChildren([maintenanceRoute]),
    kioskRoute,
  ]),
]);

/** `history`: the server renders one address (a memory history); the browser uses its own. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read the TanStack Query cache; let it decide freshness (TanStack Router + Query guide).
    defaultPreloadStaleTime: 0,
    // (not on the server: its restoration is an inline script, which the CSP forbids; the browser's router does it)
    scrollRestoration: typeof document !== 'undefined',
    // A page whose data takes longer shows the layout with a pending box (on a first visit: instead of
    // nothing at all).
    defaultPendingMs: 300,
    defaultPendingComponent: TallPending,
    // Errors and 404s render inside the layout of the route that failed (header and footer stay).
    defaultErrorComponent: RootError,
    defaultNotFoundComponent: RootNotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
