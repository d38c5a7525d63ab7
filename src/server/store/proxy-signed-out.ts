import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// Sessions that signed themselves out in front of a real Magento (migration 225); only token hashes are stored.

/** Records the session's own sign-out at `nowIso` and forgets those from before `forgetBeforeIso`. */
export const recordProxySignOut = (
  db: Database,
  hash: string,
  nowIso: string,
  forgetBeforeIso: string,
): void => {
  stmt(db, 'DELETE FROM proxy_signed_out WHERE signed_out_at < ?').run(forgetBeforeIso);
  stmt(db, 'INSERT OR REPLACE INTO proxy_signed_out (token_hash, signed_out_at) VALUES (?, ?)').run(
    hash,
    nowIso,
  );
};

/** Whether the token's session signed itself out (recordProxySignOut) after `sinceIso`. */
export const proxySignedOutSince = (db: Database, hash: string, sinceIso: string): boolean =>
  stmt(db, 'SELECT 1 FROM proxy_signed_out WHERE token_hash = ? AND signed_out_at > ?').get(
    hash,
    sinceIso,
  ) !== undefined;
