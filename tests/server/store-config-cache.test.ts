import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { getStoreConfigValues } from '@/server/store/directory';

// A store view's configuration is kept per connection between writes to it. Two connections play two workers:
// what an admin writes through one is what the other reads next, in that store view only.

let dir: string;
let a: Database;
let b: Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-config-'));
  const file = join(dir, 'shop.sqlite');
  a = openDatabase(file);
  seedDatabase(a, { products: 20, seed: 7 });
  b = openDatabase(file);
});

afterAll(() => {
  a.close();
  b.close();
  rmSync(dir, { recursive: true, force: true });
});

const setSuffix = (db: Database, store: string, value: string) =>
  db
    .prepare("UPDATE store_config SET value = ? WHERE store_code = ? AND key = 'product_url_suffix'")
    .run(value, store);

it('reads again after another connection writes the configuration, and only then', () => {
  const before = getStoreConfigValues(b, 'et');
  expect(getStoreConfigValues(b, 'et')).toBe(before); // kept: no write since
  expect(before.get('product_url_suffix')).not.toBe('.htm');

  setSuffix(a, 'et', '.htm');
  const after = getStoreConfigValues(b, 'et');
  expect(after.get('product_url_suffix')).toBe('.htm');
  expect(getStoreConfigValues(b, 'ru').get('product_url_suffix')).not.toBe('.htm');

  // a write in the same connection, inside its transaction, is read there at once
  b.transaction(() => {
    setSuffix(b, 'ru', '.php');
    expect(getStoreConfigValues(b, 'ru').get('product_url_suffix')).toBe('.php');
  })();
});
