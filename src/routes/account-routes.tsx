import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defaultLayoutRoute } from '@/routes/locale-route';
import { isSignedIn } from '@/lib/session';
import { screenChunk } from '@/routes/screen-chunk';

const account = screenChunk(() => import('@/routes/screens/account-screens'));

// spec §2 route guard is-authenticated: without the customer cookie, back to the locale home.
export const accountRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'my-account',
  staticData: { title: msg`My account` },
  beforeLoad: ({ params }) => {
    if (!isSignedIn()) throw redirect({ to: '/$locale', params: { locale: params.locale }, replace: true });
  },
  component: lazyRouteComponent(account, 'AccountLayoutScreen'),
});

const child = () => accountRoute;

export const accountIndexRoute = createRoute({
  getParentRoute: child,
  path: '/',
  staticData: { title: msg`My account` },
  component: lazyRouteComponent(account, 'AccountOverviewScreen'),
});

export const ordersRoute = createRoute({
  getParentRoute: child,
  path: 'my-orders',
  staticData: { title: msg`My orders` },
  // the history's page: a positive number, 1 left out
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const page = Number(raw.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  component: lazyRouteComponent(account, 'OrdersScreen'),
});

export const orderRoute = createRoute({
  getParentRoute: child,
  path: 'my-orders/$number',
  staticData: { title: msg`Order` },
  component: lazyRouteComponent(account, 'OrderScreen'),
});

export const companyRoute = createRoute({
  getParentRoute: child,
  path: 'company-information',
  staticData: { title: msg`Company information` },
  component: lazyRouteComponent(account, 'CompanyInformationScreen'),
});

export const contactsRoute = createRoute({
  getParentRoute: child,
  path: 'my-contacts',
  staticData: { title: msg`My contact details` },
  component: lazyRouteComponent(account, 'ContactsScreen'),
});

export const privacyRoute = createRoute({
  getParentRoute: child,
  path: 'privaatsussatted',
  staticData: { title: msg`My interests and approvals` },
  component: lazyRouteComponent(account, 'PrivacyScreen'),
});

// spec §1 clubs (issue 12 item 7): Masters club and Professional club membership
export const clubsRoute = createRoute({
  getParentRoute: child,
  path: 'clubs',
  staticData: { title: msg`Clubs` },
  component: lazyRouteComponent(account, 'ClubsScreen'),
});

export const wishlistRoute = createRoute({
  getParentRoute: child,
  path: 'wishlist',
  staticData: { title: msg`Wishlist` },
  component: lazyRouteComponent(account, 'WishlistScreen'),
});

// spec §2: an unknown account child shows the not-found page.
export const accountCatchAllRoute = createRoute({
  getParentRoute: child,
  path: '$',
  staticData: { title: msg`Page not found` },
  component: lazyRouteComponent(account, 'AccountNotFoundScreen'),
});

export const accountTree = accountRoute.addChildren([
  accountIndexRoute,
  ordersRoute,
  orderRoute,
  companyRoute,
  contactsRoute,
  privacyRoute,
  clubsRoute,
  wishlistRoute,
  accountCatchAllRoute,
]);
