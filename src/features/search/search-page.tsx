// spec §2 search page /search?term=: a full listing with filters and sort through GraphQL
// `products(search:)`; clicks on results are reported to the search analytics (spec §7). Offline, the
// products already seen on this device answer instead, clearly labelled. The listing itself comes
// from the catalogue feature through `renderListing` (composed by the route: features never import
// each other).
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseListingParams } from '@/lib/listing-params';
import { pushDataLayer } from '@/lib/data-layer';
import type { Locale } from '@/lib/locale';
import type { ProductSummary } from '@/commerce/product-summary';
import { isSearchable, sendSearchClick } from '@/commerce/search';
import { usePageTitle } from '@/ui/page-title';
import { ProductCard } from '@/ui/product-card';
import { SearchEmpty } from '@/features/search/search-empty';
import { useClientNavigation } from '@/ui/use-client-navigation';
import { useOfflineSearch } from '@/features/search/use-offline-search';
import '@/features/search/search.css';

export interface SearchListingSlotProps {
  term: string;
  offlineFallback: ReactNode;
  /** What an empty result (no filter set) shows, given the back end's suggestions. */
  empty: (suggestions: readonly string[]) => ReactNode;
  onOpenProduct: (product: ProductSummary, position: number) => void;
}

function OfflineResults({ term, locale }: { term: string; locale: Locale }) {
  const queryClient = useQueryClient();
  const navigateOnClick = useClientNavigation();
  const results = useOfflineSearch(queryClient, term, true);
  if (!results) return null; // the index is a moment away (precached)
  return (
    <div className="offline-results" data-testid="offline-results">
      <p className="offline-results__note" role="status">
        <Trans>
          You are offline. These offline results include only products already viewed on this device.
        </Trans>
      </p>
      {results.length === 0 ? (
        <p>
          <Trans>No saved products match your search.</Trans>
        </p>
      ) : (
        <ul className="product-grid product-grid--grid">
          {results.map((product) => {
            const href = `/${locale}${product.path}`;
            return (
              <li key={product.sku}>
                <ProductCard product={product} href={href} onOpen={navigateOnClick(href)} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function SearchPage({
  locale,
  renderListing,
}: {
  locale: Locale;
  renderListing: (props: SearchListingSlotProps) => ReactNode;
}) {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { term } = parseListingParams(search);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const title = term ? t`Search results for "${term}"` : t`Search`;
  usePageTitle(title, pathname);
  // spec §7 search (GA4 recommended event), once per searched term
  useEffect(() => {
    if (term && isSearchable(term)) pushDataLayer({ event: 'search', search_term: term });
  }, [term]);
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      {/* one search box: the header's, which shows this search and opens to change it (issue 17 item 9) */}
      {!term ? (
        <p className="page__lead">
          <Trans>Type what you are looking for: a product name, brand or code.</Trans>
        </p>
      ) : !isSearchable(term) ? (
        // spec §5: search acts only on terms of at least 3 characters
        <p className="page__lead" role="status">
          <Trans>Please type at least 3 characters to search.</Trans>
        </p>
      ) : (
        renderListing({
          term,
          offlineFallback: <OfflineResults term={term} locale={locale} />,
          empty: (suggestions) => <SearchEmpty term={term} suggestions={suggestions} locale={locale} />,
          onOpenProduct: (product, position) =>
            sendSearchClick(
              { term, productId: product.uid, sku: product.sku, position, source: 'results' },
              locale,
            ),
        })
      )}
    </div>
  );
}
