import type { Database, Statement } from 'better-sqlite3';
import { relevanceOrder, searchMatch } from '@/server/store/search-rank';

// SQL for the storefront search box (/api/klevu/search) over the FTS5 tables of 001_catalog.sql
// (product_search, category_search). Relevance: search-rank.ts. Analytics events: search-events.ts.

export type Locale = 'et' | 'ru';
export type ProductSort = 'relevance' | 'name_asc' | 'name_desc' | 'price_asc' | 'price_desc';

/** spec §5: search acts only on terms of at least 3 characters. */
export const MIN_TERM_LENGTH = 3;
const MAX_TOKENS = 8;

export interface ProductRecord {
  id: string;
  sku: string;
  name: string;
  /** Relative storefront URL: /{locale}/p/{sku}/{url_key} (spec §2). */
  url: string;
  /** Original image (/media/…), or null; resize it through /img/<modifiers>/<path>. */
  image: string | null;
  imagePath: string | null;
  /** Final price in integer cents (special price when active, else the lowest regular price). */
  price: number;
  /** Regular price in integer cents (the lowest one, for products with variants). */
  regularPrice: number;
  currency: 'EUR';
  inStock: boolean;
  type: string;
}

export interface CategoryRecord {
  id: string;
  name: string;
  /** Relative: /{locale}/c/{url_path}{url_suffix}; the HTTP layer makes it absolute. */
  url: string;
  /** Ancestor names joined with ' / ', for display. */
  path: string;
}

export interface SearchResult<T> {
  total: number;
  records: T[];
}

/**
 * Turns what the shopper typed into an FTS5 query: every word is a quoted prefix term (`kruvi` →
 * Kruvikeeraja), all words must match. Quoting makes any punctuation in the input harmless.
 */
export function toFtsQuery(term: string): string | null {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // One-letter words ("18 V") add little and are slow prefixes: drop them when there are others.
  const useful = words.length > 1 ? words.filter((w) => w.length > 1) : words;
  const tokens = (useful.length ? useful : words).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return null;
  return tokens
    .map((t) => yoVariants(t).map(quotePrefix).join(' OR '))
    .map(group)
    .join(' AND '); // FTS5 has no implicit AND after a parenthesised group
}

const quotePrefix = (t: string) => `"${t.replace(/"/g, '""')}"*`;
const group = (alternatives: string) => (alternatives.includes(' OR ') ? `(${alternatives})` : alternatives);

/**
 * Russian shoppers type е for ё, and the FTS tokenizer does not fold ё. A word has at most one ё, so
 * the token with ё folded to е plus each single е → ё variant covers what may be in the index.
 */
function yoVariants(token: string): string[] {
  const base = token.toLowerCase().replace(/ё/g, 'е');
  if (!/[а-я]/.test(base)) return [token];
  const variants = [base];
  for (let i = base.indexOf('е'); i >= 0 && variants.length < 6; i = base.indexOf('е', i + 1)) {
    variants.push(base.slice(0, i) + 'ё' + base.slice(i + 1));
  }
  return variants;
}

// Active special price (dates are ISO text, UTC): the same rule the GraphQL price_range uses.
const FINAL_PRICE = `CASE WHEN p.special_price IS NOT NULL
    AND (p.special_from_date IS NULL OR p.special_from_date <= datetime('now'))
    AND (p.special_to_date IS NULL OR p.special_to_date >= date('now'))
    AND p.special_price < p.min_price
  THEN p.special_price ELSE p.min_price END`;

const ORDER: Record<Exclude<ProductSort, 'relevance'>, string> = {
  name_asc: 'p.name_@ COLLATE NOCASE ASC, p.id',
  name_desc: 'p.name_@ COLLATE NOCASE DESC, p.id',
  price_asc: 'price ASC, p.id',
  price_desc: 'price DESC, p.id',
};

const cache = new WeakMap<Database, Map<string, Statement>>();

function statement(db: Database, key: string, sql: () => string): Statement {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let stmt = perDb.get(key);
  if (!stmt) perDb.set(key, (stmt = db.prepare(sql())));
  return stmt;
}

const ftsCount = (db: Database, match: string): number =>
  statement(db, 'fts-count', () => 'SELECT count(*) FROM product_search WHERE product_search MATCH ?')
    .pluck()
    .get(match) as number;

