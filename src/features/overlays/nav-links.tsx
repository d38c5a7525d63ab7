import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';

/** The shop's main sections; used by the mega menu and the mobile menu. */
export function NavLinks({ locale, onNavigate }: { locale: Locale; onNavigate: () => void }) {
  const { t } = useLingui();
  const links = [
    { to: '/$locale/categories', label: t`All categories` },
    { to: '/$locale/kataloogid', label: t`Catalogues` },
    { to: '/$locale/blogi', label: t`Blog` },
    { to: '/$locale/koormavedu', label: t`Bulk material transport` },
    { to: '/$locale/quick-order', label: t`Quick order` },
    { to: '/$locale', label: t`E-shop` },
  ] as const;
  return (
    <ul className="nav-list">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            params={{ locale }}
            onClick={onNavigate}
            className="nav-list__link"
            activeOptions={{ exact: true }}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
