import type { Database } from 'better-sqlite3';
import { isAddToWishlistSupported } from '@/lib/cart-rules';
import {
  isVariantOf,
  parentsOf,
  productById,
  productBySku,
  variantByOptions,
  type CartProduct,
} from '@/server/store/cart-products';
import type { WishlistAdd, WishlistChoice, WishlistError } from '@/server/store/wishlists';

// What one addProductsToWishlist item means: the product (a configurable's parent), the child chosen, and the
// choice kept to replay into the cart. Unlike a cart line, a wishlist may hold a bare configurable or bundle.

const notFound = (sku: string): WishlistError => ({
  code: 'PRODUCT_NOT_FOUND',
  message: `Could not find a product with SKU "${sku}"`,
});
export const undefinedError = (message: string): WishlistError => ({ code: 'UNDEFINED', message });
const enabled = (p: CartProduct | undefined): p is CartProduct => !!p && p.status === 1;

const decode = (uid: string) => {
  try {
    return Buffer.from(uid, 'base64').toString('utf8').split('/');
  } catch {
    return [];
  }
};

export type Resolved = { product: CartProduct; variant: CartProduct | null; choice: WishlistChoice };

/** Which product and child an add means; options need not be complete (a wishlist may hold a bare parent). */
export const resolveAdd = (db: Database, add: WishlistAdd): Resolved | WishlistError => {
  const sku = (add.sku ?? '').trim();
  const parentSku = add.parentSku?.trim() || null;
  let product = productBySku(db, parentSku ?? sku);
  if (!enabled(product)) return notFound(parentSku ?? sku);
  let variant: CartProduct | null = null;
  if (parentSku) {
    const child = productBySku(db, sku);
    if (!enabled(child)) return notFound(sku);
    if (product.type_id !== 'configurable' || !isVariantOf(db, product.id, child.id))
      return undefinedError(`Product "${sku}" is not an option of "${parentSku}".`);
    variant = child;
  } else if (product.visibility === 1 && product.type_id === 'simple') {
    const parent = parentsOf(db, product.id)
      .map((id) => productById(db, id))
      .find(enabled);
    if (parent) [variant, product] = [product, parent];
  }
  if (!isAddToWishlistSupported(product.type_id))
    return undefinedError(`Product Type ${product.type_id} not supported in add to wishlist yet`);
  const selectedOptions = (add.selectedOptions ?? []).filter((o): o is string => !!o);
  if (product.type_id === 'configurable' && !variant) {
    const values = selectedOptions
      .map(decode)
      .filter((p) => p[0] === 'configurable')
      .map((p) => ({ attributeId: Number(p[1]), optionId: Number(p[2]) }));
    const childId = values.length ? variantByOptions(db, product.id, values) : undefined;
    if (values.length && childId === undefined)
      return undefinedError('The product option you selected is not available.');
    variant = childId !== undefined ? (productById(db, childId) ?? null) : null;
  }
  const enteredOptions = (add.enteredOptions ?? []).filter((o): o is { uid: string; value: string } => !!o);
  return {
    product,
    variant,
    choice: {
      sku: variant?.sku ?? product.sku,
      parentSku: variant ? product.sku : null,
      selectedOptions: product.type_id === 'configurable' ? [] : [...selectedOptions].sort(),
      enteredOptions: enteredOptions.map((o) => ({ uid: o.uid, value: o.value })),
    },
  };
};

export const keyOf = (r: Resolved) =>
  r.variant || r.choice.selectedOptions.length || r.choice.enteredOptions.length
    ? JSON.stringify([r.variant?.id ?? null, r.choice.selectedOptions, r.choice.enteredOptions])
    : '';
