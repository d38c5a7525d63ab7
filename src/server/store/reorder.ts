import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { AddRequest } from '@/server/store/cart-lines';
import type { LineOptions } from '@/server/store/cart-db';

// reorderItems: a placed order's lines as add-to-cart requests (configurable child under its parent, bundle
// selections and downloadable links as Magento's option uids), so the cart rules decide what still fits.

interface Row {
  sku: string;
  quantity: number;
  options: string;
  parent_sku: string | null;
}

export const reorderRequests = (db: Database, orderId: number): AddRequest[] =>
  (
    stmt(
      db,
      `SELECT i.sku, i.quantity, i.options,
         CASE WHEN i.variant_id IS NOT NULL THEN (SELECT p.sku FROM products p WHERE p.id = i.product_id) END AS parent_sku
       FROM order_items i WHERE i.order_id = ? ORDER BY i.id`,
    ).all(orderId) as Row[]
  ).map((row) => {
    const options = JSON.parse(row.options) as LineOptions;
    const selected = [
      ...(options.bundle ?? []).map((b) => `bundle/${b.option_id}/${b.selection_id}/${b.qty}`),
      ...(options.links ?? []).map((l) => `downloadable/${l}`),
    ].map((uid) => Buffer.from(uid).toString('base64'));
    return {
      sku: row.sku,
      quantity: row.quantity,
      parentSku: row.parent_sku,
      ...(selected.length ? { selectedOptions: selected } : {}),
    };
  });
