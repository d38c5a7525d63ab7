import type { Database } from 'better-sqlite3';
import { prepare, type StoreCode } from '@/server/store/catalog-sql';

// URL rewrites: request_path (no leading slash, no locale) → entity, per store view.

export interface RewriteRow {
  request_path: string;
  target_path: string;
  entity_type: string;
  entity_id: number;
  redirect_code: number;
}

export const findRewrite = (db: Database, store: StoreCode, paths: string[]): RewriteRow | undefined =>
  prepare(
    db,
    `SELECT request_path, target_path, entity_type, entity_id, redirect_code FROM url_rewrites
     WHERE store_code = ? AND request_path IN (SELECT value FROM json_each(?))
     ORDER BY length(request_path) DESC LIMIT 1`,
  ).get(store, JSON.stringify(paths)) as RewriteRow | undefined;

/** The canonical (non-redirect) request path of an entity. */
export const findCanonicalPath = (
  db: Database,
  store: StoreCode,
  entityType: string,
  entityId: number,
): string | undefined =>
  (
    prepare(
      db,
      `SELECT request_path FROM url_rewrites WHERE entity_type = ? AND entity_id = ? AND store_code = ?
       AND redirect_code = 0 ORDER BY length(request_path) LIMIT 1`,
    ).get(entityType, entityId, store) as { request_path: string } | undefined
  )?.request_path;
