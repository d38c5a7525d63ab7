// Offline search (issue 4 §5): a client-side full-text index over the products already in the
// TanStack Query cache (whatever listings were seen online), used when the network is not there.
// The results are only what this device has seen, so the views label them as offline results.
import MiniSearch from 'minisearch';
import type { QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@/commerce/product-summary';
import { MIN_SEARCH_LENGTH } from '@/commerce/search';

const isProduct = (x: unknown): x is ProductSummary => {
  if (!x || typeof x !== 'object') return false;
  const p = x as Partial<ProductSummary>;
  return (
    typeof p.sku === 'string' &&
    typeof p.name === 'string' &&
    typeof p.path === 'string' &&
    typeof p.price?.finalCents === 'number'
  );
};

/** Product summaries found anywhere in cached query data (listings, carousels, last viewed). */
export function collectCachedProducts(data: readonly unknown[]): ProductSummary[] {
  const bySku = new Map<string, ProductSummary>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || !value || typeof value !== 'object') return;
    if (isProduct(value)) {
      if (!bySku.has(value.sku)) bySku.set(value.sku, value);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, depth + 1);
  };
  for (const d of data) visit(d, 0);
  return [...bySku.values()];
}

// Estonian and Russian shoppers type without diacritics (õ, ä, ö, ü, š, ž, ё): fold them away.
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ё/g, 'е');

/** What the index reads of a product: the cached summaries, or a kiosk's preloaded assortment. */
export interface SearchableProduct {
  sku: string;
  name: string;
  brand: string | null;
}

export interface OfflineIndex<T extends SearchableProduct = ProductSummary> {
  size: number;
  search: (term: string, limit?: number) => T[];
}

export function buildOfflineIndex<T extends SearchableProduct = ProductSummary>(
  products: readonly T[],
): OfflineIndex<T> {
  const index = new MiniSearch<{ id: string; sku: string; name: string; brand: string }>({
    idField: 'id',
    fields: ['name', 'sku', 'brand'],
    storeFields: [],
    processTerm: (term) => fold(term),
    searchOptions: { prefix: true, fuzzy: 0.15, combineWith: 'AND', boost: { name: 2 } },
  });
  const bySku = new Map(products.map((p) => [p.sku, p]));
  index.addAll(products.map((p) => ({ id: p.sku, sku: p.sku, name: p.name, brand: p.brand ?? '' })));
  return {
    size: products.length,
    search: (term, limit = 50) => {
      // spec §5: search acts only on terms of at least 3 characters
      if ([...term.trim()].length < MIN_SEARCH_LENGTH) return [];
      return index
        .search(term)
        .slice(0, limit)
        .map((r) => bySku.get(String(r.id)))
        .filter((p): p is T => !!p);
    },
  };
}

/** Index of the catalogue queries currently in the cache (built on demand; cheap for a few thousand). */
export function offlineIndexFromCache(client: QueryClient): OfflineIndex {
  const data = client
    .getQueryCache()
    .findAll({ queryKey: ['catalog'] })
    .map((q) => q.state.data);
  return buildOfflineIndex(collectCachedProducts(data));
}
