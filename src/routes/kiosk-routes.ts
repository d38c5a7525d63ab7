// Kiosk mode's route (issue 13): /{locale}/kiosk/… — setup, then the store's products, a product, the cart,
// and the phone's end of a cart handoff (/{locale}/kiosk/handoff): one lazy screen reads the rest of the
// path. One route and one chunk: the shop's startup carries next to nothing of it (home page JS budget).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { localeRoute } from '@/routes/locale-route';
import { screenChunk } from '@/routes/screen-chunk';

/** The kiosk's one chunk (its screens and the tablet's guard, routes/kiosk-slots). */
export const kioskChunk = screenChunk(() => import('@/routes/screens/kiosk-screens'));

export const kioskRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'kiosk/$',
  component: lazyRouteComponent(kioskChunk, 'KioskScreen'),
});
