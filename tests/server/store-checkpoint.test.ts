import { mkdtempSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpoint, openDatabase } from '@/server/store/db';

// Issue 15 item 5: a worker's commits never checkpoint the WAL themselves (the copy and its fsync would stall
// the worker's requests); the cluster primary's own connection does it (checkpoint(), PASSIVE).

describe('WAL checkpoints by another connection', () => {
  it('a worker connection leaves the WAL growing; the primary connection copies it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-wal-'));
    const file = join(dir, 'shop.sqlite');
    const worker = openDatabase(file, { autoCheckpoint: false });
    const primary = openDatabase(file, { migrate: false });
    try {
      expect(worker.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      expect(primary.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
      worker.exec('CREATE TABLE t (x TEXT)');
      const insert = worker.prepare('INSERT INTO t (x) VALUES (?)');
      // far more than the 1,000 pages after which a commit would checkpoint by itself
      for (let i = 0; i < 1500; i++) insert.run('x'.repeat(9000));
      const before = checkpoint(primary);
      expect(before.walFrames).toBeGreaterThan(1000);
      expect(before.checkpointed).toBe(before.walFrames);
      expect(worker.prepare('SELECT count(*) FROM t').pluck().get()).toBe(1500);
    } finally {
      worker.close();
      primary.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('past its limit the WAL is started over, although readers were on it while frames were copied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-wal-'));
    const file = join(dir, 'shop.sqlite');
    const worker = openDatabase(file, { autoCheckpoint: false });
    const primary = openDatabase(file, { migrate: false });
    try {
      worker.exec('CREATE TABLE t (x TEXT)');
      const insert = worker.prepare('INSERT INTO t (x) VALUES (?)');
      for (let i = 0; i < 1500; i++) insert.run('x'.repeat(9000));
      // another worker's read under way, on the WAL as it is now: it ends 50 ms later, during the checkpoint
      const reading = new Int32Array(new SharedArrayBuffer(4));
      const reader = new Worker(
        `const { workerData } = require('node:worker_threads');
         const db = new (require('better-sqlite3'))(workerData.file);
         db.exec('BEGIN');
         db.prepare('SELECT count(*) FROM t').get();
         Atomics.store(workerData.reading, 0, 1);
         Atomics.notify(workerData.reading, 0);
         setTimeout(() => { db.exec('COMMIT'); db.close(); }, 50);`,
        { eval: true, workerData: { file, reading } },
      );
      const ended = new Promise((resolve) => reader.once('exit', resolve));
      Atomics.wait(reading, 0, 0, 5000);
      for (let i = 0; i < 200; i++) insert.run('y'.repeat(9000)); // writes go on meanwhile
      checkpoint(primary, { restartFrames: 1000, restartWaitMs: 5000 });
      await ended;
      insert.run('z');
      // the next write started the WAL from its beginning: a passive checkpoint finds just its frame
      expect(checkpoint(primary).walFrames).toBeLessThan(5);
      expect(worker.prepare('SELECT count(*) FROM t').pluck().get()).toBe(1701);
    } finally {
      worker.close();
      primary.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
