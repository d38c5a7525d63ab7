import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// Fixed-window request counters (migration 152), one row per bucket and client address, counted in one
// statement so two workers counting the same address at once never lose a hit.

export interface Hits {
  hits: number;
  windowStart: number;
}

/** Counts one hit; a window that has ended starts again at `now`. */
export const countHit = (db: Database, key: string, windowMs: number, now: number): Hits =>
  stmt(
    db,
    `INSERT INTO rate_limit_hits (key, hits, window_start) VALUES (@key, 1, @now)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN window_start + @windowMs <= @now THEN 1 ELSE hits + 1 END,
       window_start = CASE WHEN window_start + @windowMs <= @now THEN @now ELSE window_start END
     RETURNING hits, window_start AS windowStart`,
  ).get({ key, now, windowMs }) as Hits;

/** The hits in the current window, without counting one. */
export const readHits = (db: Database, key: string, windowMs: number, now: number): Hits | undefined =>
  stmt(
    db,
    'SELECT hits, window_start AS windowStart FROM rate_limit_hits WHERE key = ? AND window_start + ? > ?',
  ).get(key, windowMs, now) as Hits | undefined;

/** Deletes counters whose window started before `before` (longer ago than any window). */
export const pruneHits = (db: Database, before: number): void => {
  stmt(db, 'DELETE FROM rate_limit_hits WHERE window_start < ?').run(before);
};
