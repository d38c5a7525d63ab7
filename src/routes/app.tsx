// The application proper: QueryClient, i18n, router and React, started by src/main.tsx once the
// framework has downloaded (main.tsx has meanwhile started the first page's data and catalog).
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, hydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '@/lib/locale';
import { createQueryClient } from '@/commerce/query-client';
import { restoreQueryCache } from '@/commerce/persist';
import { isSignedIn, personDataLeftBehind, session } from '@/lib/session';
import { activateLocale, createI18n } from '@/features/i18n/catalogs';
import { installChunkErrorHandler } from '@/features/offline/chunk-guard';
import { startInstallPromptCapture } from '@/features/install/install-capture';
import { createAppRouter } from '@/routes/router';
import { preloadListingParams } from '@/routes/listing-search';
import type { EarlyQueries, EarlyQuery } from '@/routes/early-queries';
import { loadRenderedParts } from '@/ui/lazy-part';
import { nextTask } from '@/lib/next-task';
import { deferHydrationOutOfReach } from '@/ui/hydrate-when-seen';
import { setFirstHydration } from '@/ui/use-from-server';

type QueryFn = (context: unknown) => unknown;

const FIRST_RENDER_WAIT_MS = 1000;

/**
 * Hands a request main.tsx started to the cache under the loader's own key. Data restored from
 * IndexedDB that is still fresh wins (no fetch at all); if the early request failed, the query's own
 * function asks again, with the usual retries. The early answer is used once: any later fetch of the
 * query (a refetch, an invalidation) asks the back end.
 */
function adopt(queryClient: QueryClient, { options, promise }: EarlyQuery): void {
  const queryFn = options.queryFn as QueryFn;
  let early: Promise<unknown> | null = promise;
  void queryClient.prefetchQuery({
    ...(options as Parameters<QueryClient['prefetchQuery']>[0]),
    queryFn: (context) => {
      const answer = early ? early.catch(() => queryFn(context)) : queryFn(context);
      early = null;
      return answer;
    },
  });
}

/** Calls `onCommit` once the first render is on screen (parents' effects run after their children's). */
function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** The lazily loaded parts of the page the server rendered (src/server/http/page-template.ts). */
function serverParts(): string[] {
  return (document.getElementById('server-state')?.dataset.parts ?? '').split(' ').filter(Boolean);
}

/** `serverState`: the query cache of a page the server rendered (JSON), null for the shell. */
export async function startApp(
  locale: Locale,
  early: EarlyQueries,
  serverState: string | null,
): Promise<void> {
  const queryClient = createQueryClient();
  const i18n = createI18n();
  // The persisted cache must be in place before any loader runs (TOOLCHAIN.md trap), and the
  // catalog of the URL's language before the first paint (no flash of untranslated text). A page the server
  // rendered starts from the server's data alone: its first render must be the server's (hydration), so what
  // this device kept joins after it (hydrate keeps whichever answer is newer).
  await Promise.all([
    serverState ? undefined : restoreQueryCache(queryClient),
    activateLocale(i18n, locale),
    preloadListingParams(location.pathname),
  ]);
  // Startup is cut into tasks (src/lib/next-task.ts): the cache, the router, the route's load and React's first
  // render each in their own, instead of one long task a tap would wait behind.
  await nextTask();
  if (serverState) hydrate(queryClient, JSON.parse(serverState));
  early.take((query) => adopt(queryClient, query));
  // DESIGN.md: logout and session expiry leave nothing personal behind on this device
  session.onSignOut(() => import('@/commerce/personal-data').then((m) => m.wipePersonalData(queryClient)));
  // ... nor a session that ended while no tab was open (its cookies expired), or ends in another tab
  // (waited for only when something was left behind: the watch itself loads beside the first page)
  const leftBehind = personDataLeftBehind();
  const guarded = import('@/commerce/personal-data').then((m) => m.guardSession(queryClient, leftBehind));
  if (leftBehind) await guarded;
  // spec §4 startup session: with a session, the user loads first (a dead session expires right here, before
  // the cart); the company follows with company accounts, the checkout state reads the user when it opens
  if (isSignedIn())
    void import('@/commerce/customer-account').then((m) =>
      queryClient.prefetchQuery({ ...m.customerQueryOptions(), staleTime: 0 }),
    );
  await nextTask();
  const router = createAppRouter({ queryClient, i18n });
  await nextTask();
  // The first page's route is loaded (loaders, screen chunk) before React renders: React then renders
  // the settled page once, in slices. Rendering first meant a synchronous re-render for every router
  // and query-cache update during the load (Lighthouse: TBT 300–700 → ~100 ms, LCP −0.5 s). Never for
  // long, though: on a slow connection the header (menu, search, cart) must work while the data is on
  // its way, so after FIRST_RENDER_WAIT_MS React renders with the routes' pending boxes, as before.
  // (A load that fails is the router's to show: it renders its error component, so nothing is thrown here.)
  // A page the server rendered is already on screen and its data is in the cache: wait for its code, so React
  // replaces it with the same page rather than with a pending box.
  await Promise.race([
    router.load().catch(() => undefined),
    ...(serverState ? [] : [new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]),
  ]);
  // ... and for the code of every lazily loaded part it shows (ui/lazy-part.tsx): React hydrates the page whole,
  // instead of leaving a part as the server's inert HTML until its code arrives
  if (serverState) await loadRenderedParts(serverParts());
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first page in slices and yields to the browser in between, instead
  // of one long task (Total Blocking Time on slow phones).
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  // A Back or Forward press while the app was starting (before the router listened to the address) would leave
  // the first page on screen under the new address: the page follows the address once React has rendered.
  const followAddress = () => {
    if (router.history.location.href !== router.state.location.href) void router.load();
  };
  if (serverState) {
    // the router renders its matches as on the server (no Suspense boundary of its own around them), as
    // TanStack's own hydration sets it: the page's data came in the query cache, not in the router's state
    router.ssr = { manifest: undefined };
    // Parts out of reach (the cards further down a listing) hydrate when they come near or are touched.
    deferHydrationOutOfReach();
    setFirstHydration(true);
    const hydrated = () => {
      setFirstHydration(false); // (after the effects of everything hydrated: this one is the outermost)
      root.removeAttribute('aria-busy'); // the page the server sent is the app now (server-pages.ts)
      followAddress();
      void restoreQueryCache(queryClient);
    };
    // In a transition, React hydrates in slices and yields to the browser in between (a plain hydrateRoot is one
    // task for the whole page: Total Blocking Time); a click meanwhile hydrates its own part first.
    startTransition(() => {
      hydrateRoot(root, <AfterFirstCommit onCommit={hydrated}>{app}</AfterFirstCommit>, {
        onRecoverableError: (error, info) => console.error('Hydration failed', error, info.componentStack),
      });
    });
  } else {
    // (a server-rendered page for a signed-in customer is replaced: its data is theirs, not the guest's)
    const rendered = () => {
      root.removeAttribute('aria-busy');
      followAddress();
    };
    startTransition(() =>
      createRoot(root).render(<AfterFirstCommit onCommit={rendered}>{app}</AfterFirstCommit>),
    );
  }
  installChunkErrorHandler(); // spec §8: a failed chunk load reloads, at most once a minute
  // The service worker registers after the load event: its code loads then too (not needed before).
  const registerSw = () =>
    void import('@/features/offline/register-sw')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') registerSw();
  else window.addEventListener('load', registerSw, { once: true });
  // The install event can fire before the install button mounts: capture it from the start.
  startInstallPromptCapture();
}
