import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { overlays, type AuthMode, type OverlayId } from '@/lib/overlays';
import { Dialog, type DialogVariant } from '@/ui/dialog';
import { CategoryMenu } from '@/features/overlays/category-menu';
import { ConditionsBody } from '@/features/overlays/conditions-body';
import { InfoPagesList } from '@/features/overlays/info-pages-list';
import { NavLinks } from '@/features/overlays/nav-links';
import { SearchForm } from '@/features/overlays/search-form';
import { useOverlayState } from '@/features/overlays/use-overlays';

const variants: Record<OverlayId, DialogVariant> = {
  cartSidebar: 'sheet-right',
  wishlistSidebar: 'sheet-right',
  loginModal: 'modal',
  authSidebar: 'sheet-right',
  deliverySidebar: 'sheet-right',
  availabilitySidebar: 'sheet-right',
  newsletterModal: 'modal',
  filterSidebar: 'sheet-left',
  search: 'modal',
  megaMenu: 'sheet-left',
  megaMenuSidebar: 'sheet-left',
  infoCategoriesSidebar: 'sheet-left',
  additionalProductsSidebar: 'sheet-right',
  conditionsModal: 'modal',
  myAccountSidebar: 'sheet-right',
  searchSidebar: 'sheet-right',
  notificationsSidebar: 'sheet-right',
};

const close = () => overlays.close();

/** Renders whichever overlay is open (spec §2: one at a time) plus the mobile menu. */
export interface OverlayHostProps {
  locale: Locale;
  signedIn: boolean;
  /** Content other features provide for an overlay (composed in src/routes), replacing the default body. */
  contents?: Partial<Record<OverlayId, ReactNode>>;
}

export function OverlayHost({ locale, signedIn, contents = {} }: OverlayHostProps) {
  const { t } = useLingui();
  const state = useOverlayState();

  const authTitles: Record<AuthMode, string> = {
    login: t`Sign in`,
    'pre-register': t`Create an account`,
    register: t`Create an account`,
    'first-login': t`Confirm your details`,
    registered_accounts: t`Your accounts`,
    switch_accounts: t`Switch account`,
    success_registration: t`Account created`,
  };
  const titles: Record<OverlayId, string> = {
    cartSidebar: t`Cart`,
    wishlistSidebar: t`Wishlist`,
    loginModal: authTitles[state.authMode],
    authSidebar: authTitles[state.authMode],
    deliverySidebar: t`Delivery`,
    availabilitySidebar: t`Availability in stores`,
    newsletterModal: t`Newsletter`,
    filterSidebar: t`Filters`,
    search: t`Search`,
    megaMenu: t`Products`,
    megaMenuSidebar: t`Product categories`,
    infoCategoriesSidebar: t`Information`,
    additionalProductsSidebar: t`Additional products`,
    conditionsModal: t`Terms and conditions`,
    myAccountSidebar: t`My account`,
    searchSidebar: t`Search`,
    notificationsSidebar: t`Notifications`,
  };

  const bodies: Record<OverlayId, ReactNode> = {
    cartSidebar: (
      <>
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={close}>
          <Trans>Continue shopping</Trans>
        </button>
      </>
    ),
    wishlistSidebar: signedIn ? (
      <p>
        <Trans>Your wishlist is empty.</Trans>
      </p>
    ) : (
      <>
        <p>
          <Trans>Sign in to keep a wishlist.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => overlays.open('authSidebar')}>
          <Trans>Sign in</Trans>
        </button>
      </>
    ),
    // the auth feature's panels, composed in src/routes (contents)
    loginModal: null,
    authSidebar: null,
    deliverySidebar: <Trans>Delivery options are shown for the product you are viewing.</Trans>,
    availabilitySidebar: <Trans>Stock in our stores is shown for the product you are viewing.</Trans>,
    newsletterModal: (
      <p>
        <Trans>Subscribe to our newsletter and get 10% off your first order.</Trans>
      </p>
    ),
    filterSidebar: <Trans>Filters are available on product lists.</Trans>,
    search: <SearchForm locale={locale} onDone={close} />,
    searchSidebar: <SearchForm locale={locale} onDone={close} />,
    megaMenu: <CategoryMenu locale={locale} onNavigate={close} />,
    megaMenuSidebar: (
      <CategoryMenu
        locale={locale}
        onNavigate={() => {
          overlays.close();
          overlays.setMobileMenu(false);
        }}
      />
    ),
    infoCategoriesSidebar: <InfoPagesList locale={locale} onNavigate={close} />,
    additionalProductsSidebar: <Trans>Products that go well with this one are listed here.</Trans>,
    conditionsModal: <ConditionsBody locale={locale} onNavigate={close} />,
    myAccountSidebar: null,
    notificationsSidebar: (
      <p>
        <Trans>You have no new notifications.</Trans>
      </p>
    ),
  };

  return (
    <>
      <Dialog
        open={state.mobileMenuOpen}
        onClose={() => overlays.setMobileMenu(false)}
        title={t`Menu`}
        variant="sheet-left"
        name="mobileMenu"
      >
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => overlays.open('megaMenuSidebar')}
        >
          <Trans>Product categories</Trans>
        </button>
        <NavLinks locale={locale} onNavigate={() => overlays.setMobileMenu(false)} />
      </Dialog>
      {state.active ? (
        <Dialog
          key={state.active}
          open
          onClose={close}
          title={titles[state.active]}
          variant={variants[state.active]}
          name={state.active}
        >
          {contents[state.active] ?? bodies[state.active]}
        </Dialog>
      ) : null}
    </>
  );
}
