import { mkdtempSync, rmSync } from 'node:fs';
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
});
