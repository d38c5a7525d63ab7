import type { Database } from 'better-sqlite3';
import { col, idList, prepare, type StoreCode } from '@/server/store/catalog-sql';

// Batch reads of product data: every function takes the ids of a whole page (or of all products a request
// has met so far) and answers with one statement, so a listing never does a query per product.

export interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  visibility: number;
  status: number;
  unit_id: string;
  brand_name: string | null;
  brand_option_id: number | null;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  min_price: number;
  max_price: number;
  weight: number | null;
  product_length: number | null;
  product_width: number | null;
  product_height: number | null;
  product_weight: number | null;
  ax_product_package_length: number | null;
  ax_product_package_width: number | null;
  ax_product_package_height: number | null;
  ax_product_package_weight: number | null;
  supplier_code: string | null;
  manufacturer_code: string | null;
  foreign_assortment: number;
  transport: string;
  delivery_profile: string;
  pdf_file_1: string | null;
  pdf_file_2: string | null;
  pdf_file_3: string | null;
  image: string | null;
  small_image: string | null;
  thumbnail: string | null;
  price_type: string | null;
  price_view: string | null;
  ship_bundle_items: string | null;
  dynamic_sku: number | null;
  dynamic_weight: number | null;
  links_purchased_separately: number | null;
  links_title: string | null;
  giftcard_type: string | null;
  allow_open_amount: number | null;
  open_amount_min: number | null;
  open_amount_max: number | null;
  review_count: number;
  rating_summary: number;
  name: string;
  url_key: string;
  created_at: string;
  updated_at: string;
}

/** A product's texts, read only when an answer shows them (a listing's cards do not: its heaviest columns). */
export interface ProductTexts {
  product_id: number;
  short_description: string | null;
  description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
}

const productColumns = (store: StoreCode) => `p.id, p.sku, p.type_id, p.visibility, p.status, p.unit_id,
  b.name AS brand_name, b.option_id AS brand_option_id, p.price, p.special_price, p.special_from_date,
  p.special_to_date, p.min_price, p.max_price, p.weight, p.product_length, p.product_width, p.product_height,
  p.product_weight, p.ax_product_package_length, p.ax_product_package_width, p.ax_product_package_height,
  p.ax_product_package_weight, p.supplier_code, p.manufacturer_code, p.foreign_assortment, p.transport,
  p.delivery_profile, p.pdf_file_1, p.pdf_file_2, p.pdf_file_3, p.image, p.small_image, p.thumbnail,
  p.price_type, p.price_view, p.ship_bundle_items, p.dynamic_sku, p.dynamic_weight,
  p.links_purchased_separately, ${col('p.links_title', store)} AS links_title, p.giftcard_type,
  p.allow_open_amount, p.open_amount_min, p.open_amount_max, p.review_count, p.rating_summary,
  ${col('p.name', store)} AS name, ${col('p.url_key', store)} AS url_key, p.created_at, p.updated_at`;

export const loadProducts = (db: Database, store: StoreCode, ids: number[]): ProductRow[] =>
  prepare(
    db,
    `SELECT ${productColumns(store)} FROM products p LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.id IN (SELECT value FROM json_each(?)) AND p.status = 1`,
  ).all(idList(ids)) as ProductRow[];

export const loadProductTexts = (db: Database, store: StoreCode, ids: number[]): ProductTexts[] =>
  prepare(
    db,
    `SELECT id AS product_id, ${col('short_description', store)} AS short_description,
       ${col('description', store)} AS description, ${col('meta_title', store)} AS meta_title,
       ${col('meta_keyword', store)} AS meta_keyword, ${col('meta_description', store)} AS meta_description
     FROM products WHERE id IN (SELECT value FROM json_each(?))`,
  ).all(idList(ids)) as ProductTexts[];

export interface MediaRow {
  id: number;
  product_id: number;
  position: number;
  path: string;
  media_type: string;
  label: string | null;
  disabled: number;
  roles: string;
}
export const loadMedia = (db: Database, store: StoreCode, ids: number[]): MediaRow[] =>
  prepare(
    db,
    `SELECT id, product_id, position, path, media_type, ${col('label', store)} AS label, disabled, roles
     FROM product_media WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position, id`,
  ).all(idList(ids)) as MediaRow[];

export interface InventoryRow {
  product_id: number;
  qty: number;
  stock_status: number;
  is_qty_decimal: number;
  enable_qty_increments: number;
  qty_increments: number;
  min_sale_qty: number;
  max_sale_qty: number;
  only_x_left_threshold: number;
}
export const loadInventory = (db: Database, ids: number[]): InventoryRow[] =>
  prepare(
    db,
    `SELECT product_id, qty, stock_status, is_qty_decimal, enable_qty_increments, qty_increments, min_sale_qty,
       max_sale_qty, only_x_left_threshold
     FROM product_inventory WHERE product_id IN (SELECT value FROM json_each(?))`,
  ).all(idList(ids)) as InventoryRow[];

