import type { Db } from '@/server/store/db';

export type Row = (string | number | null)[];
export type Insert = (...values: Row) => number;

/** A prepared positional INSERT for `table(columns)`; returns the new rowid. */
export function inserter(db: Db, table: string, columns: string[]): Insert {
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const statement = db.prepare(sql);
  return (...values: Row) => Number(statement.run(...values).lastInsertRowid);
}

/** ISO date `days` away from `today` ('YYYY-MM-DD'). */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
