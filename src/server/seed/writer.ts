import type { Db } from '@/server/store/db';

export type Row = (string | number | null)[];
export type Insert = (...values: Row) => number;

/** A prepared positional INSERT for `table(columns)`; returns the new rowid. */
export function inserter(db: Db, table: string, columns: string[]): Insert {
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const statement = db.prepare(sql);
  return (...values: Row) => Number(statement.run(...values).lastInsertRowid);
}

const dates = new Map<string, string>();

/** ISO date `days` away from `today` ('YYYY-MM-DD'); memoised, the seed asks for the same few hundred dates. */
export function addDays(today: string, days: number): string {
  const key = `${today}|${days}`;
  let date = dates.get(key);
  if (date === undefined) {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    date = d.toISOString().slice(0, 10);
    dates.set(key, date);
  }
  return date;
}
