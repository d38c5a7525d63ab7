import type { Database } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { prepare, type StoreCode } from '@/server/store/catalog-sql';
import { getListingIndex, type ListingIndex } from '@/server/store/catalog-listing-index';

// Search relevance, shared by the search box (/api/klevu/search, search.ts) and GraphQL
// products(search:) (catalog-listing.ts), so both list the same products in the same order.
//
// Tiers, in this order (bm25 within a tier):
//   1. goods whose name matches every word;
//   2. goods in a category whose name matches ("saunakeris" → the heaters of "Saunakerised");
//   3. services, digital goods and sets (ListingIndex.secondary) whose name or category matches;
//   4. the rest, matching only by sku, brand or short description: goods, then the others.
// bm25 costs per matching row, so a tier larger than RANK_LIMIT (a broad prefix such as "ehit" matching a
// whole department) keeps id order.

// FTS5 columns: sku, brand, name_et, name_ru, short_et, short_ru, categories_et, categories_ru
const NAME_WEIGHTS: Record<StoreCode, string> = {
  et: '0, 0, 1, 0, 0, 0, 0, 0',
  ru: '0, 0, 0, 1, 0, 0, 0, 0',
};
const CATEGORY_WEIGHTS: Record<StoreCode, string> = {
  et: '0, 0, 0, 0, 0, 0, 1, 0',
  ru: '0, 0, 0, 0, 0, 0, 0, 1',
};
const OTHER_WEIGHTS: Record<StoreCode, string> = {
  et: '6, 4, 0, 0, 1, 0, 2, 0',
  ru: '6, 4, 0, 0, 0, 1, 0, 2',
};
const RANK_LIMIT = 3000;

/** The FTS5 match over every searched column for a toFtsQuery() expression. */
export const searchMatch = (store: StoreCode, fts: string) =>
  `{sku brand name_${store} short_${store} categories_${store}} : (${fts})`;

const matching = (db: Database, match: string): number[] =>
  prepare(db, 'SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rowid')
    .pluck()
    .all(match) as number[];

const ranked = (db: Database, match: string, weights: string): number[] => {
  const ids = matching(db, match);
  if (ids.length < 2 || ids.length > RANK_LIMIT) return ids;
  return prepare(
    db,
    `SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY bm25(product_search, ${weights}), rowid`,
  )
    .pluck()
    .all(match) as number[];
};

/**
 * Orders worked out, kept with the listing index they were made with until it takes in a change (a new index: the
 * catalogue seeded again, the next day). Searches repeat (the popular terms, the box asking as a word is typed)
 * and an order costs six full-text queries (~190 µs for a word of the seeded catalogue); the search index itself
 * is written only with the catalogue (seed/product-writer.ts). Capped by the product ids kept.
 */
const kept = new WeakMap<ListingIndex, { lastChange: number; orders: LRUCache<string, readonly number[]> }>();
const MAX_KEPT_IDS = 200_000;

/** Every product matching the search, most relevant first. */
export function relevanceOrder(db: Database, store: StoreCode, fts: string): readonly number[] {
  const ix = getListingIndex(db);
  let memo = kept.get(ix);
  if (memo?.lastChange !== ix.lastChange) {
    memo = {
      lastChange: ix.lastChange,
      orders: new LRUCache({ maxSize: MAX_KEPT_IDS, sizeCalculation: (order) => order.length + 1 }),
    };
    kept.set(ix, memo);
  }
  const key = `${store}\n${fts}`;
  let order = memo.orders.get(key);
  if (!order) memo.orders.set(key, (order = rank(db, store, fts, ix.secondary)));
  return order;
}

const rank = (db: Database, store: StoreCode, fts: string, secondary: ListingIndex['secondary']) => {
  const name = `{name_${store}} : (${fts})`;
  const category = `{categories_${store}} : (${fts})`;
  const byName = ranked(db, name, NAME_WEIGHTS[store]);
  const byCategory = ranked(db, `(${category}) NOT (${name})`, CATEGORY_WEIGHTS[store]);
  const rest = ranked(
    db,
    `(${searchMatch(store, fts)}) NOT (${name}) NOT (${category})`,
    OTHER_WEIGHTS[store],
  );
  const goods = (id: number) => secondary[id] !== 1;
  const others = (id: number) => secondary[id] === 1;
  return [
    ...byName.filter(goods),
    ...byCategory.filter(goods),
    ...byName.filter(others),
    ...byCategory.filter(others),
    ...rest.filter(goods),
    ...rest.filter(others),
  ];
};
