import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// Club memberships (migration 185). Every read and write names the customer: a membership is only ever
// the signed-in customer's own. The rules (who may join when) live in customers/club-rules.ts.

export interface ClubMembershipRow {
  id: number;
  customer_id: number;
  /** spec §3 club group id: 1 Masters club, 2 Professional club */
  club_id: number;
  /** UTC 'YYYY-MM-DD HH:MM:SS' */
  started_at: string;
  ends_at: string | null;
}

/** The customer's memberships, oldest first. */
export const clubMemberships = (db: Database, customerId: number): ClubMembershipRow[] =>
  stmt(db, 'SELECT * FROM club_memberships WHERE customer_id = ? ORDER BY started_at, id').all(
    customerId,
  ) as ClubMembershipRow[];

/** The clubs whose prices the customer has at `now` (a trial counts until it ends). */
export const activeClubIds = (db: Database, customerId: number, now: string): number[] =>
  stmt(
    db,
    `SELECT DISTINCT club_id FROM club_memberships
     WHERE customer_id = @customerId AND started_at <= @now AND (ends_at IS NULL OR ends_at > @now)
     ORDER BY club_id`,
  )
    .pluck()
    .all({ customerId, now }) as number[];

/** Starts a membership at `now`; with `months`, a trial that ends that many calendar months later. */
export const insertClubMembership = (
  db: Database,
  m: { customerId: number; clubId: number; now: string; months: number | null },
): void => {
  stmt(
    db,
    `INSERT INTO club_memberships (customer_id, club_id, started_at, ends_at)
     VALUES (@customerId, @clubId, @now,
       CASE WHEN @months IS NULL THEN NULL ELSE datetime(@now, '+' || @months || ' months') END)`,
  ).run(m);
};
