import type { Database, Statement } from 'better-sqlite3';

// Prepared-statement cache shared by the catalogue store modules: each SQL text is prepared once per database.

const cache = new WeakMap<Database, Map<string, Statement>>();

export const prepare = (db: Database, sql: string): Statement => {
  let map = cache.get(db);
  if (!map) {
    map = new Map();
    cache.set(db, map);
  }
  let s = map.get(sql);
  if (!s) {
    s = db.prepare(sql);
    map.set(sql, s);
  }
  return s;
};

export type StoreCode = 'et' | 'ru';

/** Column suffix for per-store text; StoreCode is a closed union, so it is safe to interpolate. */
export const col = (name: string, store: StoreCode) => `${name}_${store === 'ru' ? 'ru' : 'et'}`;

/** Rows grouped by a numeric key, in their SQL order. */
export const groupBy = <T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
};

/** Binds a list of ids as one JSON parameter (`IN (SELECT value FROM json_each(?))`). */
export const idList = (ids: readonly (number | string)[]) => JSON.stringify(ids);

/** YYYY-MM-DD of today (UTC); special prices, tiers and campaigns are valid by date. */
export const today = () => new Date().toISOString().slice(0, 10);
