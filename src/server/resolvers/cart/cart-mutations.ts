import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import {
  activeCart,
  addToCart,
  addToCartStrict,
  applyCoupon,
  createCart,
  itemUid,
  removeCoupon,
  removeItem,
  setGuestEmail,
  updateItems,
} from '@/server/store/cart-service';
import { findCart, insertCart } from '@/server/store/cart-db';
import type { AddRequest } from '@/server/store/cart-lines';
import { cartShape } from '@/server/resolvers/cart/cart-shape';
import { required, run } from '@/server/resolvers/cart/cart-run';
import { customerCartId } from '@/server/resolvers/customer/customer-cart';

// Cart mutations of spec §7 with Magento 2.4.7's arguments and result shapes.

interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}
interface LegacyItem {
  data: CartItemInput;
  parent_sku?: string | null;
  variant_sku?: string | null;
  bundle_options?: { id: number; quantity: number; value: (string | null)[] }[] | null;
  downloadable_product_links?: ({ link_id: number } | null)[] | null;
}
type LegacyInput = { input?: { cart_id: string; cart_items: (LegacyItem | null)[] } | null };

const shaped = (ctx: ShopContext, maskedId: string) => cartShape(ctx, activeCart(ctx.db, maskedId));

const fromItem = (i: CartItemInput): AddRequest => ({
  sku: i.sku,
  quantity: i.quantity,
  parentSku: i.parent_sku ?? null,
  selectedOptions: i.selected_options ?? null,
  enteredOptions: (i.entered_options ?? []).flatMap((o) => (o ? [o] : [])),
});

const fromLegacy = (i: LegacyItem): AddRequest => ({
  ...fromItem(i.data),
  // addConfigurableProductsToCart: data.sku (or variant_sku) is the child, parent_sku the configurable
  sku: i.variant_sku ?? i.data.sku,
  parentSku: i.parent_sku ?? i.data.parent_sku ?? null,
  bundleOptions: i.bundle_options ?? null,
  links: (i.downloadable_product_links ?? []).flatMap((l) => (l ? [l.link_id] : [])),
});

const legacyAdd = (_: unknown, args: LegacyInput, ctx: ShopContext) =>
  run(() => {
    const cartId = required(args.input?.cart_id, 'cart_id');
    const items = (args.input?.cart_items ?? []).filter((i): i is LegacyItem => !!i);
    if (!items.length) throw inputError('Required parameter "cart_items" is missing');
    addToCartStrict(ctx.db, cartId, items.map(fromLegacy));
    return { cart: shaped(ctx, cartId) };
  });

const MASKED = /^[A-Za-z0-9]{32}$/;

const newCart = (ctx: ShopContext, wanted: string | null | undefined) => {
  if (!wanted) return createCart(ctx.db, ctx.store);
  if (!MASKED.test(wanted)) throw inputError('Cart ID length should be 32 symbols.');
  if (findCart(ctx.db, wanted)) throw inputError(`Cart with ID "${wanted}" already exists.`);
  return insertCart(ctx.db, ctx.store, wanted);
};

export const cartMutations = {
  createEmptyCart: async (
    _: unknown,
    args: { input?: { cart_id?: string | null } | null },
    ctx: ShopContext,
  ) => {
    await ctx.limit('cart-create');
    // Magento (CreateEmptyCart): a signed-in customer gets their own cart, the active one or a new one of theirs.
    // An unowned cart would refuse them every operation (graphql-authorization), which the storefront takes for
    // an expired session: a customer whose cart had just become an order in another tab was signed out.
    if (ctx.customer.id() !== null) return customerCartId(ctx);
    return newCart(ctx, args.input?.cart_id).masked_id;
  },
  createGuestCart: async (
    _: unknown,
    args: { input?: { cart_uid?: string | null } | null },
    ctx: ShopContext,
  ) => {
    await ctx.limit('cart-create');
    return { cart: cartShape(ctx, newCart(ctx, args.input?.cart_uid)) };
  },
  addProductsToCart: (_: unknown, args: { cartId: string; cartItems: CartItemInput[] }, ctx: ShopContext) =>
    run(() => {
      const cartId = required(args.cartId, 'cartId');
      const errors = addToCart(ctx.db, cartId, args.cartItems.map(fromItem));
      return { cart: shaped(ctx, cartId), user_errors: errors };
    }),
  addSimpleProductsToCart: legacyAdd,
  addVirtualProductsToCart: legacyAdd,
  addConfigurableProductsToCart: legacyAdd,
  addBundleProductsToCart: legacyAdd,
  addDownloadableProductsToCart: legacyAdd,
  updateCartItems: (
    _: unknown,
    args: {
      input?: {
        cart_id: string;
        cart_items: ({
          cart_item_uid?: string | null;
          cart_item_id?: number | null;
          quantity?: number | null;
        } | null)[];
      } | null;
    },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      const updates = (args.input?.cart_items ?? []).flatMap((i) => {
        if (!i) return [];
        const uid = i.cart_item_uid ?? (i.cart_item_id ? itemUid(i.cart_item_id) : null);
        if (!uid) throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
        return [{ uid, quantity: i.quantity }];
      });
      updateItems(ctx.db, cartId, updates);
      return { cart: shaped(ctx, cartId) };
    }),
  removeItemFromCart: (
    _: unknown,
    args: { input?: { cart_id: string; cart_item_uid?: string | null; cart_item_id?: number | null } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      const uid =
        args.input?.cart_item_uid ?? (args.input?.cart_item_id ? itemUid(args.input.cart_item_id) : null);
      if (!uid) throw inputError('Required parameter "cart_item_uid" is missing.');
      removeItem(ctx.db, cartId, uid);
      return { cart: shaped(ctx, cartId) };
    }),
  applyCouponToCart: (
    _: unknown,
    args: { input?: { cart_id: string; coupon_code: string } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      applyCoupon(ctx.db, cartId, required(args.input?.coupon_code, 'coupon_code'));
      return { cart: shaped(ctx, cartId) };
    }),
  removeCouponFromCart: (_: unknown, args: { input?: { cart_id: string } | null }, ctx: ShopContext) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      removeCoupon(ctx.db, cartId);
      return { cart: shaped(ctx, cartId) };
    }),
  setGuestEmailOnCart: (
    _: unknown,
    args: { input?: { cart_id: string; email: string } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      setGuestEmail(ctx.db, cartId, required(args.input?.email, 'email'));
      return { cart: shaped(ctx, cartId) };
    }),
};
