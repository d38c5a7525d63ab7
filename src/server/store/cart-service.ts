import type { Database } from 'better-sqlite3';
import type { StoreCode } from '@/server/store/catalog-sql';
import {
  cartItems,
  deleteGroupChoice,
  deleteLine,
  findCart,
  findCoupon,
  findLine,
  insertCart,
  insertLine,
  isCouponValid,
  setLineQuantity,
  updateCart,
  type CartRow,
} from '@/server/store/cart-db';
import { cartInputError, cartNotFound, CartStoreError } from '@/server/store/cart-errors';
import { checkStock, demandOf } from '@/server/store/cart-stock';
import {
  quantityError,
  expandGrouped,
  resolveRequest,
  specOfRow,
  stockUses,
  type AddRequest,
  type LineError,
} from '@/server/store/cart-lines';
import { shopperText } from '@/server/shopper-text';
import { emailProblem, MAX_LENGTH } from '@/server/input-rules';

// Cart operations of spec §7. Every exported operation runs in ONE transaction (a nested call becomes a
// savepoint), so a failure leaves the cart exactly as it was. Each is an IMMEDIATE transaction (write-turn.ts): its
// writes go through only when nothing was committed since its first read, else it runs again holding the write lock,
// so a stock check and the write after it cannot interleave with another process's order.

export const createCart = (db: Database, store: StoreCode): CartRow =>
  db.transaction(() => insertCart(db, store)).immediate(); // a write turn without SQLite's busy handler (write-turn.ts)

/** The active cart behind a masked id, or Magento's errors for an unknown or inactive one. */
export const activeCart = (db: Database, maskedId: string): CartRow => {
  const cart = findCart(db, maskedId);
  if (!cart) throw cartNotFound(`Could not find a cart with ID "${maskedId}"`);
  if (!cart.is_active) throw cartNotFound(`The cart isn't active.`);
  return cart;
};

export const itemUid = (itemId: number) => Buffer.from(String(itemId), 'utf8').toString('base64');
export const itemIdFromUid = (uid: string): number => {
  const id = /^[A-Za-z0-9+/]+={0,2}$/.test(uid) ? Number(Buffer.from(uid, 'base64').toString('utf8')) : NaN;
  return Number.isInteger(id) && id > 0 ? id : -1;
};

/** One add request; a grouped product adds all its chosen members or none of them (a savepoint). */
const addRequest = (db: Database, cart: CartRow, req: AddRequest): LineError | null => {
  const parts = expandGrouped(db, req);
  if ('error' in parts) return parts.error;
  if (parts.length === 1) return addOne(db, cart, parts[0]!);
  let failed: LineError | null = null;
  try {
    db.transaction(() => {
      for (const part of parts) {
        failed = addOne(db, cart, part);
        if (failed) throw failed;
      }
    })();
  } catch (err) {
    if (err !== failed) throw err;
  }
  return failed;
};

const addOne = (db: Database, cart: CartRow, req: AddRequest): LineError | null => {
  const spec = resolveRequest(db, req);
  if ('error' in spec) return spec.error;
  const lines = cartItems(db, cart.id);
  const existing = findLine(db, cart.id, spec.product.id, spec.optionsKey);
  const qty = (existing?.quantity ?? 0) + req.quantity;
  if (!(req.quantity > 0))
    return { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' };
  const uses = stockUses(db, spec);
  const other = demandOf(
    db,
    lines.filter((l) => l.id !== existing?.id),
  );
  const verdict = checkStock(db, uses, qty, other);
  if (verdict === 'not-salable')
    return { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' };
  const qtyError = quantityError(db, spec, qty);
  if (qtyError) return { code: 'UNDEFINED', message: qtyError };
  if (verdict === 'insufficient')
    return { code: 'INSUFFICIENT_STOCK', message: shopperText('The requested quantity is not available') };
  // adding the same product with the same options again raises that line: never a duplicate line
  if (existing) setLineQuantity(db, existing.id, qty);
  else
    insertLine(db, {
      cart_id: cart.id,
      product_id: spec.product.id,
      variant_id: spec.variant?.id ?? null,
      options: JSON.stringify(spec.options),
      options_key: spec.optionsKey,
      quantity: qty,
    });
  return null;
};

/** addProductsToCart: each item on its own; the ones that cannot be added come back as user errors. */
export const addToCart = (db: Database, maskedId: string, requests: AddRequest[]): LineError[] =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      const errors: LineError[] = [];
      for (const req of requests) {
        const error = addRequest(db, cart, req);
        if (error) errors.push(error);
      }
      updateCart(db, cart.id, {});
      return errors;
    })
    .immediate();

/** Legacy add…ProductsToCart: all or nothing; the first problem is thrown (Magento answers with an error). */
export const addToCartStrict = (db: Database, maskedId: string, requests: AddRequest[]): void =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      for (const req of requests) {
        const error = addRequest(db, cart, req);
        if (error)
          throw error.code === 'PRODUCT_NOT_FOUND'
            ? cartNotFound(error.message)
            : cartInputError(error.message);
      }
      updateCart(db, cart.id, {});
    })
    .immediate();

