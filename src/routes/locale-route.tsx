import { Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Outlet, createRoute, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { cookieNames, localeCookies } from '@/lib/cookies';
import { readDocumentCookie, writeDocumentCookie } from '@/lib/document-cookie';
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
import { lazyPart } from '@/ui/lazy-part';
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
    if (typeof document !== 'undefined' && readDocumentCookie(cookieNames.store) !== params.locale) {
      for (const cookie of localeCookies(params.locale)) writeDocumentCookie(cookie);
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
    // Only a change is written: writing <html>'s lang or data-theme, even unchanged, has the browser restyle the
    // whole page (the server sent both already).
    const html = document.documentElement;
    if (html.lang !== locale) html.lang = locale;
    // spec §1: B2B customers get their own colour scheme (CSS custom properties under [data-theme]).
    const theme = isBusiness() ? 'b2b' : 'b2c';
    if (html.dataset.theme !== theme) html.dataset.theme = theme;
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
const InstallButton = lazyPart('InstallButton', () =>
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

const TickerBanner = lazyPart('TickerBanner', () =>
  import('@/features/ticker/ticker-banner').then((m) => ({ default: m.TickerBanner })),
);

// The default layout's extras (countdown banner, category tree warm-up): routes/layout-extras.ts, lazy. The
// route loader brings them before the page renders, so the banner is in the first render (no layout shift).
let LoadedCountdownBanner: ComponentType<{ locale: Locale }> | null = null;
const CountdownSlot = ({ locale }: { locale: Locale }) =>
  LoadedCountdownBanner ? <LoadedCountdownBanner locale={locale} /> : null;

/** The page waits for the extras at most this long (in parallel with its own loaders). */
const EXTRAS_WAIT_MS = 1500;
async function prepareLayout(client: QueryClient, locale: Locale): Promise<void> {
  const ready = import('@/routes/layout-extras')
    .then((m) => {
      LoadedCountdownBanner = m.CountdownBanner;
      return m.prepareDefaultLayout(client, locale);
    })
    .catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, EXTRAS_WAIT_MS))]);
}

// The search combobox (suggestions, offline index) loads only when the search overlay first opens, with
// every message (lingui.config.ts: not the shell's).
const SearchBox = lazyPart(
  'SearchBox',
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

export const defaultLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'default',
  loader: ({ params, context }) => prepareLayout(context.queryClient, params.locale),
  component: function DefaultLayoutRoute() {
    const props = useLayoutProps();
    const isHomePage = props.pathname.replace(/\/+$/, '') === `/${props.locale}`;
    const wishlistShown = useWishlistShown(props.locale);
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
