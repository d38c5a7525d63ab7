import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from '@/server/store/db';
import { takeWriteTurnsQuickly } from '@/server/store/write-turn';

// Issue 15 item 5: the workers share one file, one writer at a time. An IMMEDIATE transaction that finds another
// process's write under way waits for it in short steps (not SQLite's busy handler, whose first sleep alone is 1 ms),
// gets its turn as soon as the other commits, and gives up with SQLITE_BUSY after busy_timeout as before. Its reads
// take no lock: when another connection wrote after them, it runs again, holding the lock.

const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another thread (another connection) holds the write lock for `ms`, then commits a row of its own. */
async function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const db = new (require(workerData.sqlite))(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     db.prepare("INSERT INTO t (x) VALUES ('other')").run();
     parentPort.postMessage('locked');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     db.exec('COMMIT');
     db.close();`,
    { eval: true, workerData: { sqlite, file, ms } },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  const released = new Promise<void>((resolve, reject) => {
    worker.once('exit', () => resolve());
    worker.once('error', reject);
  });
  return { released }; // (an async function returning the promise itself would wait for it)
}

describe('taking a turn to write', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-write-turn-'));
    file = join(dir, 'shop.sqlite');
    db = openDatabase(file, { migrate: false });
    db.exec('CREATE TABLE t (x TEXT)');
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const rows = () => db.prepare('SELECT x FROM t ORDER BY rowid').pluck().all();

  it('waits while another connection writes, and writes right after it commits', async () => {
    const { released } = await holdWriteLock(file, 60);
    const started = performance.now();
    db.transaction(() => db.prepare("INSERT INTO t (x) VALUES ('mine')").run()).immediate();
    const waited = performance.now() - started;
    await released;
    expect(rows()).toEqual(['other', 'mine']);
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(1000);
    expect(db.inTransaction).toBe(false);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000); // the busy handler is back for everything else
  });

  it('gives up with SQLITE_BUSY once busy_timeout has passed, holding nothing', async () => {
    const other = new Database(file);
    takeWriteTurnsQuickly(other, 100);
    const { released } = await holdWriteLock(file, 600);
    const started = performance.now();
    expect(() =>
      other.transaction(() => other.prepare("INSERT INTO t (x) VALUES ('late')").run()).immediate(),
    ).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(other.inTransaction).toBe(false);
    expect(other.pragma('busy_timeout', { simple: true })).toBe(100);
    await released;
    other.close();
    expect(rows()).toEqual(['other']);
  });

  it('reads without the lock, and runs again with it when another write came between its read and its write', () => {
    const other = new Database(file);
    const count = db.prepare('SELECT count(*) FROM t').pluck();
    const insert = db.prepare('INSERT INTO t (x) VALUES (?)');
    let runs = 0;
    const numbered = db.transaction(() => {
      runs++;
      const n = Number(count.get());
      // the first run's read took no lock: another connection writes before this one does
      if (runs === 1) other.prepare("INSERT INTO t (x) VALUES ('other')").run();
      insert.run(`row ${n + 1}`);
    });
    numbered.immediate();
    expect(runs).toBe(2); // the first run's write was refused (its read was stale) and nothing of it was kept
    expect(rows()).toEqual(['other', 'row 2']);
    numbered.immediate();
    expect(runs).toBe(3); // nothing came between: one run
    expect(rows()).toEqual(['other', 'row 2', 'row 3']);
    expect(db.inTransaction).toBe(false);
    other.close();
  });

  it('rolls back what the function wrote when it throws; inside a transaction it is a savepoint', () => {
    const insert = db.prepare('INSERT INTO t (x) VALUES (?)');
    expect(() =>
      db
        .transaction(() => {
          insert.run('lost');
          throw new Error('refused');
        })
        .immediate(),
    ).toThrow('refused');
    expect(db.inTransaction).toBe(false);
    const inner = db.transaction((x: string) => {
      insert.run(x);
      if (x === 'inner-refused') throw new Error('inner');
    });
    db.transaction(() => {
      insert.run('outer');
      inner.immediate('inner');
      expect(() => inner.immediate('inner-refused')).toThrow('inner');
    }).immediate();
    expect(rows()).toEqual(['outer', 'inner']);
    expect(db.transaction(() => 42).immediate()).toBe(42);
    expect(db.transaction(() => 7)()).toBe(7);
    expect(db.transaction(() => 8).deferred()).toBe(8);
  });
});
