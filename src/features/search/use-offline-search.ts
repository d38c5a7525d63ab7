// Offline search results (issue 4 §5) from the products already in the query cache. The full-text
// index (minisearch) loads only when it is needed, i.e. offline: online visitors of the search page
// never download it (the service worker has it precached for when the connection goes).
import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@/commerce/product-summary';

/** Results for `term`, or null while the index loads or when `enabled` is false. */
export function useOfflineSearch(
  queryClient: QueryClient,
  term: string,
  enabled: boolean,
  limit?: number,
): ProductSummary[] | null {
  const [found, setFound] = useState<{ key: string; results: ProductSummary[] } | null>(null);
  const key = `${term}\n${limit ?? ''}`;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    import('@/commerce/offline-search')
      .then(({ offlineIndexFromCache }) => offlineIndexFromCache(queryClient).search(term, limit))
      .catch(() => []) // the index could not load (never precached): nothing saved to show
      .then((results) => {
        if (current) setFound({ key, results });
      });
    return () => {
      current = false;
    };
  }, [enabled, key, term, limit, queryClient]);
  return enabled && found?.key === key ? found.results : null;
}
