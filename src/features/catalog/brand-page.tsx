// spec §2 brand page /brands/{slug}/{category?}: the brand's products, optionally within one department.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { brandsQueryOptions } from '@/commerce/catalog';
import { categoryTreeQueryOptions } from '@/commerce/category-tree';
import { useOnline } from '@/commerce/online';
import { usePageTitle } from '@/ui/page-title';
import { ProductListing } from '@/features/catalog/product-listing';

export function BrandPage({
  slug,
  category,
  locale,
  notFound,
}: {
  slug: string;
  category?: string;
  locale: Locale;
  notFound: ReactNode;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const brands = useQuery(brandsQueryOptions(locale));
  const tree = useQuery(categoryTreeQueryOptions(locale));
  const brand = brands.data?.find((b) => b.slug === slug);
  const department = category ? tree.data?.find((d) => d.urlPath === category) : undefined;
  const title = brand ? (department ? `${brand.name}: ${department.name}` : brand.name) : null;
  usePageTitle(title, pathname);

  if (brands.data && !brand) return <>{notFound}</>;
  if (tree.data && category && !department) return <>{notFound}</>;
  if (!brand) {
    return (
      <div className="page container">
        <h1 className="page__title">{t`Brand`}</h1>
        <p role="status">
          {online
            ? t`Loading…`
            : t`This page has not been saved for offline use. It opens when you are back online.`}
        </p>
      </div>
    );
  }
  return (
    <div className="page container" data-brand={brand.slug}>
      <h1 className="page__title">{title}</h1>
      {tree.data ? (
        <nav aria-label={t`Departments`}>
          <ul className="subcategories">
            <li>
              <Link
                to="/$locale/brands/$slug"
                params={{ locale, slug }}
                aria-current={category ? undefined : 'page'}
              >
                {t`All products`}
              </Link>
            </li>
            {tree.data.map((d) => (
              <li key={d.uid}>
                <Link
                  to="/$locale/brands/$slug/$category"
                  params={{ locale, slug, category: d.urlPath }}
                  aria-current={d.urlPath === category ? 'page' : undefined}
                >
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        key={`${brand.optionId}-${category ?? ''}`}
        scope={{ kind: 'brand', optionId: brand.optionId, categoryUrlPath: category }}
        locale={locale}
      />
    </div>
  );
}
