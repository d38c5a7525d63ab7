import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { useSearchTerm } from '@/ui/use-search-term';
import { Icon } from '@/ui/icon';
import { LanguageSwitch } from '@/features/layout/language-switch';
import { Logo } from '@/features/layout/logo';

interface HeaderProps {
  locale: Locale;
  pathname: string;
  signedIn: boolean;
  /** A search entry from another feature; by default a button that opens the search overlay. */
  search?: ReactNode;
  /** Shown on the cart button, e.g. the cart feature's item count. */
  cartBadge?: ReactNode;
  /** Shown on the wishlist button (the wishlist feature's item count). */
  wishlistBadge?: ReactNode;
  /** spec §3: no wishlist button when the store config turns the wishlist off. */
  wishlistHidden?: boolean;
  /** The online/offline notice: inside the sticky header, under its row, so it never covers a control. */
  status?: ReactNode;
}

/** spec §2 header: logo, product menu, search entry, language switch, account, wishlist and cart. */
export function Header(props: HeaderProps) {
  const { locale, pathname, signedIn, search, cartBadge, wishlistBadge, wishlistHidden, status } = props;
  const { t } = useLingui();
  const term = useSearchTerm(locale);
  return (
    <header className="header">
      <div className="container header__row">
        <button
          type="button"
          className="icon-button header__menu"
          aria-haspopup="dialog"
          onClick={() => overlays.setMobileMenu(true)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <Logo locale={locale} />
        <button
          type="button"
          className="button button--ghost header__products"
          aria-haspopup="dialog"
          onClick={() => overlays.open('megaMenu')}
        >
          <Icon name="categories" />
          {t`Products`}
        </button>
        {search ?? (
          <button
            type="button"
            className="header__search"
            aria-haspopup="dialog"
            onClick={() => overlays.open('search')}
          >
            <Icon name="search" />
            {/* on the search page this is the one search box: it shows the search and opens to change it */}
            <span className="header__search-text">{term || t`Search products`}</span>
            {term ? <span className="visually-hidden">{t`Change the search`}</span> : null}
          </button>
        )}
        <div className="header__actions">
          <LanguageSwitch current={locale} pathname={pathname} />
          <button
            type="button"
            className="icon-button"
            aria-haspopup="dialog"
            onClick={() =>
              signedIn ? overlays.open('myAccountSidebar', { signedIn }) : overlays.open('authSidebar')
            }
          >
            <Icon name="user" />
            <span className="visually-hidden">{signedIn ? t`My account` : t`Sign in`}</span>
          </button>
          {wishlistHidden ? null : (
            <button
              type="button"
              className="icon-button header__desktop-only"
              aria-haspopup="dialog"
              onClick={() => overlays.open('wishlistSidebar')}
            >
              <Icon name="heart" />
              <span className="visually-hidden">{t`Wishlist`}</span>
              {wishlistBadge}
            </button>
          )}
          <button
            type="button"
            className="icon-button header__desktop-only"
            aria-haspopup="dialog"
            onClick={() => overlays.open('cartSidebar')}
          >
            <Icon name="cart" />
            <span className="visually-hidden">{t`Cart`}</span>
            {cartBadge}
          </button>
        </div>
      </div>
      {status}
    </header>
  );
}
