import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';

// Price requests (migration 172). Every read names the customer: a request is only ever its sender's.

export interface PriceRequestLine {
  sku: string;
  name: string;
  quantity: number;
  /** cents */
  row_total: number;
}

export interface PriceRequestRow {
  id: number;
  customer_id: number;
  company_id: number | null;
  store_code: StoreCode;
  comment: string | null;
  lines: string;
  total_cents: number;
  status: 'new' | 'answered' | 'closed';
  created_at: string;
}

export const insertPriceRequest = (
  db: Database,
  r: {
    customerId: number;
    companyId: number | null;
    store: StoreCode;
    comment: string | null;
    lines: PriceRequestLine[];
    totalCents: number;
  },
): number =>
  Number(
    stmt(
      db,
      `INSERT INTO price_requests (customer_id, company_id, store_code, comment, lines, total_cents)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(r.customerId, r.companyId, r.store, r.comment, JSON.stringify(r.lines), r.totalCents)
      .lastInsertRowid,
  );

export const customerPriceRequests = (db: Database, customerId: number): PriceRequestRow[] =>
  stmt(db, 'SELECT * FROM price_requests WHERE customer_id = ? ORDER BY id DESC LIMIT 100').all(
    customerId,
  ) as PriceRequestRow[];
