import type { Database } from 'better-sqlite3';
import { col, idList, prepare, type StoreCode } from '@/server/store/catalog-sql';

// The select and multiselect attribute values of products with their attribute's metadata, for the PWA
// metapackage's ProductInterface.custom_attributes (user-defined attributes only, as Magento's EAV lists).

export interface ProductAttributeValueRow {
  product_id: number;
  attribute_id: number;
  code: string;
  label: string;
  label_et: string;
  label_ru: string;
  input_type: string;
  backend_type: string;
  is_filterable: number;
  is_searchable: number;
  is_comparable: number;
  is_visible_on_front: number;
  used_in_product_listing: number;
  is_user_defined: number;
  position: number;
  option_id: number;
  option_label: string;
}

export const loadProductAttributeValues = (
  db: Database,
  store: StoreCode,
  ids: number[],
): ProductAttributeValueRow[] =>
  prepare(
    db,
    `SELECT v.product_id, a.id AS attribute_id, a.code, ${col('a.label', store)} AS label, a.label_et, a.label_ru,
       a.input_type, a.backend_type, a.is_filterable, a.is_searchable, a.is_comparable, a.is_visible_on_front,
       a.used_in_product_listing, a.is_user_defined, a.position, o.id AS option_id, ${col('o.label', store)} AS option_label
     FROM product_option_values v
     JOIN attributes a ON a.id = v.attribute_id AND a.is_user_defined = 1
     JOIN attribute_options o ON o.id = v.option_id
     WHERE v.product_id IN (SELECT value FROM json_each(?))
     ORDER BY v.product_id, a.position, a.id, o.position, o.id`,
  ).all(idList(ids)) as ProductAttributeValueRow[];
