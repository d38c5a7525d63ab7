import type { Database } from 'better-sqlite3';
import type { CartItemRow } from '@/server/store/cart-db';
import { salableQty, stockOf } from '@/server/store/cart-products';
import { specOfRow, stockUses, type StockUse } from '@/server/store/cart-lines';

// Stock the lines of a cart take, summed per product, so that two lines sharing a product (a screwdriver
// alone and inside a bundle) can never together take more than there is.

export const demandOf = (db: Database, lines: CartItemRow[]): Map<number, number> => {
  const demand = new Map<number, number>();
  for (const line of lines) {
    const spec = specOfRow(db, line);
    if (!spec) continue;
    for (const use of stockUses(db, spec))
      demand.set(use.productId, (demand.get(use.productId) ?? 0) + use.perUnit * line.quantity);
  }
  return demand;
};

export type StockVerdict = 'ok' | 'not-salable' | 'insufficient';

/** Whether `qty` units of a line with these stock uses fit next to what the other lines already take. */
export const checkStock = (
  db: Database,
  uses: StockUse[],
  qty: number,
  otherDemand: Map<number, number>,
): StockVerdict => {
  let verdict: StockVerdict = 'ok';
  for (const use of uses) {
    const salable = salableQty(stockOf(db, use.productId));
    if (salable <= 0) return 'not-salable';
    if ((otherDemand.get(use.productId) ?? 0) + use.perUnit * qty > salable + 1e-9) verdict = 'insufficient';
  }
  return verdict;
};
