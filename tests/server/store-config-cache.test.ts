import type { Database } from 'better-sqlite3';
import { getStoreConfigValues } from '@/server/store/directory';
import { twoConnections, type TwoConnections } from './two-connections';

// A store view's configuration is kept per connection between writes to it. Two connections play two workers:
// what an admin writes through one is what the other reads next, in that store view only.

let both: TwoConnections;
let a: Database;
let b: Database;

beforeAll(() => {
  both = twoConnections('shop-config-', { products: 20, seed: 7 });
  ({ a, b } = both);
});

afterAll(() => both.close());

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
