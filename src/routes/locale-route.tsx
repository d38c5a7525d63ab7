import { Suspense, lazy, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Outlet, createRoute, useRouterState } from '@tanstack/react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isOnline } from '@/commerce/online';
import { cookieNames, localeCookies, readCookie } from '@/lib/cookies';
import { defaultLocale, isLocale, type Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { useSearchTerm } from '@/ui/use-search-term';
import { withAllMessages } from '@/lib/all-messages';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { activateLocale } from '@/features/i18n/catalogs';
import { BlankLayout, DefaultLayout, MinimalLayout, type LayoutSlots } from '@/features/layout/layouts';
import { ToastRegion } from '@/features/notifications/toast-region';
import { DeferredOverlayHost } from '@/features/overlays/deferred-overlay-host';
import { NetworkStatus } from '@/features/offline/network-status';
import { UpdatePrompt } from '@/features/offline/update-prompt';
import { installMayBeOffered, subscribeInstallEvents } from '@/features/install/install-capture';
import { cartBadgeSlot, cartSidebarPanel } from '@/routes/cart-slots';
import { accountMenuPanel, authPanel } from '@/routes/auth-slots';
import { WishlistHearts, useWishlistShown, wishlistBadgeSlot, wishlistPanel } from '@/routes/wishlist-slots';
import {
  consentLinkSlot,
  measurementSlot,
  newsletterFooterSlot,
  newsletterModalPanel,
} from '@/routes/marketing-slots';
import { rootRoute } from '@/routes/root';
import { isBusiness, useLocale, useSignedIn } from '@/routes/use-locale';

export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  params: {
    // The root route has already redirected any path without a valid locale prefix.
    parse: ({ locale }) => ({ locale: isLocale(locale) ? locale : defaultLocale }),
    stringify: ({ locale }) => ({ locale }),
  },
  beforeLoad: async ({ params, context }) => {
    await activateLocale(context.i18n, params.locale);
    // spec §4 store switching: the route's locale wins over the stored store (store, locale, currency).
    if (typeof document !== 'undefined' && readCookie(document.cookie, cookieNames.store) !== params.locale) {
      for (const cookie of localeCookies(params.locale)) document.cookie = cookie;
    }
  },
  loader: ({ params, context }) => {
    // spec §2: the default layout loads configuration on entry; not awaited so offline never blocks.
    void context.queryClient.prefetchQuery(storeConfigQueryOptions(params.locale));
  },
  component: LocaleShell,
});

function LocaleShell() {
  const locale = useLocale();
  const signedIn = useSignedIn();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    // An overlay belongs to the page it was opened on: navigating (links, Back) closes it.
    overlays.close();
    overlays.setMobileMenu(false);
  }, [pathname]);
  useEffect(() => {
    document.documentElement.lang = locale;
    // spec §1: B2B customers get their own colour scheme (CSS custom properties under [data-theme]).
    document.documentElement.dataset.theme = isBusiness() ? 'b2b' : 'b2c';
  }, [locale]);
  return (
    <>
      <Outlet />
      {measurementSlot(locale, pathname, signedIn)}
    </>
  );
}

function useLayoutProps() {
  const locale: Locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const signedIn = useSignedIn();
  return { locale, pathname, signedIn };
}

// Not needed for the first paint (issue 4: home page JS budget): the install button loads only when
// the browser offers installation (or may be iOS Safari), the ticker shows after its content query.
const InstallButton = lazy(() =>
  import('@/features/install/install-button').then((m) => ({ default: m.InstallButton })),
);

function InstallSlot() {
  const offered = useSyncExternalStore(subscribeInstallEvents, installMayBeOffered, () => false);
  return offered ? (
    <Suspense fallback={null}>
      <InstallButton />
    </Suspense>
  ) : null;
}

const TickerBanner = lazy(() =>
  import('@/features/ticker/ticker-banner').then((m) => ({ default: m.TickerBanner })),
);

const loadCountdownModule = () => import('@/features/countdown/countdown-banner');
const LazyCountdownBanner = lazy(() => loadCountdownModule().then((m) => ({ default: m.CountdownBanner })));
/** Set once the route loader has the module: then the banner renders in the same pass as the page. */
let LoadedCountdownBanner: ComponentType<{ locale: Locale }> | null = null;

function CountdownSlot({ locale }: { locale: Locale }) {
  return LoadedCountdownBanner ? (
    <LoadedCountdownBanner locale={locale} />
  ) : (
    <Suspense fallback={null}>
      <LazyCountdownBanner locale={locale} />
    </Suspense>
  );
}

// The search combobox (suggestions, offline index) loads only when the search overlay first opens, with
// every message (lingui.config.ts: not the shell's).
const SearchBox = lazy(
  withAllMessages(() => import('@/features/search/search-box').then((m) => ({ default: m.SearchBox }))),
);

