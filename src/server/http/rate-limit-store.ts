import type { Database } from 'better-sqlite3';
import { countHit, pruneHits, readHits } from '@/server/store/rate-limit-hits';

// A @fastify/rate-limit store over SQLite (store/rate-limit-hits.ts) instead of the plugin's in-process LRU:
// every worker of `npm start` counts in the same table, so a limit of 20 is 20 for the address, not 20 per
// worker. Fixed windows, as the plugin's local store; this shop uses neither continueExceeding nor backoff.

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Older than every window in rate-limit.ts (the longest is an hour). */
const KEEP_MS = 2 * 60 * 60_000;
const PRUNE_EVERY = 500;

export function sqliteRateLimitStore(db: Database) {
  let counted = 0;
  return class SqliteRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      try {
        const now = Date.now();
        if (++counted % PRUNE_EVERY === 0) pruneHits(db, now - KEEP_MS);
        const { hits, windowStart } = countHit(db, key, timeWindow, now);
        cb(null, { current: hits, ttl: timeWindow - (now - windowStart) });
      } catch (error) {
        cb(error as Error);
      }
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      try {
        const now = Date.now();
        const found = readHits(db, key, timeWindow, now);
        cb(
          null,
          found
            ? { current: found.hits, ttl: timeWindow - (now - found.windowStart) }
            : { current: 0, ttl: 0 },
        );
      } catch (error) {
        cb(error as Error);
      }
    }

    /** one table for every route: the keys carry the bucket */
    child(): SqliteRateLimitStore {
      return this;
    }
  };
}
