import { randomInt } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { StoreCode } from '@/server/store/catalog-sql';

// Rows of carts, cart lines and items-group shipping choices (migration 010_cart.sql). Plain SQL only:
// rules live in cart-lines.ts, cart-totals.ts and shipping.ts.

export interface CartRow {
  id: number;
  masked_id: string;
  store_code: StoreCode;
  customer_id: number | null;
  is_active: number;
  email: string | null;
  coupon_code: string | null;
  shipping_address: string | null;
  pickup_location_code: string | null;
  object_id: string | null;
  billing_address: string | null;
  billing_same_as_shipping: number;
  payment_method: string | null;
  created_at: string;
  updated_at: string;
}

/** Bundle selections and downloadable links chosen for a line (cart_items.options). */
/** What the buyer of a gift card entered (Adobe Commerce's gift card options); amount in cents. */
export interface GiftCardOptions {
  amount: number;
  sender_name: string;
  sender_email: string | null;
  recipient_name: string;
  recipient_email: string | null;
  message: string | null;
}

export interface LineOptions {
  bundle?: { option_id: number; selection_id: number; qty: number }[];
  links?: number[];
  giftcard?: GiftCardOptions;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  variant_id: number | null;
  options: string;
  options_key: string;
  quantity: number;
  group_id: number | null;
  created_at: string;
}

export interface GroupChoiceRow {
  cart_id: number;
  group_id: number;
  carrier_code: string;
  method_code: string;
  location_id: string | null;
}

// Prepared statements are cached per database and SQL text (preparing costs more than running a cart query).
// A statement comes back with pluck off; callers that want single values call .pluck() every time.
const statements = new WeakMap<Database, Map<string, Statement>>();
export const stmt = (db: Database, sql: string): Statement => {
  let map = statements.get(db);
  if (!map) statements.set(db, (map = new Map()));
  let s = map.get(sql);
  if (!s) map.set(sql, (s = db.prepare(sql)));
  return s.reader ? s.pluck(false) : s;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Magento's masked quote id: 32 characters of [A-Za-z0-9] from a cryptographic source. */
export const newMaskedId = (): string => {
  let out = '';
  for (let i = 0; i < 32; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
};

export const insertCart = (db: Database, store: StoreCode, maskedId = newMaskedId()): CartRow => {
  stmt(db, 'INSERT INTO carts (masked_id, store_code) VALUES (?, ?)').run(maskedId, store);
  return findCart(db, maskedId)!;
};

export const findCart = (db: Database, maskedId: string): CartRow | undefined =>
  stmt(db, 'SELECT * FROM carts WHERE masked_id = ?').get(maskedId) as CartRow | undefined;

export const cartById = (db: Database, id: number): CartRow =>
  stmt(db, 'SELECT * FROM carts WHERE id = ?').get(id) as CartRow;

type CartPatch = Partial<Omit<CartRow, 'id' | 'masked_id' | 'created_at' | 'updated_at'>>;
const CART_COLUMNS = new Set([
  'store_code',
  'customer_id',
  'is_active',
  'email',
  'coupon_code',
  'shipping_address',
  'pickup_location_code',
  'object_id',
  'billing_address',
  'billing_same_as_shipping',
  'payment_method',
]);

export const updateCart = (db: Database, id: number, patch: CartPatch): void => {
  const keys = Object.keys(patch).filter((k) => CART_COLUMNS.has(k));
  const sets = keys.map((k) => `${k} = @${k}`);
  sets.push(`updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`);
  stmt(db, `UPDATE carts SET ${sets.join(', ')} WHERE id = @id`).run({ ...patch, id });
};

export const cartItems = (db: Database, cartId: number): CartItemRow[] =>
  stmt(db, 'SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as CartItemRow[];

export const findLine = (
  db: Database,
  cartId: number,
  productId: number,
  optionsKey: string,
): CartItemRow | undefined =>
  stmt(db, 'SELECT * FROM cart_items WHERE cart_id = ? AND product_id = ? AND options_key = ?').get(
    cartId,
    productId,
    optionsKey,
  ) as CartItemRow | undefined;

export const insertLine = (
  db: Database,
  line: Pick<CartItemRow, 'cart_id' | 'product_id' | 'variant_id' | 'options' | 'options_key' | 'quantity'>,
): number =>
  Number(
    stmt(
      db,
      `INSERT INTO cart_items (cart_id, product_id, variant_id, options, options_key, quantity)
         VALUES (@cart_id, @product_id, @variant_id, @options, @options_key, @quantity)`,
    ).run(line).lastInsertRowid,
  );

export const setLineQuantity = (db: Database, itemId: number, quantity: number): void => {
  stmt(db, 'UPDATE cart_items SET quantity = ? WHERE id = ?').run(quantity, itemId);
};

export const deleteLine = (db: Database, itemId: number): void => {
  stmt(db, 'DELETE FROM cart_items WHERE id = ?').run(itemId);
};

export const setLineGroup = (db: Database, itemId: number, groupId: number | null): void => {
  stmt(db, 'UPDATE cart_items SET group_id = ? WHERE id = ?').run(groupId, itemId);
};

export const groupChoices = (db: Database, cartId: number): GroupChoiceRow[] =>
  stmt(db, 'SELECT * FROM cart_shipping_groups WHERE cart_id = ? ORDER BY group_id').all(
    cartId,
  ) as GroupChoiceRow[];

export const saveGroupChoice = (db: Database, choice: GroupChoiceRow): void => {
  stmt(
    db,
    `INSERT INTO cart_shipping_groups (cart_id, group_id, carrier_code, method_code, location_id)
     VALUES (@cart_id, @group_id, @carrier_code, @method_code, @location_id)
     ON CONFLICT (cart_id, group_id) DO UPDATE SET carrier_code = excluded.carrier_code,
       method_code = excluded.method_code, location_id = excluded.location_id`,
  ).run(choice);
};

export const deleteGroupChoice = (db: Database, cartId: number, groupId?: number): void => {
  if (groupId === undefined) stmt(db, 'DELETE FROM cart_shipping_groups WHERE cart_id = ?').run(cartId);
  else stmt(db, 'DELETE FROM cart_shipping_groups WHERE cart_id = ? AND group_id = ?').run(cartId, groupId);
};

export interface CouponRow {
  code: string;
  label_et: string;
  label_ru: string;
  kind: 'percent' | 'fixed';
  amount: number;
  valid_from: string | null;
  valid_until: string | null;
  is_active: number;
  /** Magento's usage limit per coupon (migration 140); null: unlimited */
  uses_per_coupon: number | null;
  /** orders placed with the code */
  times_used: number;
}

export const findCoupon = (db: Database, code: string): CouponRow | undefined =>
  stmt(db, 'SELECT * FROM coupons WHERE code = ?').get(code.trim()) as CouponRow | undefined;

/** A coupon counts on `day` when active, inside its inclusive dates and not used up (a single-use code). */
export const isCouponValid = (c: CouponRow, day: string): boolean =>
  c.is_active === 1 &&
  (!c.valid_from || c.valid_from <= day) &&
  (!c.valid_until || c.valid_until >= day) &&
  (c.uses_per_coupon === null || c.times_used < c.uses_per_coupon);

/** An order was placed with the code (Magento counts a coupon's use when the order is placed). */
export const countCouponUse = (db: Database, code: string): void => {
  stmt(db, 'UPDATE coupons SET times_used = times_used + 1 WHERE code = ?').run(code);
};
