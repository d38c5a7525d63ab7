import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import { chooseSpecialPrice, shownPrice, type PriceTierInput } from '@/lib/prices';
import { quantityRules, type QuantityRules } from '@/lib/quantity';
import { loadTierPrices } from '@/server/store/catalog-products';
import { personalTierInput } from '@/server/store/personal-prices';
import type { Buyer } from '@/server/store/customers';

// Product facts the cart needs (type, price, stock, options, package size), read straight from the catalogue.

export interface CartProduct {
  id: number;
  sku: string;
  type_id: string;
  status: number;
  visibility: number;
  name_et: string;
  name_ru: string;
  url_key_et: string;
  url_key_ru: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  price_type: string | null;
  links_purchased_separately: number | null;
  transport: string;
  /** gift cards: VIRTUAL (e-mailed), PHYSICAL (posted) or COMBINED */
  giftcard_type: string | null;
  allow_open_amount: number | null;
  open_amount_min: number | null;
  open_amount_max: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
}

const PRODUCT_SQL = `SELECT id, sku, type_id, status, visibility, name_et, name_ru, url_key_et, url_key_ru, price,
  special_price, special_from_date, special_to_date, price_type, links_purchased_separately, transport,
  giftcard_type, allow_open_amount, open_amount_min, open_amount_max,
  COALESCE(ax_product_package_length, product_length) AS length,
  COALESCE(ax_product_package_width, product_width) AS width,
  COALESCE(ax_product_package_height, product_height) AS height,
  COALESCE(ax_product_package_weight, product_weight, weight) AS weight
  FROM products`;

export const productBySku = (db: Database, sku: string): CartProduct | undefined =>
  stmt(db, `${PRODUCT_SQL} WHERE sku = ?`).get(sku.trim()) as CartProduct | undefined;

/**
 * While a cart view is worked out (withRowsReadOnce), each product's row and stock are read once: the view reads
 * them for a line, its stock check and its quantity rules (a one-line cart read its product three times and its
 * stock twice). Nothing writes meanwhile; outside it every read is fresh.
 */
let once: { db: Database; products: Map<number, unknown>; stock: Map<number, unknown> } | null = null;

export const withRowsReadOnce = <T>(db: Database, fn: () => T): T => {
  if (once) return fn();
  once = { db, products: new Map(), stock: new Map() };
  try {
    return fn();
  } finally {
    once = null;
  }
};

const readOnce = <T>(db: Database, kind: 'products' | 'stock', id: number, read: () => T): T => {
  const kept = once?.db === db ? once[kind] : undefined;
  if (kept?.has(id)) return kept.get(id) as T;
  const row = read();
  kept?.set(id, row);
  return row;
};

export const productById = (db: Database, id: number): CartProduct | undefined =>
  readOnce(
    db,
    'products',
    id,
    () => stmt(db, `${PRODUCT_SQL} WHERE id = ?`).get(id) as CartProduct | undefined,
  );

export interface StockRow {
  qty: number;
  stock_status: number;
  manage_stock: number;
  is_qty_decimal: number;
  enable_qty_increments: number;
  qty_increments: number;
  min_sale_qty: number;
  max_sale_qty: number;
}

export const stockOf = (db: Database, productId: number): StockRow | undefined =>
  readOnce(
    db,
    'stock',
    productId,
    () =>
      stmt(
        db,
        `SELECT qty, stock_status, manage_stock, is_qty_decimal, enable_qty_increments, qty_increments,
           min_sale_qty, max_sale_qty FROM product_inventory WHERE product_id = ?`,
      ).get(productId) as StockRow | undefined,
  );

/** spec §5 quantity step rules of a product (lib/quantity), from its advanced inventory. */
export const rulesOf = (stock: StockRow | undefined): QuantityRules =>
  quantityRules(
    stock && {
      is_qty_decimal: stock.is_qty_decimal === 1,
      qty_incrments: stock.enable_qty_increments ? stock.qty_increments : 1,
      min_sale_qty: stock.min_sale_qty,
      max_sale_qty: stock.max_sale_qty,
    },
  );

/** Units that can still be sold (Infinity when stock is not managed); 0 when out of stock. */
export const salableQty = (stock: StockRow | undefined): number => {
  if (!stock) return 0;
  if (!stock.stock_status) return 0;
  return stock.manage_stock ? Math.max(0, stock.qty) : Infinity;
};

