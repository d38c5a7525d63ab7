import { createRouter } from '@tanstack/react-router';
import { accountTree } from '@/routes/account-routes';
import { checkoutRoute, checkoutStepRoute, maintenanceRoute } from '@/routes/checkout-routes';
import { blankLayoutRoute, defaultLayoutRoute, localeRoute, minimalLayoutRoute } from '@/routes/locale-route';
import { RootError, RootNotFound, rootRoute, type RouterContext } from '@/routes/root';
import { shopRoutes } from '@/routes/shop-routes';

export const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    defaultLayoutRoute.addChildren([...shopRoutes, accountTree]),
    minimalLayoutRoute.addChildren([checkoutRoute, checkoutStepRoute]),
    blankLayoutRoute.addChildren([maintenanceRoute]),
  ]),
]);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read the TanStack Query cache; let it decide freshness (TanStack Router + Query guide).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingMs: 300,
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
