import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// Session and password-reset tokens (migration 100). Only hashes are stored; the caller hashes.

export interface TokenRow {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  revoked: number;
}

/** A new session; `eidPersonalCode` when an eID sign-in proved who opened it (migration 175). */
export const insertToken = (
  db: Database,
  hash: string,
  customerId: number,
  expiresAt: string,
  eidPersonalCode: string | null = null,
): void => {
  stmt(
    db,
    'INSERT INTO customer_tokens (token_hash, customer_id, expires_at, eid_personal_code) VALUES (?, ?, ?, ?)',
  ).run(hash, customerId, expiresAt, eidPersonalCode);
};

export interface LiveToken {
  customer_id: number;
  eid_personal_code: string | null;
}

/** The customer (and the eID-proven personal code) of a live (not revoked, not expired) token. */
export const liveToken = (db: Database, hash: string, nowIso: string): LiveToken | null =>
  (stmt(
    db,
    'SELECT customer_id, eid_personal_code FROM customer_tokens WHERE token_hash = ? AND revoked = 0 AND expires_at > ?',
  ).get(hash, nowIso) as LiveToken | undefined) ?? null;

/** The session's own sign-out (logout or a switch of account), at `nowIso` (migration 220). */
export const revokeToken = (db: Database, hash: string, nowIso: string): void => {
  stmt(db, 'UPDATE customer_tokens SET revoked = 1, revoked_at = ? WHERE token_hash = ?').run(nowIso, hash);
};

/** Whether the token's session signed itself out (revokeToken) after `sinceIso`. */
export const signedOutSince = (db: Database, hash: string, sinceIso: string): boolean =>
  stmt(db, 'SELECT 1 FROM customer_tokens WHERE token_hash = ? AND revoked = 1 AND revoked_at > ?').get(
    hash,
    sinceIso,
  ) !== undefined;

/** Password change or reset: every session of the customer ends (Magento revokes all tokens). */
export const revokeCustomerTokens = (db: Database, customerId: number): void => {
  stmt(db, 'UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ?').run(customerId);
};

export const insertResetToken = (db: Database, hash: string, customerId: number, expiresAt: string): void => {
  // one live reset link per customer: a new request replaces the older ones
  stmt(db, 'DELETE FROM password_reset_tokens WHERE customer_id = ?').run(customerId);
  stmt(db, 'INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(
    hash,
    customerId,
    expiresAt,
  );
};

/** Uses a reset token once: true when it belonged to the customer, was unused and had not expired. */
export const consumeResetToken = (db: Database, hash: string, customerId: number, nowIso: string): boolean =>
  stmt(
    db,
    `UPDATE password_reset_tokens SET used_at = ?
       WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?`,
  ).run(nowIso, hash, customerId, nowIso).changes === 1;
