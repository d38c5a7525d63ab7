// spec §2 all categories: the whole tree (departments and their sub-categories).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { categoryTreeQueryOptions, type CategoryNode } from '@/commerce/category-tree';
import { useOnline } from '@/commerce/online';
import '@/features/catalog/catalog.css';

function Branch({ nodes, locale, depth }: { nodes: CategoryNode[]; locale: Locale; depth: number }) {
  if (nodes.length === 0 || depth > 3) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.uid}>
          <Link to="/$locale/c/$" params={{ locale, _splat: `${node.urlPath}${node.urlSuffix}` }}>
            {node.name}
          </Link>
          <Branch nodes={node.children} locale={locale} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

export function CategoriesPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(categoryTreeQueryOptions(locale));
  return (
    <div className="page container">
      <h1 className="page__title">{t`All categories`}</h1>
      {query.data ? (
        <ul className="category-tree">
          {query.data.map((department) => (
            <li key={department.uid} className="category-tree__department">
              <Link
                to="/$locale/c/$"
                params={{ locale, _splat: `${department.urlPath}${department.urlSuffix}` }}
              >
                {department.name}
              </Link>
              <Branch nodes={department.children} locale={locale} depth={2} />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert">
          <Trans>The categories could not be loaded.</Trans>
        </p>
      ) : (
        <p role="status">
          {online
            ? t`Loading…`
            : t`This page has not been saved for offline use. It opens when you are back online.`}
        </p>
      )}
    </div>
  );
}
