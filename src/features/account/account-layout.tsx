import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import '@/features/account/account.css';

type AccountPath =
  | '/$locale/my-account'
  | '/$locale/my-account/my-orders'
  | '/$locale/my-account/company-information'
  | '/$locale/my-account/my-contacts'
  | '/$locale/my-account/privaatsussatted'
  | '/$locale/my-account/wishlist'
  | '/$locale/quick-order';

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
  const { t } = useLingui();
  const wishlistFlag = useQuery(storeConfigQueryOptions(locale)).data?.magento_wishlist_general_is_enabled;
  const wishlistOn = wishlistFlag !== '0';
  const items: { to: AccountPath; label: string; show: boolean }[] = [
    { to: '/$locale/my-account', label: t`Overview`, show: true },
    {
      to: '/$locale/my-account/my-orders',
      label: business ? t`Purchase history` : t`My orders history`,
      show: true,
    },
    { to: '/$locale/my-account/company-information', label: t`Company information`, show: business },
    { to: '/$locale/my-account/my-contacts', label: t`My contact details`, show: true },
    { to: '/$locale/my-account/privaatsussatted', label: t`My interests and approvals`, show: !business },
    // spec §3: only when the store config offers a wishlist
    { to: '/$locale/my-account/wishlist', label: t`Wishlist`, show: wishlistOn },
    // issue 12 item 8: ordering by SKU, for trade buyers above all
    { to: '/$locale/quick-order', label: t`Quick order`, show: true },
  ];
  return (
    <div className="container account">
      <nav className="account__menu" aria-label={t`My account`}>
        <ul className="nav-list">
          {items
            .filter((item) => item.show)
            .map((item) => (
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
