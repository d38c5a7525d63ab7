import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { stmt } from '@/server/store/cart-db';
import type { AddRequest } from '@/server/store/cart-lines';
import { keyOf, resolveAdd, undefinedError } from '@/server/store/wishlist-choice';

// Magento's wishlist (migration 130): one per customer, created on first use. Every read and write takes the
// owner: a wishlist id of another customer is "not found" (DESIGN.md: owners checked in the store layer).

export interface WishlistRow {
  id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

/** The choice the customer made when adding: replayed into addProductsToCart as is. */
export interface WishlistChoice {
  sku: string;
  parentSku: string | null;
  selectedOptions: string[];
  enteredOptions: { uid: string; value: string }[];
}

export interface WishlistItemRow {
  id: number;
  wishlist_id: number;
  product_id: number;
  variant_id: number | null;
  options: string;
  options_key: string;
  qty: number;
  description: string | null;
  added_at: string;
}

export type WishlistErrorCode = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
export interface WishlistError {
  code: WishlistErrorCode;
  message: string;
}

export interface WishlistAdd {
  sku: string;
  quantity: number;
  parentSku?: string | null;
  selectedOptions?: (string | null)[] | null;
  enteredOptions?: ({ uid: string; value: string } | null)[] | null;
}

export interface WishlistUpdate {
  itemId: number;
  quantity?: number | null;
  description?: string | null;
}

const nowIso = () => new Date().toISOString();
const SHARING_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const sharingCode = () =>
  Array.from(randomBytes(32), (b) => SHARING_ALPHABET[b % SHARING_ALPHABET.length]).join('');

const touch = (db: Database, wishlistId: number) =>
  stmt(db, 'UPDATE wishlists SET updated_at = ? WHERE id = ?').run(nowIso(), wishlistId);

/** The customer's wishlist, created when they have none (Magento loadByCustomerId(id, true)). */
export const customerWishlist = (db: Database, customerId: number): WishlistRow => {
  const existing = stmt(db, 'SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as
    WishlistRow | undefined;
  if (existing) return existing;
  stmt(
    db,
    'INSERT INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(customerId, sharingCode(), nowIso());
  return stmt(db, 'SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as WishlistRow;
};

/**
 * The wishlist a request names, only when it is the customer's own. Magento: an empty or zero id means the
 * customer's own wishlist (spec §3 sends '0'); any other id must be theirs.
 */
export const ownWishlist = (db: Database, customerId: number, id: string | number | null | undefined) => {
  const text = String(id ?? '').trim();
  if (text === '' || text === '0') return customerWishlist(db, customerId);
  if (!/^\d+$/.test(text)) return undefined;
  return stmt(db, 'SELECT * FROM wishlists WHERE id = ? AND customer_id = ?').get(
    Number(text),
    customerId,
  ) as WishlistRow | undefined;
};

export const countWishlistItems = (db: Database, wishlistId: number): number =>
  (
    stmt(db, 'SELECT count(*) AS n FROM wishlist_items WHERE wishlist_id = ?').get(wishlistId) as {
      n: number;
    }
  ).n;

/** Newest first, like Magento's item collection ordered by added_at. */
export const wishlistItemPage = (
  db: Database,
  wishlistId: number,
  limit: number,
  offset: number,
): WishlistItemRow[] =>
  stmt(
    db,
    'SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY added_at DESC, id DESC LIMIT ? OFFSET ?',
  ).all(wishlistId, limit, offset) as WishlistItemRow[];

export const wishlistItemsById = (db: Database, wishlistId: number, ids: number[]): WishlistItemRow[] =>
  (
    stmt(db, 'SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY added_at, id').all(
      wishlistId,
    ) as WishlistItemRow[]
  ).filter((row) => !ids.length || ids.includes(row.id));

export const choiceOf = (row: WishlistItemRow): WishlistChoice => {
  const parsed = JSON.parse(row.options || '{}') as Partial<WishlistChoice>;
  return {
    sku: parsed.sku ?? '',
    parentSku: parsed.parentSku ?? null,
    selectedOptions: parsed.selectedOptions ?? [],
    enteredOptions: parsed.enteredOptions ?? [],
  };
};

/** The addProductsToCart request that puts a wishlist item into the cart. */
export const cartRequestOf = (row: WishlistItemRow): AddRequest => {
  const choice = choiceOf(row);
  return {
    sku: choice.sku,
    parentSku: choice.parentSku,
    quantity: row.qty,
    selectedOptions: choice.selectedOptions,
    enteredOptions: choice.enteredOptions,
  };
};

/** addProductsToWishlist: each item on its own; the same product and options again adds to its quantity. */
export const addWishlistItems = (db: Database, wishlistId: number, adds: WishlistAdd[]): WishlistError[] =>
  db
    .transaction(() => {
      const errors: WishlistError[] = [];
      for (const add of adds) {
        const resolved = resolveAdd(db, add);
        if ('code' in resolved) {
          errors.push(resolved);
          continue;
        }
        if (!(Math.trunc(add.quantity) > 0)) {
          errors.push(undefinedError('The quantity of a wish list item cannot be 0'));
          continue;
        }
        stmt(
          db,
          `INSERT INTO wishlist_items (wishlist_id, product_id, variant_id, options, options_key, qty, added_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (wishlist_id, product_id, options_key) DO UPDATE SET qty = qty + excluded.qty`,
        ).run(
          wishlistId,
          resolved.product.id,
          resolved.variant?.id ?? null,
          JSON.stringify(resolved.choice),
          keyOf(resolved),
          add.quantity,
          nowIso(),
        );
      }
      touch(db, wishlistId);
      return errors;
    })
    .immediate();

const itemOwner = (db: Database, itemId: number) =>
  stmt(db, 'SELECT wishlist_id FROM wishlist_items WHERE id = ?').get(itemId) as
    { wishlist_id: number } | undefined;

const belongsError = (itemId: number | string) =>
  undefinedError(`The wishlist item with ID "${itemId}" does not belong to the wishlist`);

/** removeProductsFromWishlist: an unknown id is PRODUCT_NOT_FOUND; another wishlist's item is left alone. */
export const removeWishlistItems = (db: Database, wishlistId: number, ids: string[]): WishlistError[] =>
  db
    .transaction(() => {
      const errors: WishlistError[] = [];
      for (const raw of ids) {
        const id = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
        const owner = Number.isFinite(id) ? itemOwner(db, id) : undefined;
        if (!owner)
          errors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a wishlist item with ID "${raw}"`,
          });
        else if (owner.wishlist_id !== wishlistId) errors.push(belongsError(raw));
        else stmt(db, 'DELETE FROM wishlist_items WHERE id = ? AND wishlist_id = ?').run(id, wishlistId);
      }
      touch(db, wishlistId);
      return errors;
    })
    .immediate();

/** updateProductsInWishlist: quantity and the customer's note of their own items. */
export const updateWishlistItems = (
  db: Database,
  wishlistId: number,
  updates: WishlistUpdate[],
): WishlistError[] =>
  db
    .transaction(() => {
      const errors: WishlistError[] = [];
      for (const u of updates) {
        const owner = Number.isFinite(u.itemId) ? itemOwner(db, u.itemId) : undefined;
        if (!owner || owner.wishlist_id !== wishlistId) {
          errors.push(belongsError(u.itemId));
          continue;
        }
        if (u.quantity !== undefined && u.quantity !== null && !(Math.trunc(u.quantity) > 0)) {
          errors.push(undefinedError('The quantity of a wish list item cannot be 0'));
          continue;
        }
        stmt(
          db,
          `UPDATE wishlist_items SET qty = COALESCE(?, qty), description = COALESCE(?, description)
             WHERE id = ? AND wishlist_id = ?`,
        ).run(u.quantity ?? null, u.description ?? null, u.itemId, wishlistId);
      }
      touch(db, wishlistId);
      return errors;
    })
    .immediate();

/** After an item landed in the cart (Magento deletes it from the owner's wishlist). */
export const deleteWishlistItem = (db: Database, wishlistId: number, itemId: number): void => {
  stmt(db, 'DELETE FROM wishlist_items WHERE id = ? AND wishlist_id = ?').run(itemId, wishlistId);
  touch(db, wishlistId);
};
