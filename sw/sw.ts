/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { fillKioskImages, isKioskImagesMessage, keptKioskAlternative, keptKioskImage } from './kiosk-images';
import { notShell } from './shell-navigations';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// The shell, every route chunk, the compiled locale catalogs, icons and the manifest (DESIGN.md
// "Offline and install"); the list is injected at build time by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations are answered with the precached shell, so any route renders offline, including deep links
// never opened before. Back-end paths and files keep going to the network (shell-navigations.ts).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notShell }));

// Product and content images: cache-first with a bound on entries and age, so browsing a few
// categories online leaves their pictures available offline without filling the disk. Workbox caches
// only status-200 responses by default, so errors and opaque responses are never stored.
// A kiosk tablet's preloaded card pictures (kiosk-images.ts) answer first; with no network, a picture
// not cached in any size (a product page's large one) is answered with the kept card picture of that product.
const IMAGE_CACHE = 'images-v1';
const isShopImage = (href: string) => {
  const url = new URL(href, self.location.origin);
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/img/') || url.pathname.startsWith('/media/'))
  );
};
const isSeenImagesMessage = (data: unknown): data is { type: 'SEEN_IMAGES'; urls: string[] } =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'SEEN_IMAGES' &&
  Array.isArray((data as { urls?: unknown }).urls);
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && isShopImage(url.href),
  async (options) => {
    const kept = await keptKioskImage(options.request);
    if (kept) return kept;
    try {
      return await images.handle(options);
    } catch (error) {
      const alternative = await keptKioskAlternative(options.url);
      if (alternative) return alternative;
      throw error;
    }
  },
);

// GraphQL and /api are deliberately NOT cached here. The TanStack Query cache persisted in IndexedDB is
// the one offline data store: it is keyed by operation and variables, busted per build, and user data in
// it is wiped on logout. A second copy in Cache Storage would keep customer responses (Authorization
// GETs) beyond logout and could disagree with the query cache.

// A new worker waits until the page says so (update prompt); it never takes over a running session
// by itself (DESIGN.md: never reload during checkout).
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
  // the pictures a page showed before this worker controlled it (a server-rendered first visit): kept as
  // if they had come through it, so the page opens offline with them (register-sw.ts)
  if (isSeenImagesMessage(event.data)) {
    const seen = event.data.urls.filter(isShopImage).slice(0, 200);
    event.waitUntil(
      Promise.all(
        seen.map((url) => images.handle({ event, request: new Request(url) }).catch(() => undefined)),
      ),
    );
  }
  // a kiosk's preload: one batch of card pictures, answered on the message's port
  const port = event.ports[0];
  if (isKioskImagesMessage(event.data) && port) {
    event.waitUntil(fillKioskImages(event.data.urls).then((reply) => port.postMessage(reply)));
  }
});

// The first worker controls the open page at once, so a shop opened once works offline right away.
// On updates claim only runs after the user accepted (skipWaiting above).
clientsClaim();
