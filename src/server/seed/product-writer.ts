// Writes one product with everything hanging off it: media, inventory, stock per store, filter values,
// technical attributes, category rows, URL rewrites and the search row.
import type { Db } from '@/server/store/db';
import type { Shape } from '@/server/seed/families';
import type { BrandRow, LeafInfo } from '@/server/seed/catalog-categories';
import { inserter } from '@/server/seed/writer';
import { plain } from '@/server/seed/product-text';
import { slugify } from '@/server/seed/text';

export type Tech = [code: string, nameEt: string, nameRu: string, valueEt: string, valueRu: string];

export interface InventoryDraft {
  qty: number;
  inStock: boolean;
  isQtyDecimal: boolean;
  qtyIncrements: number;
  minSaleQty: number;
  maxSaleQty: number;
  manageStock: boolean;
}

export interface ProductDraft {
  /** products columns (the writer fills id-independent derived ones: url keys, images). */
  row: Record<string, string | number | null>;
  leaf: LeafInfo | null;
  brand: BrandRow | null;
  shape: Shape;
  images: number;
  options: [attributeId: number, optionId: number][];
  tech: Tech[];
  inventory: InventoryDraft;
  /** [source_code, qty] for stores holding stock. */
  sources: [string, number][];
  categoryPosition: number;
  /** [code, customer_group, value cents, qty, valid_from, valid_until] */
  tiers: [string, string, number, number, string | null, string | null][];
}

const PRODUCT_COLUMNS = [
  'sku',
  'type_id',
  'attribute_set',
  'brand_id',
  'unit_id',
  'visibility',
  'status',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'min_price',
  'max_price',
  'weight',
  'product_length',
  'product_width',
  'product_height',
  'product_weight',
  'ax_product_package_length',
  'ax_product_package_width',
  'ax_product_package_height',
  'ax_product_package_weight',
  'supplier_code',
  'manufacturer_code',
  'foreign_assortment',
  'transport',
  'delivery_profile',
  'pdf_file_1',
  'pdf_file_2',
  'pdf_file_3',
  'image',
  'small_image',
  'thumbnail',
  'price_type',
  'price_view',
  'ship_bundle_items',
  'dynamic_sku',
  'dynamic_weight',
  'links_purchased_separately',
  'links_title_et',
  'links_title_ru',
  'giftcard_type',
  'allow_open_amount',
  'open_amount_min',
  'open_amount_max',
  'name_et',
  'name_ru',
  'url_key_et',
  'url_key_ru',
  'short_description_et',
  'short_description_ru',
  'description_et',
  'description_ru',
  'meta_title_et',
  'meta_title_ru',
  'meta_keyword_et',
  'meta_keyword_ru',
  'meta_description_et',
  'meta_description_ru',
  'created_at',
  'updated_at',
] as const;

export type ProductWriter = (draft: ProductDraft) => number;

/**
 * `write` inserts a product and its satellite rows; `finish` writes the buffered category rows, sorted by their
 * primary key (appending to the B-tree is much cheaper than inserting across ~90 category ranges).
 */