export interface TierPriceRow {
  product_id: number;
  code: string;
  customer_group: string;
  value: number;
  qty: number;
  valid_from: string | null;
  valid_until: string | null;
}
/** Tiers valid on `day` (inclusive dates). */
export const loadTierPrices = (db: Database, ids: number[], day: string): TierPriceRow[] =>
  prepare(
    db,
    `SELECT product_id, code, customer_group, value, qty, valid_from, valid_until FROM product_tier_prices
     WHERE product_id IN (SELECT value FROM json_each(@ids))
       AND (valid_from IS NULL OR substr(valid_from, 1, 10) <= @day)
       AND (valid_until IS NULL OR substr(valid_until, 1, 10) >= @day)
     ORDER BY product_id, value, id`,
  ).all({ ids: idList(ids), day }) as TierPriceRow[];

export interface TechnicalAttributeRow {
  product_id: number;
  attribute_code: string;
  name: string;
  value: string;
}
export const loadTechnicalAttributes = (
  db: Database,
  store: StoreCode,
  ids: number[],
): TechnicalAttributeRow[] =>
  prepare(
    db,
    `SELECT product_id, attribute_code, ${col('name', store)} AS name, ${col('value', store)} AS value
     FROM product_technical_attributes WHERE product_id IN (SELECT value FROM json_each(?))
     ORDER BY product_id, position`,
  ).all(idList(ids)) as TechnicalAttributeRow[];

export interface SourceStockRow {
  product_id: number;
  source_code: string;
  source_name: string | null;
  qty: number;
  status: number;
}
export const loadSourceStock = (db: Database, ids: number[]): SourceStockRow[] =>
  prepare(
    db,
    `SELECT i.product_id, i.source_code, l.name AS source_name, i.qty, i.status
     FROM inventory_source_items i LEFT JOIN pickup_locations l ON l.pickup_location_code = i.source_code
     WHERE i.product_id IN (SELECT value FROM json_each(?))
     ORDER BY i.product_id, l.position, i.source_code`,
  ).all(idList(ids)) as SourceStockRow[];

export interface LinkRow {
  product_id: number;
  link_type: string;
  linked_id: number;
  position: number;
  qty: number | null;
}
/** related / upsell / crosssell / associated links, only to enabled products. */
export const loadLinks = (db: Database, ids: number[], linkType: string): LinkRow[] =>
  prepare(
    db,
    `SELECT l.product_id, l.link_type, l.linked_id, l.position, l.qty FROM product_links l
     JOIN products p ON p.id = l.linked_id AND p.status = 1
     WHERE l.product_id IN (SELECT value FROM json_each(?)) AND l.link_type = ?
     ORDER BY l.product_id, l.position, l.linked_id`,
  ).all(idList(ids), linkType) as LinkRow[];

/** Child prices of configurable and grouped products, for their final price range. */
export interface ChildPriceRow {
  parent_id: number;
  child_id: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}
export const loadChildPrices = (db: Database, ids: number[]): ChildPriceRow[] =>
  prepare(
    db,
    `SELECT v.parent_id, p.id AS child_id, p.price, p.special_price, p.special_from_date, p.special_to_date
     FROM product_variants v JOIN products p ON p.id = v.child_id AND p.status = 1
     WHERE v.parent_id IN (SELECT value FROM json_each(@ids))
     UNION ALL
     SELECT l.product_id, p.id, p.price, p.special_price, p.special_from_date, p.special_to_date
     FROM product_links l JOIN products p ON p.id = l.linked_id AND p.status = 1
     WHERE l.product_id IN (SELECT value FROM json_each(@ids)) AND l.link_type = 'associated'`,
  ).all({ ids: idList(ids) }) as ChildPriceRow[];

export interface DeliveryInfoRow {
  profile_code: string;
  name: string;
  from_text: string | null;
  from_days: number | null;
  min_price: number | null;
}
export const loadDeliveryInfo = (db: Database, store: StoreCode, profiles: string[]): DeliveryInfoRow[] =>
  prepare(
    db,
    `SELECT profile_code, ${col('name', store)} AS name, ${col('from_text', store)} AS from_text, from_days,
       min_price FROM delivery_info WHERE profile_code IN (SELECT value FROM json_each(?))
     ORDER BY profile_code, position, id`,
  ).all(idList(profiles)) as DeliveryInfoRow[];

export interface UrlRewriteRow {
  entity_id: number;
  request_path: string;
}
export const loadProductUrlRewrites = (db: Database, store: StoreCode, ids: number[]): UrlRewriteRow[] =>
  prepare(
    db,
    `SELECT entity_id, request_path FROM url_rewrites
     WHERE entity_type = 'PRODUCT' AND store_code = ? AND entity_id IN (SELECT value FROM json_each(?))
       AND redirect_code = 0
     ORDER BY entity_id, id`,
  ).all(store, idList(ids)) as UrlRewriteRow[];

export const findProductIdsBySku = (db: Database, skus: string[]): number[] =>
  prepare(db, 'SELECT id FROM products WHERE sku IN (SELECT value FROM json_each(?)) AND status = 1')
    .pluck()
    .all(idList(skus)) as number[];
