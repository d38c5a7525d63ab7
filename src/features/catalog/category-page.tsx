// spec §2 category page (up to 5 levels): breadcrumbs, sub-category navigation and the listing.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { categoryPageQueryOptions } from '@/commerce/catalog';
import { usePageTitle } from '@/ui/page-title';
import { Breadcrumbs } from '@/features/catalog/breadcrumbs';
import { ProductListing } from '@/features/catalog/product-listing';
import { useCategoryHead } from '@/features/catalog/use-category-head';

export function CategoryPage({
  urlPath,
  locale,
  notFound,
}: {
  urlPath: string;
  locale: Locale;
  notFound: ReactNode;
}) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const query = useQuery(categoryPageQueryOptions(urlPath, locale));
  const category = query.data;
  usePageTitle(category?.name, pathname);
  useCategoryHead(
    category
      ? {
          description: category.metaDescription,
          canonicalPath: `/${locale}/c/${category.urlPath}${category.urlSuffix}`,
          trail: [...category.breadcrumbs, { name: category.name, urlPath: category.urlPath }],
          locale,
        }
      : null,
  );
  if (category === null) return <>{notFound}</>;

  return (
    <div className="page container" data-category={urlPath}>
      <Breadcrumbs
        locale={locale}
        items={[
          ...(category?.breadcrumbs ?? []).map((b) => ({ name: b.name, urlPath: b.urlPath })),
          { name: category?.name ?? t`Category` },
        ]}
      />
      <h1 className="page__title">{category?.name ?? t`Category`}</h1>
      {category?.description ? <p className="category-lead">{category.description}</p> : null}
      {category && category.children.length > 0 ? (
        <nav aria-label={t`Subcategories`}>
          <ul className="subcategories">
            {category.children.map((child) => (
              <li key={child.uid}>
                <Link to="/$locale/c/$" params={{ locale, _splat: `${child.urlPath}${child.urlSuffix}` }}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing scope={{ kind: 'category', urlPath }} locale={locale} />
    </div>
  );
}