export function productWriter(db: Db): { write: ProductWriter; finish: () => void } {
  const product = inserter(db, 'products', [...PRODUCT_COLUMNS]);
  const media = inserter(db, 'product_media', [
    'product_id',
    'position',
    'path',
    'label_et',
    'label_ru',
    'disabled',
    'roles',
  ]);
  const inventory = inserter(db, 'product_inventory', [
    'product_id',
    'qty',
    'stock_status',
    'manage_stock',
    'is_qty_decimal',
    'enable_qty_increments',
    'qty_increments',
    'min_sale_qty',
    'max_sale_qty',
  ]);
  const source = inserter(db, 'inventory_source_items', ['product_id', 'source_code', 'qty', 'status']);
  const option = inserter(db, 'product_option_values', ['product_id', 'attribute_id', 'option_id']);
  const tech = inserter(db, 'product_technical_attributes', [
    'product_id',
    'position',
    'attribute_code',
    'name_et',
    'name_ru',
    'value_et',
    'value_ru',
  ]);
  const categoryInsert = inserter(db, 'category_products', [
    'category_id',
    'product_id',
    'position',
    'is_direct',
  ]);
  const categoryRows: [number, number, number, number][] = [];
  const category = (categoryId: number, productId: number, position: number, direct: number): void => {
    categoryRows.push([categoryId, productId, position, direct]);
  };
  const rewrite = inserter(db, 'url_rewrites', [
    'store_code',
    'request_path',
    'target_path',
    'entity_type',
    'entity_id',
  ]);
  const search = inserter(db, 'product_search', [
    'rowid',
    'sku',
    'brand',
    'name_et',
    'name_ru',
    'short_et',
    'short_ru',
    'categories_et',
    'categories_ru',
  ]);
  const tier = inserter(db, 'product_tier_prices', [
    'product_id',
    'code',
    'customer_group',
    'value',
    'qty',
    'valid_from',
    'valid_until',
  ]);
  const usedKeys = new Set<string>();

  const write: ProductWriter = (draft) => {
    const row = draft.row;
    const base = slugify(String(row.name_et)) || slugify(String(row.sku));
    let key = base;
    for (let n = 2; usedKeys.has(key); n++) key = `${base}-${n}`;
    usedKeys.add(key);
    row.url_key_et = key;
    row.url_key_ru = key;
    const hex = draft.brand?.hex ?? '6b7280';
    const brandSlug = draft.brand?.slug ?? 'ehituspood';
    const paths = Array.from(
      { length: draft.images },
      (_, i) => `catalog/product/${draft.shape}/${hex}/${brandSlug}/${key}-${i + 1}.svg`,
    );
    row.image = paths[0] ?? null;
    row.small_image = paths[0] ?? null;
    row.thumbnail = paths[0] ?? null;

    const id = product(...PRODUCT_COLUMNS.map((column) => row[column] ?? null));
    paths.forEach((path, i) =>
      media(
        id,
        i + 1,
        path,
        i === 0 ? String(row.name_et) : `${row.name_et} (${i + 1})`,
        i === 0 ? String(row.name_ru) : `${row.name_ru} (${i + 1})`,
        i > 0 && id % 17 === 0 ? 1 : 0, // a few hidden gallery images: clients must skip disabled entries
        i === 0 ? 'image,small_image,thumbnail' : '',
      ),
    );
    const inv = draft.inventory;
    inventory(
      id,
      inv.qty,
      inv.inStock ? 1 : 0,
      inv.manageStock ? 1 : 0,
      inv.isQtyDecimal ? 1 : 0,
      inv.qtyIncrements > 1 ? 1 : 0,
      inv.qtyIncrements,
      inv.minSaleQty,
      inv.maxSaleQty,
    );
    for (const [code, qty] of draft.sources) source(id, code, qty, qty > 0 ? 1 : 0);
    for (const t of draft.tiers) tier(id, ...t);
    for (const [attributeId, optionId] of draft.options) option(id, attributeId, optionId);
    draft.tech.forEach(([code, nameEt, nameRu, valueEt, valueRu], i) =>
      tech(id, i, code, nameEt, nameRu, valueEt, valueRu),
    );

    const visible = row.visibility !== 1;
    if (draft.leaf && visible) {
      const path = draft.leaf.path;
      path.forEach((categoryId, i) =>
        category(categoryId, id, draft.categoryPosition, i === path.length - 1 ? 1 : 0),
      );
    }
    if (visible) {
      for (const store of ['et', 'ru']) rewrite(store, key, `catalog/product/view/id/${id}`, 'PRODUCT', id);
      search(
        id,
        String(row.sku),
        draft.brand?.name ?? '',
        String(row.name_et),
        String(row.name_ru),
        plain(String(row.short_description_et ?? '')),
        plain(String(row.short_description_ru ?? '')),
        draft.leaf?.namesEt.join(' ') ?? '',
        draft.leaf?.namesRu.join(' ') ?? '',
      );
    }
    return id;
  };
  const finish = (): void => {
    categoryRows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const row of categoryRows) categoryInsert(...row);
    categoryRows.length = 0;
  };
  return { write, finish };
}
