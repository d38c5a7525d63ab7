import type { Database } from 'better-sqlite3';
import { idList, prepare } from '@/server/store/catalog-sql';
import { categoryListingTag, LISTING_TAG, productStockTag, productTag } from '@/server/store/cache-tags';

// Reading the change log of migration 215: the tags whose cached answers a write made stale, whichever process
// wrote it. A product's change also reaches the products that show it (a configurable its variants, a bundle its
// selections, a grouped product its members); a change to what listings it can be in also reaches the listings
// of its categories and every listing not limited to a category. A change of a store's quantity alone (migration
// 235) reaches only the answers showing the product's stock per store.

/** More rows than this since the last read: cheaper to forget every answer than to work out their tags. */
const MAX_ROWS = 5000;

export interface CatalogueMarks {
  /** the shared counter of migration 210: writes no product owns (configuration, categories, CMS …) */
  version: number;
  /** the newest row of the tag change log (migration 215) */
  lastChange: number;
}

/** Both marks in one snapshot: equal marks, no catalogue answer can have changed. */
export const catalogueMarks = (db: Database): CatalogueMarks =>
  prepare(
    db,
    `SELECT (SELECT n FROM catalogue_version) AS version,
       coalesce((SELECT max(id) FROM cache_tag_changes), 0) AS lastChange`,
  ).get() as CatalogueMarks;

interface ChangeRow {
  product_id: number | null;
  category_id: number | null;
  membership: number;
  quantities: number;
}

/** The products that show these (parents of variants, bundles of selections, grouped sets of members). */
const withParents = (db: Database, ids: number[]): number[] => {
  if (ids.length === 0) return [];
  const parents = prepare(
    db,
    `SELECT parent_id FROM product_variants WHERE child_id IN (SELECT value FROM json_each(@ids))
     UNION SELECT o.product_id FROM bundle_selections s JOIN bundle_options o ON o.id = s.option_id
       WHERE s.product_id IN (SELECT value FROM json_each(@ids))
     UNION SELECT product_id FROM product_links
       WHERE link_type = 'associated' AND linked_id IN (SELECT value FROM json_each(@ids))`,
  )
    .pluck()
    .all({ ids: idList(ids) }) as number[];
  return [...new Set([...ids, ...parents])];
};

/**
 * The tags written stale by the log rows after `after` up to `upTo`, or null when they are too many or no longer
 * all in the log: then every answer is stale.
 */
export const changedTags = (db: Database, after: number, upTo: number): Set<string> | null => {
  if (upTo - after > MAX_ROWS) return null;
  const logged = prepare(
    db,
    'SELECT product_id, category_id, membership, quantities FROM cache_tag_changes WHERE id > ? AND id <= ?',
  ).all(after, upTo) as ChangeRow[];
  // ids follow each other (the newest row is never pruned, so none is handed out twice): a gap was pruned
  if (logged.length !== upTo - after) return null;
  pruneOld(db, after, upTo);

  const quantities = logged.flatMap((r) => (r.quantities ? (r.product_id ?? []) : []));
  const rows = logged.filter((r) => !r.quantities);
  const products = withParents(db, [...new Set(rows.flatMap((r) => r.product_id ?? []))]);
  const moved = withParents(db, [
    ...new Set(rows.flatMap((r) => (r.membership ? (r.product_id ?? []) : []))),
  ]);
  const categories = new Set(rows.flatMap((r) => r.category_id ?? []));
  if (moved.length) {
    const of = prepare(
      db,
      'SELECT DISTINCT category_id FROM category_products WHERE product_id IN (SELECT value FROM json_each(?))',
    );
    for (const id of of.pluck().all(idList(moved)) as number[]) categories.add(id);
  }
  const tags = new Set([
    ...products.map(productTag),
    ...quantities.map(productStockTag),
    ...[...categories].map(categoryListingTag),
  ]);
  if (moved.length) tags.add(LISTING_TAG);
  return tags;
};

// Rows a day old have been read by every worker that serves (one that has not returns null above and forgets
// everything). Pruned whenever the log passes another thousand rows, the newest row always kept.
const pruneOld = (db: Database, after: number, upTo: number) => {
  if (db.readonly || Math.floor(upTo / 1000) === Math.floor(after / 1000)) return;
  prepare(
    db,
    `DELETE FROM cache_tag_changes WHERE changed_at < datetime('now', '-1 day')
       AND id < (SELECT max(id) FROM cache_tag_changes)`,
  ).run();
};

/**
 * A catalogue just loaded (the seed) is in no cache anywhere: the log of its writes (some twenty rows a product) is
 * dropped, all but the newest row, which keeps the ids following each other.
 */
export const forgetChanges = (db: Database): void => {
  prepare(db, 'DELETE FROM cache_tag_changes WHERE id < (SELECT max(id) FROM cache_tag_changes)').run();
};
