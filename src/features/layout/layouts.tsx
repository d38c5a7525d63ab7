import { type ComponentProps, type ReactNode } from 'react';
import { OptionalPart } from '@/ui/optional-part';
import type { Locale } from '@/lib/locale';
import { BottomNav } from '@/features/layout/bottom-nav';
import { Header } from '@/features/layout/header';
import { Logo } from '@/features/layout/logo';
import { MAIN_ID, SkipLink } from '@/features/layout/skip-link';
import { TopBar } from '@/features/layout/top-bar';
import { lazyPart } from '@/ui/lazy-part';

// The footer is below the fold on nearly every page and nothing comes after it in the flow: it loads in a
// chunk of its own after the first render (issue 4: home page JS budget), shifting nothing above it.
const LazyFooter = lazyPart('Footer', () =>
  import('@/features/layout/footer').then((m) => ({ default: m.Footer })),
);
function Footer(props: ComponentProps<typeof LazyFooter>) {
  return (
    <OptionalPart>
      <LazyFooter {...props} />
    </OptionalPart>
  );
}

/** Parts other features provide; the root route composes them (features never import each other). */
export interface LayoutSlots {
  networkStatus?: ReactNode;
  updatePrompt?: ReactNode;
  installButton?: ReactNode;
  ticker?: ReactNode;
  /** spec §2 countdown banner. */
  countdown?: ReactNode;
  overlays?: ReactNode;
  toasts?: ReactNode;
  /** Replaces the header's search button (e.g. a search combobox from the search feature). */
  headerSearch?: ReactNode;
  /** Shown on the header's and bottom navigation's cart buttons (the cart feature's count). */
  cartBadge?: ReactNode;
  /** Shown on the wishlist buttons (the wishlist feature's count). */
  wishlistBadge?: ReactNode;
  /** spec §3 store config flag: the wishlist buttons are left out. */
  wishlistHidden?: boolean;
  /** spec §2 minimal layout: the full-screen loader (e.g. ui/full-screen-loader while placing an order). */
  fullScreenLoader?: ReactNode;
  /** the footer's newsletter signup form */
  newsletter?: ReactNode;
  /** the footer's button that reopens the cookie consent choices */
  consentLink?: ReactNode;
}

interface LayoutProps {
  locale: Locale;
  pathname: string;
  signedIn: boolean;
  slots: LayoutSlots;
  children: ReactNode;
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="main">
      {children}
    </main>
  );
}

/** spec §2 default layout: top bar, header, countdown banner, content, footer, sidebars. */
export function DefaultLayout({ locale, pathname, signedIn, slots, children }: LayoutProps) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <TopBar locale={locale} install={slots.installButton} />
      <Header
        locale={locale}
        pathname={pathname}
        signedIn={signedIn}
        search={slots.headerSearch}
        cartBadge={slots.cartBadge}
        wishlistBadge={slots.wishlistBadge}
        wishlistHidden={slots.wishlistHidden}
        status={slots.networkStatus}
      />
      {slots.countdown ? <div className="countdown-slot">{slots.countdown}</div> : null}
      <Main>{children}</Main>
      <Footer locale={locale} newsletter={slots.newsletter} consent={slots.consentLink} />
      {slots.ticker}
      <BottomNav
        locale={locale}
        cartBadge={slots.cartBadge}
        wishlistBadge={slots.wishlistBadge}
        wishlistHidden={slots.wishlistHidden}
      />
      {slots.updatePrompt}
      {slots.toasts}
      {slots.overlays}
    </div>
  );
}

/** spec §2 minimal layout (checkout): minimal header, footer, auth/account sidebars, conditions modal. */
export function MinimalLayout({ locale, slots, children }: LayoutProps) {
  return (
    <div className="layout layout--minimal">
      <SkipLink />
      <header className="header header--minimal">
        <div className="container header__row">
          <Logo locale={locale} />
        </div>
        {slots.networkStatus}
      </header>
      <Main>{children}</Main>
      <Footer locale={locale} minimal consent={slots.consentLink} />
      {slots.fullScreenLoader}
      {slots.updatePrompt}
      {slots.toasts}
      {slots.overlays}
    </div>
  );
}

/** spec §2 blank layout: the content alone (maintenance). */
export function BlankLayout({ children, slots }: LayoutProps) {
  return (
    <div className="layout layout--blank">
      <SkipLink />
      <Main>{children}</Main>
      {slots.toasts}
    </div>
  );
}
