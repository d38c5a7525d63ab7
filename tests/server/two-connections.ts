import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';

/** A seeded database file and two connections to it, as two workers of `npm start` hold them. */
export interface TwoConnections {
  a: Database;
  b: Database;
  close(): void;
}

export function twoConnections(prefix: string, seed: { products: number; seed: number }): TwoConnections {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'shop.sqlite');
  const a = openDatabase(file);
  seedDatabase(a, seed);
  const b = openDatabase(file);
  return {
    a,
    b,
    close() {
      a.close();
      b.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
