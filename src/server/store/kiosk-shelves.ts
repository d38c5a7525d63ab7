import type { Database } from 'better-sqlite3';

// Shelf locations of store products (migration 160). A product stands in the aisle of its first direct
// category (similar goods together, 24 aisles) on shelf level A–F. Deterministic, so a reseed gives the
// same map; a real store's planogram would overwrite these rows.

const ASSIGN_SQL = `INSERT OR IGNORE INTO store_shelf_locations (product_id, source_code, aisle, shelf)
SELECT i.product_id, i.source_code,
       1 + (coalesce((SELECT min(cp.category_id) FROM category_products cp
                      WHERE cp.product_id = i.product_id AND cp.is_direct = 1), i.product_id) % 24),
       char(65 + (i.product_id % 6))
FROM inventory_source_items i
JOIN pickup_locations l ON l.pickup_location_code = i.source_code`;

/** Gives every stocked store product without a shelf one; returns how many were placed. */
export function assignShelfLocations(db: Database): number {
  return db.prepare(ASSIGN_SQL).run().changes;
}
