import type { Database } from 'better-sqlite3';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';
import { productById, stockOf, withRowsReadOnce } from '@/server/store/cart-products';

// A cart view reads each product's row and stock once (cart-products.ts); every other read is fresh.

let db: Database;
let id: number;

beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { products: 20, seed: 3 });
  id = db
    .prepare("SELECT id FROM products WHERE type_id = 'simple' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
});

afterAll(() => db.close());

const setQty = (qty: number) =>
  db.prepare('UPDATE product_inventory SET qty = ? WHERE product_id = ?').run(qty, id);

it('reads a product and its stock once inside, afresh outside', () => {
  setQty(7);
  withRowsReadOnce(db, () => {
    const first = productById(db, id);
    expect(productById(db, id)).toBe(first);
    expect(stockOf(db, id)?.qty).toBe(7);
    setQty(8); // (a view never writes; this shows what "once" means)
    expect(stockOf(db, id)?.qty).toBe(7);
  });
  expect(stockOf(db, id)?.qty).toBe(8);
  setQty(9);
  expect(stockOf(db, id)?.qty).toBe(9);
  expect(productById(db, id)).not.toBe(productById(db, id));
});