function sortedIds(
  db: Database,
  l: Locale,
  fts: string,
  sort: keyof typeof ORDER,
  limit: number,
  offset: number,
) {
  const match = searchMatch(l, fts);
  const ids = statement(
    db,
    `product-sorted:${l}:${sort}`,
    () => `SELECT p.id, ${FINAL_PRICE} AS price
           FROM product_search s JOIN products p ON p.id = s.rowid
           WHERE product_search MATCH ? ORDER BY ${ORDER[sort].replace('@', l)} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(match, limit, offset) as number[];
  return { total: ftsCount(db, match), ids };
}

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  price: number;
  regular_price: number;
  in_stock: number;
  type_id: string;
}

function loadRecords(db: Database, l: Locale, ids: number[]): ProductRecord[] {
  if (ids.length === 0) return [];
  const rows = statement(
    db,
    `product-rows:${l}`,
    () => `SELECT p.id, p.sku, p.name_${l} AS name, p.url_key_${l} AS url_key, p.image, p.type_id,
                  ${FINAL_PRICE} AS price, p.min_price AS regular_price, coalesce(i.stock_status, 0) AS in_stock
           FROM products p LEFT JOIN product_inventory i ON i.product_id = p.id
           WHERE p.id IN (SELECT value FROM json_each(?)) AND p.status = 1 AND p.visibility IN (3, 4)`,
  ).all(JSON.stringify(ids)) as ProductRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: String(r.id),
        sku: r.sku,
        name: r.name,
        url: `/${l}/p/${encodeURIComponent(r.sku)}/${r.url_key}`,
        image: r.image ? `/media/${r.image}` : null,
        imagePath: r.image,
        price: r.price,
        regularPrice: r.regular_price,
        currency: 'EUR' as const,
        inStock: r.in_stock === 1,
        type: r.type_id,
      },
    ];
  });
}

/** product_search holds only sellable products (status 1, visibility 3/4: see 001_catalog.sql). */
export function searchProducts(
  db: Database,
  q: { term: string; locale: Locale; limit: number; offset: number; sort: ProductSort },
): SearchResult<ProductRecord> {
  const fts = toFtsQuery(q.term);
  if (!fts) return { total: 0, records: [] };
  if (q.sort === 'relevance') {
    const order = relevanceOrder(db, q.locale, fts);
    return {
      total: order.length,
      records: loadRecords(db, q.locale, order.slice(q.offset, q.offset + q.limit)),
    };
  }
  const { total, ids } = sortedIds(db, q.locale, fts, q.sort, q.limit, q.offset);
  return { total, records: loadRecords(db, q.locale, ids) };
}

interface CategoryRow {
  id: number;
  name: string;
  url_path: string;
  url_suffix: string;
  path: string;
  total: number;
}

export function searchCategories(
  db: Database,
  q: { term: string; locale: Locale; limit: number; offset: number },
): SearchResult<CategoryRecord> {
  const fts = toFtsQuery(q.term);
  if (!fts) return { total: 0, records: [] };
  const l = q.locale;
  const stmt = statement(
    db,
    `category:${l}`,
    () => `
    WITH hits AS (
      SELECT rowid AS id, path_${l} AS path,
             bm25(category_search, ${l === 'et' ? '10, 0, 2, 0' : '0, 10, 0, 2'}) AS score
      FROM category_search WHERE category_search MATCH ?
    )
    SELECT c.id, c.name_${l} AS name, c.url_path_${l} AS url_path, c.url_suffix, hits.path,
           count(*) OVER () AS total
    FROM hits JOIN categories c ON c.id = hits.id
    WHERE c.is_active = 1
    ORDER BY hits.score, c.level, c.position, c.id
    LIMIT ? OFFSET ?`,
  );
  const rows = stmt.all(`{name_${l} path_${l}} : (${fts})`, q.limit, q.offset) as CategoryRow[];
  return {
    // Past the last hit the window count is unavailable: count separately (categories are few).
    total:
      rows[0]?.total ??
      (q.offset > 0
        ? (statement(
            db,
            'category-count',
            () => 'SELECT count(*) FROM category_search WHERE category_search MATCH ?',
          )
            .pluck()
            .get(`{name_${l} path_${l}} : (${fts})`) as number)
        : 0),
    records: rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      url: `/${l}/c/${r.url_path}${r.url_suffix}`,
      path: r.path,
    })),
  };
}