const lineOf = (db: Database, cart: CartRow, uid: string) => {
  const id = itemIdFromUid(uid);
  return cartItems(db, cart.id).find((l) => l.id === id);
};

/** updateCartItems: quantity 0 removes the line (like Magento); other quantities follow the product's rules. */
export const updateItems = (
  db: Database,
  maskedId: string,
  updates: { uid: string; quantity: number | null | undefined }[],
): void =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      for (const u of updates) {
        const line = lineOf(db, cart, u.uid);
        if (!line) throw cartNotFound(`Could not find cart item with id: ${u.uid}`);
        if (u.quantity === null || u.quantity === undefined)
          throw cartInputError('Required parameter "quantity" for "cart_items" is missing.');
        if (u.quantity === 0) {
          deleteLine(db, line.id);
          continue;
        }
        const spec = specOfRow(db, line);
        if (!spec) throw cartNotFound(`Could not find cart item with id: ${u.uid}`);
        const qtyError = quantityError(db, spec, u.quantity);
        if (qtyError) throw cartInputError(qtyError);
        const other = demandOf(
          db,
          cartItems(db, cart.id).filter((l) => l.id !== line.id),
        );
        const verdict = checkStock(db, stockUses(db, spec), u.quantity, other);
        if (verdict === 'not-salable')
          throw cartInputError('Product that you are trying to add is not available.');
        if (verdict === 'insufficient')
          throw cartInputError(shopperText('The requested quantity is not available'));
        setLineQuantity(db, line.id, u.quantity);
      }
      updateCart(db, cart.id, {});
    })
    .immediate();

export const removeItem = (db: Database, maskedId: string, uid: string): void =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      const line = lineOf(db, cart, uid);
      if (!line) throw cartNotFound(`The cart doesn't contain the item`);
      deleteLine(db, line.id);
      updateCart(db, cart.id, {});
    })
    .immediate();

const today = () => new Date().toISOString().slice(0, 10);

export const applyCoupon = (db: Database, maskedId: string, code: string): void =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      if (!cartItems(db, cart.id).length) throw cartInputError('Cart does not contain products.');
      // spec §8: one coupon at a time
      if (cart.coupon_code) throw cartInputError(shopperText('A coupon is already applied to the cart'));
      // a code longer than any coupon's is no coupon (nothing is looked up or stored)
      const coupon = code.length <= MAX_LENGTH.coupon ? findCoupon(db, code) : undefined;
      // spec §8 wording for an unknown, inactive or expired code
      if (!coupon || !isCouponValid(coupon, today()))
        throw cartNotFound(shopperText('The promo code you entered is currently invalid'));
      updateCart(db, cart.id, { coupon_code: coupon.code });
    })
    .immediate();

export const removeCoupon = (db: Database, maskedId: string): void =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      updateCart(db, cart.id, { coupon_code: null });
    })
    .immediate();

export const setGuestEmail = (db: Database, maskedId: string, email: string): void =>
  db
    .transaction(() => {
      const cart = activeCart(db, maskedId);
      // spec §5 e-mail rule and message (Magento says 'Invalid email format')
      const problem = emailProblem(email.trim());
      if (problem) throw cartInputError(problem);
      updateCart(db, cart.id, { email: email.trim() });
    })
    .immediate();

/**
 * mergeCarts: every line of the source is added to the destination (same product and options raise the
 * destination's line, limited to what stock and the quantity rules allow), then the source is deactivated.
 */
export const mergeCarts = (db: Database, sourceId: string, destinationId: string): void =>
  db
    .transaction(() => {
      const source = activeCart(db, sourceId);
      const dest = activeCart(db, destinationId);
      if (source.id === dest.id) throw cartInputError('The source and destination carts are the same.');
      for (const line of cartItems(db, source.id)) {
        const spec = specOfRow(db, line);
        if (!spec) continue;
        const existing = findLine(db, dest.id, spec.product.id, spec.optionsKey);
        const qty = (existing?.quantity ?? 0) + line.quantity;
        const other = demandOf(
          db,
          cartItems(db, dest.id).filter((l) => l.id !== existing?.id),
        );
        const fits =
          checkStock(db, stockUses(db, spec), qty, other) === 'ok' && quantityError(db, spec, qty) === null;
        if (!fits) continue; // Magento keeps the destination line as it was when the sum is not allowed
        if (existing) setLineQuantity(db, existing.id, qty);
        else insertLine(db, { ...line, cart_id: dest.id });
      }
      if (!dest.coupon_code && source.coupon_code)
        updateCart(db, dest.id, { coupon_code: source.coupon_code });
      if (!dest.email && source.email) updateCart(db, dest.id, { email: source.email });
      updateCart(db, source.id, { is_active: 0 });
      deleteGroupChoice(db, dest.id);
    })
    .immediate();

export { CartStoreError };
