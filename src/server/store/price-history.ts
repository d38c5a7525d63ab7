import type { Database } from 'better-sqlite3';
import { idList, prepare } from '@/server/store/catalog-sql';

// Reads of product_price_history (migration 070): the public price's change points, for the Omnibus prior
// price that the resolvers compute with @/lib/prices omnibusPriorPrice.

export interface PriceHistoryRow {
  product_id: number;
  /** cents */
  price: number;
  /** 'YYYY-MM-DD' or ISO UTC timestamp */
  valid_from: string;
}

/** Change points of the given products, oldest first; one statement for the whole batch. */
export const loadPriceHistory = (db: Database, ids: number[]): PriceHistoryRow[] =>
  prepare(
    db,
    `SELECT product_id, price, valid_from FROM product_price_history
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, valid_from, id`,
  ).all(idList(ids)) as PriceHistoryRow[];
