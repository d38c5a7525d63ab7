import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { accountMenuItems } from '@/lib/account-menu';
import '@/features/account/account.css';

/**
 * spec §2 account menu: business entries are hidden from private users and private entries from
 * business users; my-orders is "My orders history" (private) or "Purchase history" (business).
 */
export function AccountLayout({
  locale,
  business,
  children,
}: {
  locale: Locale;
  business: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const wishlistFlag = useQuery(storeConfigQueryOptions(locale)).data?.magento_wishlist_general_is_enabled;
  const items = accountMenuItems(i18n, { business, wishlist: wishlistFlag !== '0' });
  return (
    <div className="container account">
      <nav className="account__menu" aria-label={t`My account`}>
        <ul className="nav-list">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                params={{ locale }}
                className="nav-list__link"
                activeOptions={{ exact: true }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}
