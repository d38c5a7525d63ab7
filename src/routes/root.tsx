import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { lazyPart } from '@/ui/lazy-part';
import {
  Outlet,
  createRootRouteWithContext,
  redirect,
  useMatches,
  useRouter,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { cookieNames } from '@/lib/cookies';
import { readDocumentCookie } from '@/lib/document-cookie';
import { defaultLocale, localeFromPath, localeRedirectTarget } from '@/lib/locale';
import { PageTitleContext, composeDocumentTitle, type PageTitleOverride } from '@/ui/page-title';
import { RouteAnnouncer } from '@/ui/route-announcer';
import { useServerHead } from '@/ui/server-page';
import { ErrorPage } from '@/features/errors/error-page';
import { recoverFromChunkError } from '@/features/offline/chunk-guard';
import { OfflineScreen, isOfflineFailure } from '@/routes/offline-screen';
import { screenChunk } from '@/routes/screen-chunk';
import { TallPending } from '@/routes/pending';
import { CartRoot } from '@/routes/cart-slots';
import { KioskGuardSlot } from '@/routes/kiosk-slots';
import '@/routes/static-data';

export interface RouterContext {
  queryClient: QueryClient;
  i18n: I18n;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // spec §2/§4: every path carries /et or /ru; anything else is sent to the chosen locale's prefix.
  beforeLoad: ({ location }) => {
    const hints =
      typeof document === 'undefined'
        ? {}
        : { cookie: readDocumentCookie(cookieNames.locale), languages: navigator.languages };
    const rest = location.searchStr + (location.hash ? `#${location.hash}` : '');
    const target = localeRedirectTarget(location.pathname, hints, rest);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: RootComponent,
  errorComponent: RootError,
  notFoundComponent: RootNotFound,
});

function RootComponent() {
  const { i18n, t } = useLingui();
  const matches = useMatches();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [override, setOverride] = useState<PageTitleOverride | null>(null);
  const setTitle = useCallback((next: PageTitleOverride | null) => setOverride(next), []);

  const declared = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  const title = override?.path === pathname ? override.title : declared ? i18n._(declared) : null;
  const announce = matches[matches.length - 1]?.staticData?.announce !== false;
  useServerHead(declared ? { title: i18n._(declared) } : {}); // screens that know better override it

  useEffect(() => {
    document.title = composeDocumentTitle(title);
  }, [title]);
  // The server's head tags describe the page it rendered (canonical, alternates, structured data): they leave
  // with the first navigation, before the next page's own tags are set (layout effects run before effects).
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPath.current)
      for (const el of document.head.querySelectorAll('[data-ssr]')) el.remove();
  }, [pathname]);

  return (
    <PageTitleContext.Provider value={setTitle}>
      <Outlet />
      <CartRoot />
      <KioskGuardSlot />
      <RouteAnnouncer message={announce && title ? t`${title} has loaded` : null} navigationKey={pathname} />
    </PageTitleContext.Provider>
  );
}

function currentLocale() {
  return typeof location === 'undefined'
    ? defaultLocale
    : (localeFromPath(location.pathname) ?? defaultLocale);
}

// spec §8: status 404 shows the not-found page, anything else the generic error page; without a
// connection (spec §4) the offline screen, which retries by itself when the connection returns.
export function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    recoverFromChunkError(error); // spec §8: a failed chunk load reloads, at most once a minute
  }, [error]);
  const retry = useCallback(() => {
    // Queries that failed offline keep their error until refetched: refetch them before the screens
    // render again (or they would throw the old error), then re-run the loaders.
    void queryClient
      .refetchQueries({ predicate: (query) => query.state.status === 'error', type: 'all' })
      .catch(() => undefined)
      .then(() => router.invalidate())
      .finally(reset);
  }, [queryClient, router, reset]);
  if (isOfflineFailure(error)) return <OfflineScreen locale={currentLocale()} onRetry={retry} />;
  return <ErrorPage locale={currentLocale()} onRetry={reset} />;
}

// An unknown address is rare: the page loads when it is needed (the service worker precaches it).
const NotFoundPage = lazyPart(
  'NotFoundPage',
  screenChunk(() => import('@/features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
);

export function RootNotFound() {
  return (
    <Suspense fallback={<TallPending />}>
      <NotFoundPage locale={currentLocale()} />
    </Suspense>
  );
}
