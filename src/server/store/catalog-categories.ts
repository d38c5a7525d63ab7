import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';

// Category tree reads. The tree is small (hundreds of rows), so a request reads it whole once and
// resolves children, breadcrumbs and uids from memory; a cheap fingerprint query detects changes.

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  children_count: number;
  is_active: number;
  is_anchor: number;
  include_in_menu: number;
  image: string | null;
  /** the landing CMS block's id (migration 131) */
  landing_page: number | null;
  url_suffix: string;
  product_count: number;
  name: string;
  description: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  url_key: string;
  url_path: string;
}

export interface CategoryTreeIndex {
  byId: Map<number, CategoryRow>;
  children: Map<number, CategoryRow[]>;
  byUrlPath: Map<string, CategoryRow>;
}

const cached = new WeakMap<Database, Map<StoreCode, { fingerprint: string; index: CategoryTreeIndex }>>();

const fingerprint = (db: Database) => {
  const r = prepare(
    db,
    'SELECT count(*) AS n, max(updated_at) AS u, sum(id * (is_active + 1)) AS s FROM categories',
  ).get() as {
    n: number;
    u: string | null;
    s: number | null;
  };
  return `${r.n}:${r.u}:${r.s}`;
};

export const loadCategoryTree = (db: Database, store: StoreCode): CategoryTreeIndex => {
  let perStore = cached.get(db);
  if (!perStore) {
    perStore = new Map();
    cached.set(db, perStore);
  }
  const fp = fingerprint(db);
  const hit = perStore.get(store);
  if (hit && hit.fingerprint === fp) return hit.index;
  const rows = prepare(
    db,
    `SELECT id, parent_id, path, level, position, children_count, is_active, is_anchor, include_in_menu, image,
       landing_page, url_suffix, product_count, ${col('name', store)} AS name, ${col('description', store)} AS description,
       ${col('meta_title', store)} AS meta_title, ${col('meta_keywords', store)} AS meta_keywords,
       ${col('meta_description', store)} AS meta_description, ${col('url_key', store)} AS url_key,
       ${col('url_path', store)} AS url_path
     FROM categories ORDER BY level, position, id`,
  ).all() as CategoryRow[];
  const index: CategoryTreeIndex = { byId: new Map(), children: new Map(), byUrlPath: new Map() };
  for (const row of rows) {
    index.byId.set(row.id, row);
    if (row.level >= 2) index.byUrlPath.set(row.url_path, row);
    if (row.parent_id !== null) {
      const list = index.children.get(row.parent_id);
      if (list) list.push(row);
      else index.children.set(row.parent_id, [row]);
    }
  }
  perStore.set(store, { fingerprint: fp, index });
  return index;
};

/** Direct (own) categories of each product, in position order. */
export const loadProductCategoryIds = (
  db: Database,
  ids: number[],
): { product_id: number; category_id: number }[] =>
  prepare(
    db,
    `SELECT product_id, category_id FROM category_products
     WHERE product_id IN (SELECT value FROM json_each(?)) AND is_direct = 1
     ORDER BY product_id, position, category_id`,
  ).all(JSON.stringify(ids)) as { product_id: number; category_id: number }[];
