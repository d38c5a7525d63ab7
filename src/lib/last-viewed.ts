import { storageKeys } from '@/lib/storage-keys';

// spec §3/§9: lastViewedProductsSkus in local storage, a map of sku → last-viewed timestamp, max 10;
// products without sku are ignored (spec §5). Storage is passed in so this stays SSR-safe and testable.

export const LAST_VIEWED_KEY = storageKeys.lastViewedProductsSkus;
export const LAST_VIEWED_MAX = 10;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type LastViewedMap = Record<string, number>;

/** The stored map; anything unreadable (bad JSON, wrong types) is ignored rather than thrown. */
export const readLastViewed = (storage: StorageLike): LastViewedMap => {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(LAST_VIEWED_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: LastViewedMap = {};
  for (const [sku, ts] of Object.entries(raw as Record<string, unknown>)) {
    if (sku && typeof ts === 'number' && Number.isFinite(ts)) out[sku] = ts;
  }
  return out;
};

/** Keep the newest `max` entries. */
export const trimLastViewed = (map: LastViewedMap, max = LAST_VIEWED_MAX): LastViewedMap =>
  Object.fromEntries(
    Object.entries(map)
      .sort((a, b) => b[1] - a[1])
      .slice(0, max),
  );

/** Record a product view; the oldest entry is dropped past 10. Returns the stored map. */
export const addLastViewed = (
  storage: StorageLike,
  product: { sku?: string | null } | null | undefined,
  now: number = Date.now(),
): LastViewedMap => {
  const current = readLastViewed(storage);
  const sku = product?.sku?.trim();
  if (!sku) return current;
  const next = trimLastViewed({ ...current, [sku]: now });
  try {
    storage.setItem(LAST_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked (private mode): last viewed is a nicety, never an error
  }
  return next;
};

/** Skus newest first, e.g. for the products-by-sku query; `exclude` drops the product on screen. */
export const lastViewedSkus = (storage: StorageLike, exclude?: string | null): string[] =>
  Object.entries(readLastViewed(storage))
    .sort((a, b) => b[1] - a[1])
    .map(([sku]) => sku)
    .filter((sku) => sku !== exclude);

/** Put fetched products in last-viewed order (the products query does not keep the sku list order). */
export const orderByLastViewed = <T extends { sku?: string | null }>(
  products: readonly T[],
  skus: readonly string[],
): T[] => {
  const pos = new Map(skus.map((s, i) => [s, i]));
  return products
    .filter((p) => p.sku && pos.has(p.sku))
    .sort((a, b) => (pos.get(a.sku ?? '') ?? 0) - (pos.get(b.sku ?? '') ?? 0));
};