/** The search overlay's field; on the search page it holds the search shown, to change it. */
function SearchPanel({ locale }: { locale: Locale }) {
  const term = useSearchTerm(locale);
  return (
    <Suspense fallback={null}>
      <SearchBox key={term} locale={locale} initialTerm={term} autoFocus onDone={() => overlays.close()} />
    </Suspense>
  );
}

function searchPanel(locale: Locale): ReactNode {
  return <SearchPanel locale={locale} />;
}

function slots(locale: Locale, signedIn: boolean, extra: LayoutSlots = {}): LayoutSlots {
  return {
    networkStatus: <NetworkStatus />,
    updatePrompt: <UpdatePrompt />,
    toasts: <ToastRegion />,
    cartBadge: cartBadgeSlot(),
    wishlistBadge: wishlistBadgeSlot(locale),
    newsletter: newsletterFooterSlot(locale),
    consentLink: consentLinkSlot(),
    overlays: (
      <DeferredOverlayHost
        locale={locale}
        signedIn={signedIn}
        contents={{
          search: searchPanel(locale),
          searchSidebar: searchPanel(locale),
          cartSidebar: cartSidebarPanel(locale),
          wishlistSidebar: wishlistPanel(locale),
          loginModal: authPanel(locale),
          authSidebar: authPanel(locale),
          myAccountSidebar: accountMenuPanel(locale),
          newsletterModal: newsletterModalPanel(locale),
        }}
      />
    ),
    ...extra,
  };
}

/**
 * spec §2 mega menu: the category tree is fetched once the browser is idle (when stale), so the menu
 * opens at once and, being persisted, offline too. Its module is lazy on every page (vite.config.ts).
 */
function useCategoryTreeWarmup(locale: Locale) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const warm = () =>
      void import('@/commerce/category-tree').then((m) =>
        queryClient.prefetchQuery(m.categoryTreeQueryOptions(locale)),
      );
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 2000);
    return () => window.clearTimeout(id);
  }, [queryClient, locale]);
}

/**
 * spec §2 countdown banner: its code and content come before the page renders (in parallel with the page's
 * own loaders, at most COUNTDOWN_WAIT_MS), so it is there in the first render and pushes nothing down
 * later (no layout shift). Offline only a cached one; dynamic imports keep both out of the startup chunk.
 */
const COUNTDOWN_WAIT_MS = 1500;
async function loadCountdown(client: QueryClient, locale: Locale): Promise<void> {
  const ready = Promise.all([
    loadCountdownModule().then((m) => {
      LoadedCountdownBanner = m.CountdownBanner;
    }),
    import('@/commerce/content').then((m) =>
      isOnline() || client.getQueryData(m.countdownQueryOptions(locale).queryKey) !== undefined
        ? client.ensureQueryData(m.countdownQueryOptions(locale))
        : undefined,
    ),
  ]).catch(() => undefined); // the banner is extra: a failure never holds up the page
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, COUNTDOWN_WAIT_MS))]);
}

export const defaultLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'default',
  loader: ({ params, context }) => loadCountdown(context.queryClient, params.locale),
  component: function DefaultLayoutRoute() {
    const props = useLayoutProps();
    const isHomePage = props.pathname.replace(/\/+$/, '') === `/${props.locale}`;
    const wishlistShown = useWishlistShown(props.locale);
    useCategoryTreeWarmup(props.locale);
    const extra: LayoutSlots = {
      wishlistHidden: !wishlistShown,
      installButton: <InstallSlot />,
      countdown: <CountdownSlot locale={props.locale} />,
      ticker: (
        <Suspense fallback={null}>
          <TickerBanner isHomePage={isHomePage} />
        </Suspense>
      ),
    };
    return (
      <DefaultLayout {...props} slots={slots(props.locale, props.signedIn, extra)}>
        {/* spec §2: the page re-renders for the user (prices of their group, account links) */}
        <WishlistHearts locale={props.locale}>
          <Outlet key={props.signedIn ? 'customer' : 'guest'} />
        </WishlistHearts>
      </DefaultLayout>
    );
  },
});

export const minimalLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'minimal',
  component: function MinimalLayoutRoute() {
    const props = useLayoutProps();
    return (
      <MinimalLayout {...props} slots={slots(props.locale, props.signedIn)}>
        <Outlet />
      </MinimalLayout>
    );
  },
});

export const blankLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'blank',
  component: function BlankLayoutRoute() {
    const props = useLayoutProps();
    const children: ReactNode = <Outlet />;
    return (
      <BlankLayout {...props} slots={{ toasts: <ToastRegion /> }}>
        {children}
      </BlankLayout>
    );
  },
});
