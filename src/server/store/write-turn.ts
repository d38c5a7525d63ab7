import type Database from 'better-sqlite3';

// How a connection takes its turn to write (issue 15 item 5: the workers of `npm start` share one file, one writer at
// a time). SQLite's busy handler, which busy_timeout sets up, waits for another process's write by sleeping 1, 2, 5,
// 10 … ms, and the whole worker sleeps with it, while the other's write needs a fraction of a millisecond: measured
// under `npm run bench:load` with two workers, BEGIN and COMMIT took half of all transaction time, waits up to 37 ms.
//
// An IMMEDIATE transaction (every cart and order write) therefore first runs optimistically: BEGIN DEFERRED with the
// busy handler off, so its reads (a cart step builds the whole cart view before it writes) hold no lock and the
// other process writes meanwhile. SQLite lets its first write through only when nothing was committed since its
// first read (else SQLITE_BUSY_SNAPSHOT, or SQLITE_BUSY while another write is under way), so what it read is what
// it writes on, as under BEGIN IMMEDIATE. Refused, it is rolled back and runs once more as BEGIN IMMEDIATE, which
// asks for the lock without the busy handler and, while another process holds it, asks again after 50 µs, doubling
// up to 2 ms, for as long as busy_timeout allows. Measured with two workers (mix @200, alternating runs): the lock
// was held 350 µs per write on average and each worker stood waiting for it 13–15 % of the time; run optimistically,
// a quarter to a third of the writes run twice and the waiting is 9–12 %: 2,855–2,997 → 3,067–3,244 requests/s,
// p95 100–110 → 95–103 ms (four rounds each).
// A transaction function may thus run twice: it does nothing outside the database and rethrows SQLite's errors.
// Everything else (reads, deferred transactions) keeps the busy handler.

const FIRST_WAIT_MS = 0.05;
const LONGEST_WAIT_MS = 2;

type Transaction = ReturnType<Database.Database['transaction']>;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const isBusy = (error: unknown) => codeOf(error) === 'SQLITE_BUSY';
/** Any SQLITE_BUSY code: SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT (a commit since this transaction's first read) … */
const isRefused = (error: unknown) => String(codeOf(error)).startsWith('SQLITE_BUSY');

/** Makes `db.transaction(fn).immediate()` take the write lock as above; `busyTimeoutMs` is the connection's busy_timeout. */
export function takeWriteTurnsQuickly(db: Database.Database, busyTimeoutMs: number): void {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const begin = db.prepare('BEGIN IMMEDIATE');
  const beginDeferred = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const handlerOff = db.prepare('PRAGMA busy_timeout = 0');
  const handlerOn = db.prepare(`PRAGMA busy_timeout = ${busyTimeoutMs}`);

  /** Runs `run` in the transaction begun and commits it; rolls it back when `run` or the commit throws. */
  const runAndCommit = <T>(run: () => T): T => {
    try {
      const result = run();
      commit.run();
      return result;
    } catch (error) {
      if (db.inTransaction) rollback.run();
      throw error;
    }
  };

  /** Runs `run` in a deferred transaction with the busy handler off; `refused` when its first write was refused. */
  const tryWithoutTurn = <T>(run: () => T): { result: T } | 'refused' => {
    handlerOff.get();
    try {
      beginDeferred.run();
      return { result: runAndCommit(run) };
    } catch (error) {
      if (isRefused(error)) return 'refused';
      throw error;
    } finally {
      handlerOn.get();
    }
  };

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
    // inside another transaction better-sqlite3 makes it a savepoint; at the top, the function runs as a savepoint
    // of a deferred transaction, then, when its write was refused, of one that took the turn first
    function immediate(this: unknown, ...args: unknown[]): unknown {
      if (db.inTransaction) return tx.immediate.apply(this, args);
      const optimistic = tryWithoutTurn(() => tx.apply(this, args));
      if (optimistic !== 'refused') return optimistic.result;
      takeTurn();
      return runAndCommit(() => tx.apply(this, args));
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
