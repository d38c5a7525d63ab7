import type { Database } from 'better-sqlite3';
import { col, type StoreCode } from '@/server/store/catalog-sql';

// A kiosk's preload (issue 13 item 4): every product a shopper can put in the cart from the store tablet —
// enabled, visible simple products — with the guest's price, this store's stock and shelf, and the product's
// department for the filter. One query; ~5,000 rows for a store of 5,000 products.

export interface AssortmentRow {
  sku: string;
  name: string;
  url_key: string;
  short_description: string | null;
  image: string | null;
  brand: string | null;
  department: string | null;
  unit_id: string;
  price: number;
  final_price: number;
  qty_here: number;
  aisle: number | null;
  shelf: string | null;
}

const ASSORTMENT_WHERE = "p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 3, 4)";

export function assortmentSize(db: Database): number {
  return Number(db.prepare(`SELECT count(*) FROM products p WHERE ${ASSORTMENT_WHERE}`).pluck().get());
}

/** One page of the assortment, in product id order (pages never overlap while the catalogue is unchanged). */
export function storeAssortment(
  db: Database,
  store: string,
  locale: StoreCode,
  day: string,
  page: { offset: number; limit: number },
): AssortmentRow[] {
  return db
    .prepare(
      `SELECT p.sku, p.${col('name', locale)} AS name, p.${col('url_key', locale)} AS url_key,
              p.${col('short_description', locale)} AS short_description, p.image, b.name AS brand,
              (SELECT c.${col('name', locale)} FROM category_products cp JOIN categories c ON c.id = cp.category_id
               WHERE cp.product_id = p.id AND c.level = 2 ORDER BY c.position LIMIT 1) AS department,
              p.unit_id, p.price,
              CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.price
                     AND (p.special_from_date IS NULL OR substr(p.special_from_date, 1, 10) <= @day)
                     AND (p.special_to_date IS NULL OR substr(p.special_to_date, 1, 10) >= @day)
                   THEN p.special_price ELSE p.price END AS final_price,
              coalesce(CASE WHEN i.status = 1 THEN i.qty END, 0) AS qty_here, s.aisle, s.shelf
       FROM products p
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN inventory_source_items i ON i.product_id = p.id AND i.source_code = @store
       LEFT JOIN store_shelf_locations s ON s.product_id = p.id AND s.source_code = @store
       WHERE ${ASSORTMENT_WHERE}
       ORDER BY p.id LIMIT @limit OFFSET @offset`,
    )
    .all({ store, day, ...page }) as AssortmentRow[];
}
