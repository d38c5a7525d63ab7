// The native Service Worker API instead of workbox-window: the update flow below only needs
// register, updatefound/statechange and a SKIP_WAITING message, and the home page's JS budget
// (issue 4: ≤ 130 KB gzipped) has no room for a library that wraps them.
import { getUpdateState, setUpdateState as setState } from '@/features/offline/update-state';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const PERSIST_REQUESTED_KEY = 'offline-storage-persist-requested';

let registration: ServiceWorkerRegistration | undefined;
let reloadRequested = false;
let started = false;

/** `/et/checkout`, `/ru/checkout/payment`, … — where nothing may reload the page by itself. */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/checkout(\/|$)/.test(pathname);
}

/** The user chose "Update": activate the waiting worker, then reload once it controls the page. */
export function acceptUpdate(): void {
  if (getUpdateState().activated || !registration?.waiting) {
    window.location.reload();
    return;
  }
  reloadRequested = true;
  registration.waiting.postMessage({ type: 'SKIP_WAITING' }); // sw/sw.ts activates on this message
  // Some browsers do not fire controllerchange if the worker activated in between; reload anyway.
  setTimeout(() => {
    if (reloadRequested) window.location.reload();
  }, 4000);
}

function watchInstalling(reg: ServiceWorkerRegistration, sw: ServiceWorker | null): void {
  if (!sw) return;
  sw.addEventListener('statechange', () => {
    // Without a controller this is the first install, not an update: nothing to announce.
    if (sw.state === 'installed' && navigator.serviceWorker.controller && reg.waiting) {
      setState({ waiting: true, dismissed: false });
    }
  });
}

async function requestPersistentStorage(): Promise<void> {
  // Asked once: browsers decide silently (Chromium by engagement), asking again changes nothing.
  try {
    if (localStorage.getItem(PERSIST_REQUESTED_KEY)) return;
    localStorage.setItem(PERSIST_REQUESTED_KEY, String(Date.now()));
    if (navigator.storage?.persisted && (await navigator.storage.persisted())) return;
    await navigator.storage?.persist?.();
  } catch {
    // Storage APIs can throw in private modes; the app works without persistence.
  }
}

/** The shop's pictures this page loaded so far (the service worker keeps them: sw.ts SEEN_IMAGES). */
function seenImages(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /^\/(img|media)\//.test(new URL(name).pathname) && name.startsWith(location.origin));
}

async function register(): Promise<void> {
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // a first visit's page (server-rendered: its pictures came before any worker) is kept with its pictures
    if (!hadController)
      navigator.serviceWorker.controller?.postMessage({ type: 'SEEN_IMAGES', urls: seenImages() });
    if (reloadRequested) {
      reloadRequested = false;
      window.location.reload();
    } else if (hadController) {
      // Another tab accepted the update. Never reload by itself (checkout or not): say so instead.
      setState({ waiting: false, activated: true, dismissed: false });
    }
  });
  // (typed as always a registration; a browser whose service workers are blocked by policy answers undefined)
  const reg = (await navigator.serviceWorker.register('/sw.js', { scope: '/' })) as
    ServiceWorkerRegistration | undefined;
  if (!reg) return;
  registration = reg;
  if (reg.waiting && navigator.serviceWorker.controller) setState({ waiting: true });
  watchInstalling(reg, reg.installing);
  reg.addEventListener('updatefound', () => watchInstalling(reg, reg.installing));
  const check = () => void reg.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) check();
  });
}

/**
 * Registers /sw.js with scope / (spec §7), tracks a waiting worker for UpdatePrompt and asks for
 * persistent storage. app.tsx loads this module after the load event and calls it once (the chunk-load
 * failure guard is installed there, from the start).
 */
export function registerServiceWorker(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void requestPersistentStorage();
  // In `vite dev` there is no built /sw.js (TOOLCHAIN.md); only production builds register it.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Registered after the load event (as workbox-window did), so the worker's precache downloads do
  // not compete with the first page's own requests.
  const start = () =>
    register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
