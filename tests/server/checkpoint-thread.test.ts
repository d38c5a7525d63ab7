import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/store/db';
import { checkpointThread } from '@/server/store/checkpoints';

// A process serving alone never checkpoints the WAL in a commit: a thread of its own copies it back into the
// database file (store/checkpoints.ts).

const dir = mkdtempSync(join(tmpdir(), 'shop-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('copies what the serving connection committed into the database file, off its thread', async () => {
  const file = join(dir, 'shop.sqlite');
  const db = openDatabase(file, { autoCheckpoint: false });
  db.exec('CREATE TABLE filler (text TEXT)');
  const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 400; i++) insert.run('x'.repeat(5000));
  })();
  const size = () => statSync(file).size;
  const before = size();
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000); // the commit left it all in the WAL

  const thread = checkpointThread(file, 50);
  const deadline = Date.now() + 20_000;
  while (size() < before + 2_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(size()).toBeGreaterThan(before + 2_000_000);
  await thread.stop();
  db.close();
}, 30_000);