/** The child of a configurable that has exactly these super attribute values. */
export const variantByOptions = (
  db: Database,
  parentId: number,
  values: { attributeId: number; optionId: number }[],
): number | undefined => {
  const rows = stmt(
    db,
    `SELECT v.child_id, o.attribute_id, o.option_id FROM product_variants v
       JOIN product_super_attributes s ON s.product_id = v.parent_id
       JOIN product_option_values o ON o.product_id = v.child_id AND o.attribute_id = s.attribute_id
       WHERE v.parent_id = ? ORDER BY v.position, v.child_id`,
  ).all(parentId) as { child_id: number; attribute_id: number; option_id: number }[];
  const superCount = Number(
    stmt(db, 'SELECT count(*) FROM product_super_attributes WHERE product_id = ?').pluck().get(parentId),
  );
  if (values.length !== superCount) return undefined;
  const byChild = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const m = byChild.get(r.child_id) ?? new Map<number, number>();
    m.set(r.attribute_id, r.option_id);
    byChild.set(r.child_id, m);
  }
  for (const [child, m] of byChild)
    if (values.every((v) => m.get(v.attributeId) === v.optionId)) return child;
  return undefined;
};

export const isVariantOf = (db: Database, parentId: number, childId: number): boolean =>
  stmt(db, 'SELECT 1 FROM product_variants WHERE parent_id = ? AND child_id = ?').get(parentId, childId) !==
  undefined;

export const parentsOf = (db: Database, childId: number): number[] =>
  stmt(db, 'SELECT parent_id FROM product_variants WHERE child_id = ?').pluck().all(childId) as number[];

export interface BundleSelection {
  option_id: number;
  option_required: number;
  option_type: string;
  option_title_et: string;
  option_title_ru: string;
  selection_id: number;
  product_id: number;
  qty: number;
  is_default: number;
  can_change_qty: number;
  price_type: string;
  price: number;
}

export const bundleSelections = (db: Database, productId: number): BundleSelection[] =>
  stmt(
    db,
    `SELECT o.id AS option_id, o.required AS option_required, o.type AS option_type,
         o.title_et AS option_title_et, o.title_ru AS option_title_ru, s.id AS selection_id, s.product_id,
         s.qty, s.is_default, s.can_change_qty, s.price_type, s.price
       FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.id
       WHERE o.product_id = ? ORDER BY o.position, o.id, s.position, s.id`,
  ).all(productId) as BundleSelection[];

export interface DownloadLink {
  id: number;
  title_et: string;
  title_ru: string;
  price: number;
}

export const downloadLinks = (db: Database, productId: number): DownloadLink[] =>
  stmt(
    db,
    'SELECT id, title_et, title_ru, price FROM downloadable_links WHERE product_id = ? ORDER BY position, id',
  ).all(productId) as DownloadLink[];

/** Special price when active on `day` (inclusive dates) and lower, else the regular price (as price_range). */
export const activePrice = (p: CartProduct, day: string): number => {
  const s = p.special_price;
  if (s === null || s >= p.price) return p.price;
  if (p.special_from_date && p.special_from_date.slice(0, 10) > day) return p.price;
  if (p.special_to_date && p.special_to_date.slice(0, 10) < day) return p.price;
  return s;
};

export const GUEST: Buyer = { loggedIn: false };

/**
 * spec §6: the shopper pays what the product page shows them — the active price, or the special tier
 * lib/prices chooseSpecialPrice picks for them (a guest: the campaign tier; a signed-in customer: the lowest
 * tier their group may have) when that is lower. Tiers with a quantity apply from that quantity.
 */
export const shownUnitPrice = (
  db: Database,
  p: CartProduct,
  qty: number,
  now: Date,
  customer: Buyer = GUEST,
): number => {
  const day = now.toISOString().slice(0, 10);
  const base = activePrice(p, day);
  const tiers: PriceTierInput[] = loadTierPrices(db, [p.id], day).map((t) => ({
    final_price: { value: t.value / 100, currency: 'EUR' },
    quantity: t.qty,
    price_group_type: t.code,
    price_valid_until: t.valid_until,
    cust_group: t.customer_group,
  }));
  const personal = personalTierInput(db, customer.customerId, p.id, day);
  if (personal) tiers.push(personal);
  const special = chooseSpecialPrice(tiers, customer, { now, quantity: qty });
  return shownPrice(base, special).finalCents;
};

/** The members of a grouped product (its 'associated' links to enabled products), with their default quantity. */
export const groupedMembers = (db: Database, groupedId: number): { id: number; qty: number }[] =>
  stmt(
    db,
    `SELECT l.linked_id AS id, COALESCE(l.qty, 1) AS qty FROM product_links l
       JOIN products p ON p.id = l.linked_id AND p.status = 1
       WHERE l.product_id = ? AND l.link_type = 'associated' ORDER BY l.position`,
  ).all(groupedId) as { id: number; qty: number }[];

/** A gift card's fixed amounts: amount id → cents. */
export const giftCardAmounts = (db: Database, productId: number): { id: number; value: number }[] =>
  stmt(db, 'SELECT id, value FROM giftcard_amounts WHERE product_id = ? ORDER BY position').all(
    productId,
  ) as {
    id: number;
    value: number;
  }[];
