import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';

export interface Crumb {
  name: string;
  /** Category url_path; undefined for the current page. */
  urlPath?: string;
}

/** spec §2 category breadcrumbs: home, the parent categories, then the current page (not a link). */
export function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/$locale" params={{ locale }} activeOptions={{ exact: true }}>
            {t`Home`}
          </Link>
        </li>
        {items.map((item, i) => (
          <li key={`${item.urlPath ?? 'current'}-${i}`}>
            {item.urlPath !== undefined ? (
              <Link
                to="/$locale/c/$"
                params={{ locale, _splat: item.urlPath }}
                activeOptions={{ exact: true }}
              >
                {item.name}
              </Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
