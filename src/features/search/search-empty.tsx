// A search that found nothing (issue 17 item 9): says so for the search itself (no filter is set), offers
// the close searches the back end suggests (Magento's Products.suggestions) and the departments' widest
// categories, from the cached category tree (so they show offline too).
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { categoryTreeQueryOptions, popularCategories } from '@/commerce/category-tree';

export function SearchEmpty({
  term,
  suggestions,
  locale,
}: {
  term: string;
  suggestions: readonly string[];
  locale: Locale;
}) {
  const tree = useQuery(categoryTreeQueryOptions(locale));
  const categories = popularCategories(tree.data ?? []);
  return (
    <div className="search-empty" data-testid="search-empty">
      <p className="search-empty__title" role="status">
        <Trans>No products were found for “{term}”.</Trans>
      </p>
      {suggestions.length ? (
        <div className="search-empty__group">
          <h2 className="search-empty__heading">
            <Trans>Did you mean</Trans>
          </h2>
          <ul className="search-empty__links">
            {suggestions.map((s) => (
              <li key={s}>
                <Link to="/$locale/search" params={{ locale }} search={{ term: s }}>
                  {s}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>
          <Trans>Check the spelling, or try a shorter or more general word.</Trans>
        </p>
      )}
      {categories.length ? (
        <div className="search-empty__group">
          <h2 className="search-empty__heading">
            <Trans>Popular categories</Trans>
          </h2>
          <ul className="search-empty__links">
            {categories.map((c) => (
              <li key={c.uid}>
                <Link to="/$locale/c/$" params={{ locale, _splat: `${c.urlPath}${c.urlSuffix}` }}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
