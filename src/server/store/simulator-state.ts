import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// The built-in simulators' state (migration 151), shared by every worker process, and the server's own keys.

export interface EidSimSessionRow {
  id: string;
  kind: 'smart-id' | 'mobile-id';
  code: string;
  result: string;
  hash: Buffer;
  started_at: number;
}

export const insertEidSimSession = (db: Database, row: EidSimSessionRow, lifetimeMs: number): void => {
  // sessions past their lifetime are never answered again
  stmt(db, 'DELETE FROM eid_sim_sessions WHERE started_at < ?').run(row.started_at - lifetimeMs);
  stmt(
    db,
    `INSERT INTO eid_sim_sessions (id, kind, code, result, hash, started_at)
     VALUES (@id, @kind, @code, @result, @hash, @started_at)`,
  ).run(row);
};

export const eidSimSession = (db: Database, id: string): EidSimSessionRow | undefined =>
  stmt(db, 'SELECT * FROM eid_sim_sessions WHERE id = ?').get(id) as EidSimSessionRow | undefined;

export interface SimPaymentRow {
  uuid: string;
  claims: string;
  status: string;
}

export const insertSimPayment = (db: Database, uuid: string, claims: unknown): void => {
  stmt(db, "DELETE FROM payment_sim_payments WHERE created_at < datetime('now', '-1 day')").run();
  stmt(db, 'INSERT INTO payment_sim_payments (uuid, claims) VALUES (?, ?)').run(uuid, JSON.stringify(claims));
};

export const simPayment = (db: Database, uuid: string): SimPaymentRow | undefined =>
  stmt(db, 'SELECT uuid, claims, status FROM payment_sim_payments WHERE uuid = ?').get(uuid) as
    SimPaymentRow | undefined;

/** Ends a pending payment once: false when it was not pending any more (paid twice, in two tabs or workers). */
export const finishSimPayment = (db: Database, uuid: string, status: string): boolean =>
  stmt(db, "UPDATE payment_sim_payments SET status = ? WHERE uuid = ? AND status = 'PENDING'").run(
    status,
    uuid,
  ).changes === 1;

/** A key made once (32 random bytes) and then the same for every process and restart. */
export const serverSecret = (db: Database, name: string): Buffer => {
  stmt(db, 'INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)').run(name, randomBytes(32));
  return stmt(db, 'SELECT value FROM server_secrets WHERE name = ?').pluck().get(name) as Buffer;
};
