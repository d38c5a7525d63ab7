import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// Stock as a count in the stores and the warehouse sets it: the quantity per source replaces what was there, the
// product's total and stock status follow. The listing index picks the change up through its triggers (050, 150).

export type SourceStock = readonly (readonly [sourceCode: string, qty: number])[];

/** Sets a managed product's stock per source; false when the SKU is unknown. */
export const setProductStock = (db: Database, sku: string, sources: SourceStock): boolean => {
  const id = stmt(db, 'SELECT id FROM products WHERE sku = ?').pluck().get(sku) as number | undefined;
  if (id === undefined) return false;
  const total = sources.reduce((sum, [, qty]) => sum + qty, 0);
  db.transaction(() => {
    stmt(db, 'DELETE FROM inventory_source_items WHERE product_id = ?').run(id);
    const insert = stmt(
      db,
      'INSERT INTO inventory_source_items (product_id, source_code, qty, status) VALUES (?, ?, ?, ?)',
    );
    for (const [code, qty] of sources) insert.run(id, code, qty, qty > 0 ? 1 : 0);
    stmt(db, 'UPDATE product_inventory SET qty = ?, stock_status = ? WHERE product_id = ?').run(
      total,
      total > 0 ? 1 : 0,
      id,
    );
  })();
  return true;
};
