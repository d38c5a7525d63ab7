// The search engine (spec §7 "Search engine": /api/klevu/search, analytics under
// /api/klevu/analytics/): suggestions for the header search and search click events.
import { queryOptions } from '@/commerce/query-options';
import { OfflineError } from '@/commerce/client';
import type { Locale } from '@/lib/locale';

// spec §9: product search 10, category search 100; spec §5: at least 3 characters
export const PRODUCT_SUGGESTION_LIMIT = 10;
export const CATEGORY_SUGGESTION_LIMIT = 100;
export const MIN_SEARCH_LENGTH = 3;
// spec §9: search suggestions debounce 1000 ms
export const SUGGESTION_DEBOUNCE_MS = 1000;

export const isSearchable = (term: string): boolean => [...term.trim()].length >= MIN_SEARCH_LENGTH;

export interface ProductSuggestion {
  id: string;
  sku: string;
  name: string;
  /** Path with the locale prefix, e.g. /et/p/SIM-0017/kruvikeeraja. */
  url: string;
  image: string | null;
  priceCents: number;
  regularPriceCents: number;
  currency: string;
  inStock: boolean;
}

export interface CategorySuggestion {
  id: string;
  name: string;
  /** Path on the shop's own origin (the origin removed). */
  url: string;
  path: string;
}

export interface Suggestions {
  term: string;
  products: ProductSuggestion[];
  productTotal: number;
  categories: CategorySuggestion[];
}

interface RawRecord {
  id?: string | number | null;
  sku?: string;
  name?: string;
  url?: string;
  image?: string | null;
  price?: number;
  regularPrice?: number;
  currency?: string;
  inStock?: boolean;
  path?: string;
}
interface RawResponse {
  meta?: { totalResultsFound?: number };
  records?: RawRecord[];
}

/**
 * spec §5: category results are kept only when their address belongs to the shop's own origin;
 * the kept ones become origin-relative paths. Relative addresses are the shop's own.
 */
export function ownOriginPath(url: string, origin: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** spec §3: search-engine records without id are dropped. */
export function toProductSuggestions(records: readonly RawRecord[]): ProductSuggestion[] {
  return records
    .filter((r) => r.id !== undefined && r.id !== null && r.id !== '' && r.url && r.name)
    .map((r) => ({
      id: String(r.id),
      sku: r.sku ?? String(r.id),
      name: r.name ?? '',
      url: r.url ?? '',
      image: r.image ?? null,
      priceCents: Math.round(r.price ?? 0),
      regularPriceCents: Math.round(r.regularPrice ?? r.price ?? 0),
      currency: r.currency ?? 'EUR',
      inStock: r.inStock !== false,
    }));
}

export function toCategorySuggestions(records: readonly RawRecord[], origin: string): CategorySuggestion[] {
  const out: CategorySuggestion[] = [];
  for (const r of records) {
    if (r.id === undefined || r.id === null || !r.url || !r.name) continue;
    const url = ownOriginPath(r.url, origin);
    if (url) out.push({ id: String(r.id), name: r.name, url, path: r.path ?? r.name });
  }
  return out;
}

async function getJson(url: string, locale: Locale, signal?: AbortSignal): Promise<RawResponse> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Store: locale, Accept: 'application/json' }, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OfflineError(error);
  }
  if (!response.ok) throw new Error(`Search failed (${response.status})`);
  return (await response.json()) as RawResponse;
}

export async function fetchSuggestions(
  term: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Suggestions> {
  const trimmed = term.trim();
  if (!isSearchable(trimmed)) return { term: trimmed, products: [], productTotal: 0, categories: [] };
  const base = (type: string, limit: number) =>
    `/api/klevu/search?${new URLSearchParams({ term: trimmed, type, limit: String(limit), locale }).toString()}`;
  const [products, categories] = await Promise.all([
    getJson(base('product', PRODUCT_SUGGESTION_LIMIT), locale, signal),
    getJson(base('category', CATEGORY_SUGGESTION_LIMIT), locale, signal),
  ]);
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return {
    term: trimmed,
    products: toProductSuggestions(products.records ?? []),
    productTotal: products.meta?.totalResultsFound ?? 0,
    categories: toCategorySuggestions(categories.records ?? [], origin),
  };
}

export const suggestionsQueryOptions = (term: string, locale: Locale) =>
  queryOptions({
    queryKey: ['search', 'suggestions', locale, term.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => fetchSuggestions(term, locale, signal),
    staleTime: 60_000,
    // Offline the local index answers instead; suggestions are not worth persisting.
    meta: { persist: false },
    retry: 0,
  });

export interface SearchClickEvent {
  term: string;
  productId?: string;
  sku?: string;
  position: number;
  /** Where the click happened: the header suggestions or the results page. */
  source?: 'suggestions' | 'results';
}

/** spec §7: search click events go to /api/klevu/analytics/; fire and forget, never blocks navigation. */
export function sendSearchClick(event: SearchClickEvent, locale: Locale): void {
  const body = JSON.stringify({ type: 'click', locale, ...event });
  try {
    void fetch('/api/klevu/analytics/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: locale },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // analytics must never break the shop
  }
}
