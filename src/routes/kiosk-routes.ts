// Kiosk mode's routes (issue 13): /{locale}/kiosk (setup, then the store's products), its product page and
// cart, and the phone's /{locale}/handoff. Every screen loads lazily: none of it is in the shop's startup.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defaultLayoutRoute, localeRoute } from '@/routes/locale-route';
import { screenChunk } from '@/routes/screen-chunk';

const kiosk = screenChunk(() => import('@/routes/screens/kiosk-screens'));

export const kioskRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'kiosk',
  component: lazyRouteComponent(kiosk, 'KioskLayoutScreen'),
});

const kioskHomeRoute = createRoute({
  getParentRoute: () => kioskRoute,
  path: '/',
  staticData: { title: msg`Store kiosk` },
  component: lazyRouteComponent(kiosk, 'KioskHomeScreen'),
});

const kioskProductRoute = createRoute({
  getParentRoute: () => kioskRoute,
  path: 'p/$sku',
  component: lazyRouteComponent(kiosk, 'KioskProductScreen'),
});

const kioskCartRoute = createRoute({
  getParentRoute: () => kioskRoute,
  path: 'cart',
  staticData: { title: msg`Cart` },
  component: lazyRouteComponent(kiosk, 'KioskCartScreen'),
});

export const kioskTree = kioskRoute.addChildren([kioskHomeRoute, kioskProductRoute, kioskCartRoute]);

export const handoffRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'handoff',
  staticData: { title: msg`Your cart` },
  component: lazyRouteComponent(
    screenChunk(() => import('@/routes/screens/handoff-screen')),
    'HandoffScreen',
  ),
});
