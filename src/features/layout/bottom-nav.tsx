import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { Icon } from '@/ui/icon';

/** Mobile and tablet bottom navigation (spec §9: 52 px mobile, 76 px tablet; hidden on desktop). */
export function BottomNav({
  locale,
  cartBadge,
  wishlistBadge,
  wishlistHidden,
}: {
  locale: Locale;
  cartBadge?: ReactNode;
  wishlistBadge?: ReactNode;
  wishlistHidden?: boolean;
}) {
  const { t } = useLingui();
  return (
    <nav className="bottom-nav" aria-label={t`Quick navigation`}>
      <Link to="/$locale" params={{ locale }} className="bottom-nav__item" activeOptions={{ exact: true }}>
        <Icon name="home" />
        <span>{t`Home`}</span>
      </Link>
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => overlays.setMobileMenu(true)}
      >
        <Icon name="categories" />
        <span>{t`Products`}</span>
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => overlays.open('searchSidebar')}
      >
        <Icon name="search" />
        <span>{t`Search`}</span>
      </button>
      {wishlistHidden ? null : (
        <button
          type="button"
          className="bottom-nav__item"
          aria-haspopup="dialog"
          onClick={() => overlays.open('wishlistSidebar')}
        >
          <Icon name="heart" />
          <span>{t`Wishlist`}</span>
          {wishlistBadge}
        </button>
      )}
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => overlays.open('cartSidebar')}
      >
        <Icon name="cart" />
        <span>{t`Cart`}</span>
        {cartBadge}
      </button>
    </nav>
  );
}
