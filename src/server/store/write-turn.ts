import type Database from 'better-sqlite3';

// How a connection takes its turn to write (issue 15 item 5: the workers of `npm start` share one file, one writer at
// a time). SQLite's busy handler, which busy_timeout sets up, waits for another process's write by sleeping 1, 2, 5,
// 10 … ms, and the whole worker sleeps with it, while the other's write needs a fraction of a millisecond: measured
// under `npm run bench:load` with two workers, BEGIN and COMMIT took half of all transaction time, waits up to 37 ms.
// An IMMEDIATE transaction (every cart and order write) therefore asks for the lock without the busy handler and,
// while another process holds it, asks again after 50 µs, doubling up to 2 ms, for as long as busy_timeout allows.
// Everything else (reads, deferred transactions) keeps the busy handler.

const FIRST_WAIT_MS = 0.05;
const LONGEST_WAIT_MS = 2;

type Transaction = ReturnType<Database.Database['transaction']>;

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/** Makes `db.transaction(fn).immediate()` take the write lock as above; `busyTimeoutMs` is the connection's busy_timeout. */
export function takeWriteTurnsQuickly(db: Database.Database, busyTimeoutMs: number): void {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const handlerOff = db.prepare('PRAGMA busy_timeout = 0');
  const handlerOn = db.prepare(`PRAGMA busy_timeout = ${busyTimeoutMs}`);

  const takeTurn = () => {
    const deadline = performance.now() + busyTimeoutMs;
    handlerOff.get();
    try {
      for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
        try {
          begin.run();
          return;
        } catch (error) {
          if (!isBusy(error) || performance.now() >= deadline) throw error;
        }
        Atomics.wait(sleeper, 0, 0, wait);
      }
    } finally {
      handlerOn.get();
    }
  };

  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const tx = transaction(fn) as Transaction;
    // inside another transaction better-sqlite3 makes it a savepoint; at the top, the turn is taken first and the
    // function runs as a savepoint of that transaction
    function immediate(this: unknown, ...args: unknown[]): unknown {
      if (db.inTransaction) return tx.immediate.apply(this, args);
      takeTurn();
      try {
        const result = tx.apply(this, args);
        commit.run();
        return result;
      } catch (error) {
        if (db.inTransaction) rollback.run();
        throw error;
      }
    }
    function run(this: unknown, ...args: unknown[]): unknown {
      return tx.apply(this, args);
    }
    const versions = {
      default: { value: run },
      deferred: { value: tx.deferred },
      immediate: { value: immediate },
      exclusive: { value: tx.exclusive },
      database: { value: db, enumerable: true },
    };
    Object.defineProperties(run, versions);
    Object.defineProperties(immediate, versions);
    return run;
  }) as Database.Database['transaction'];
}
