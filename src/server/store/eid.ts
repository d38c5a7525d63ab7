import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// eID sessions and tickets (migration 115). Callers hash ids and tokens; nothing here sees them in clear.

export interface EidSessionRow {
  id_hash: string;
  method: 'smart-id' | 'mobile-id';
  sk_session: string;
  challenge: string;
  personal_code: string;
  expires_at: string;
  state: string;
  result: string | null;
}

export const insertEidSession = (db: Database, row: Omit<EidSessionRow, 'state' | 'result'>): void => {
  stmt(
    db,
    `INSERT INTO eid_sessions (id_hash, method, sk_session, challenge, personal_code, expires_at)
     VALUES (@id_hash, @method, @sk_session, @challenge, @personal_code, @expires_at)`,
  ).run(row);
};

export const eidSession = (db: Database, idHash: string): EidSessionRow | undefined =>
  stmt(db, 'SELECT * FROM eid_sessions WHERE id_hash = ?').get(idHash) as EidSessionRow | undefined;

/** Ends a running session once (a second answer for the same session is not taken). */
export const finishEidSession = (db: Database, idHash: string, state: string, result: string): boolean =>
  stmt(db, `UPDATE eid_sessions SET state = ?, result = ? WHERE id_hash = ? AND state = 'RUNNING'`).run(
    state,
    result,
    idHash,
  ).changes === 1;

export interface EidTicketRow {
  token_hash: string;
  kind: 'register' | 'select';
  personal_code: string;
  firstname: string | null;
  lastname: string | null;
  customer_id: number | null;
  expires_at: string;
}

export const insertEidTicket = (db: Database, row: EidTicketRow): void => {
  stmt(
    db,
    `INSERT INTO eid_tickets (token_hash, kind, personal_code, firstname, lastname, customer_id, expires_at)
     VALUES (@token_hash, @kind, @personal_code, @firstname, @lastname, @customer_id, @expires_at)`,
  ).run(row);
};

/** Uses a ticket once: the row when it was live and of that kind, else undefined. */
export const consumeEidTicket = (
  db: Database,
  hash: string,
  kind: EidTicketRow['kind'],
  nowIso: string,
): EidTicketRow | undefined =>
  db.transaction(() => {
    const row = stmt(
      db,
      'SELECT * FROM eid_tickets WHERE token_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ?',
    ).get(hash, kind, nowIso) as EidTicketRow | undefined;
    if (row) stmt(db, 'UPDATE eid_tickets SET used_at = ? WHERE token_hash = ?').run(nowIso, hash);
    return row;
  })();

export const insertWebEidNonce = (db: Database, hash: string, expiresAt: string): void => {
  stmt(db, 'INSERT INTO web_eid_nonces (nonce_hash, expires_at) VALUES (?, ?)').run(hash, expiresAt);
};

/** Uses a nonce once: true when it was issued here, unused and not expired. */
export const consumeWebEidNonce = (db: Database, hash: string, nowIso: string): boolean =>
  stmt(
    db,
    'UPDATE web_eid_nonces SET used_at = ? WHERE nonce_hash = ? AND used_at IS NULL AND expires_at > ?',
  ).run(nowIso, hash, nowIso).changes === 1;
