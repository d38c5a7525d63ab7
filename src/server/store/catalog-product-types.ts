import type { Database } from 'better-sqlite3';
import { col, idList, prepare, type StoreCode } from '@/server/store/catalog-sql';

// Type-specific reads: configurable options and variants, bundle options, downloadable links, gift card amounts.

export interface SuperAttributeRow {
  product_id: number;
  attribute_id: number;
  attribute_code: string;
  position: number;
  label: string;
}
export const loadSuperAttributes = (db: Database, store: StoreCode, ids: number[]): SuperAttributeRow[] =>
  prepare(
    db,
    `SELECT s.product_id, s.attribute_id, a.code AS attribute_code, s.position, ${col('s.label', store)} AS label
     FROM product_super_attributes s JOIN attributes a ON a.id = s.attribute_id
     WHERE s.product_id IN (SELECT value FROM json_each(?)) ORDER BY s.product_id, s.position, s.attribute_id`,
  ).all(idList(ids)) as SuperAttributeRow[];

export interface VariantValueRow {
  parent_id: number;
  child_id: number;
  attribute_id: number;
  option_id: number;
  option_label: string;
  option_position: number;
  swatch: string | null;
}
/** Each child's value of each of its parent's super attributes. */
export const loadVariantValues = (db: Database, store: StoreCode, ids: number[]): VariantValueRow[] =>
  prepare(
    db,
    `SELECT v.parent_id, v.child_id, s.attribute_id, o.id AS option_id, ${col('o.label', store)} AS option_label,
       o.position AS option_position, o.swatch
     FROM product_variants v
     JOIN products c ON c.id = v.child_id AND c.status = 1
     JOIN product_super_attributes s ON s.product_id = v.parent_id
     JOIN product_option_values pov ON pov.product_id = v.child_id AND pov.attribute_id = s.attribute_id
     JOIN attribute_options o ON o.id = pov.option_id
     WHERE v.parent_id IN (SELECT value FROM json_each(?)) ORDER BY v.parent_id, v.position, v.child_id, s.position`,
  ).all(idList(ids)) as VariantValueRow[];

export interface BundleOptionRow {
  id: number;
  product_id: number;
  position: number;
  type: string;
  required: number;
  title: string;
}
export interface BundleSelectionRow {
  id: number;
  option_id: number;
  product_id: number;
  position: number;
  is_default: number;
  qty: number;
  can_change_qty: number;
  price_type: string;
  price: number;
}
export const loadBundleOptions = (db: Database, store: StoreCode, ids: number[]) => {
  const options = prepare(
    db,
    `SELECT id, product_id, position, type, required, ${col('title', store)} AS title FROM bundle_options
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position, id`,
  ).all(idList(ids)) as BundleOptionRow[];
  const selections = prepare(
    db,
    `SELECT s.id, s.option_id, s.product_id, s.position, s.is_default, s.qty, s.can_change_qty, s.price_type, s.price
     FROM bundle_selections s JOIN products p ON p.id = s.product_id AND p.status = 1
     WHERE s.option_id IN (SELECT value FROM json_each(?)) ORDER BY s.option_id, s.position, s.id`,
  ).all(idList(options.map((o) => o.id))) as BundleSelectionRow[];
  return { options, selections };
};

export interface DownloadableLinkRow {
  id: number;
  product_id: number;
  position: number;
  title: string;
  price: number;
  sample_url: string | null;
}
export interface DownloadableSampleRow {
  id: number;
  product_id: number;
  position: number;
  title: string;
  sample_url: string;
}
export const loadDownloadables = (db: Database, store: StoreCode, ids: number[]) => ({
  links: prepare(
    db,
    `SELECT id, product_id, position, ${col('title', store)} AS title, price, sample_url FROM downloadable_links
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position, id`,
  ).all(idList(ids)) as DownloadableLinkRow[],
  samples: prepare(
    db,
    `SELECT id, product_id, position, ${col('title', store)} AS title, sample_url FROM downloadable_samples
     WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position, id`,
  ).all(idList(ids)) as DownloadableSampleRow[],
});

export interface GiftCardAmountRow {
  id: number;
  product_id: number;
  value: number;
}
export const loadGiftCardAmounts = (db: Database, ids: number[]): GiftCardAmountRow[] =>
  prepare(
    db,
    `SELECT id, product_id, value FROM giftcard_amounts WHERE product_id IN (SELECT value FROM json_each(?))
     ORDER BY product_id, position, id`,
  ).all(idList(ids)) as GiftCardAmountRow[];
