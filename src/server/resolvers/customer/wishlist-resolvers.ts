import type { ShopContext } from '@/server/resolvers/context';
import { authorizationError, inputError, noSuchEntity } from '@/server/resolvers/errors';
import { run } from '@/server/resolvers/cart/cart-run';
import { customerCartId } from '@/server/resolvers/customer/customer-cart';
import { legacyWishlistOutput, wishlistShape } from '@/server/resolvers/customer/wishlist-shape';
import { getStoreConfigValues } from '@/server/store/directory';
import { addToCart } from '@/server/store/cart-service';
import {
  addWishlistItems,
  cartRequestOf,
  customerWishlist,
  deleteWishlistItem,
  ownWishlist,
  removeWishlistItems,
  updateWishlistItems,
  wishlistItemsById,
  type WishlistRow,
} from '@/server/store/wishlists';

// Magento 2.4.7 WishlistGraphQl: Customer.wishlists / wishlist_v2 / wishlist, Query.wishlist (deprecated),
// addProductsToWishlist, removeProductsFromWishlist, updateProductsInWishlist and addWishlistItemsToCart, with
// Magento's checks in Magento's order: the store config flag, a signed-in customer, then the customer's own
// wishlist (another customer's id is "not found", never read or changed).

const DISABLED = 'The wishlist configuration is currently disabled.';
const GUEST = 'The current user cannot perform operations on wishlist';
const NOT_FOUND = 'The wishlist was not found.';

const assertEnabled = (ctx: ShopContext) => {
  if (getStoreConfigValues(ctx.db, ctx.store).get('magento_wishlist_general_is_enabled') !== '1')
    throw inputError(DISABLED);
};

/** The flag, then the signed-in customer (Magento: GraphQlAuthorizationException for a guest). */
const wishlistCustomer = (ctx: ShopContext): number => {
  assertEnabled(ctx);
  const id = ctx.customer.id();
  if (id === null) throw authorizationError(GUEST);
  return id;
};

const targetWishlist = (ctx: ShopContext, wishlistId: string | null | undefined): WishlistRow => {
  const customerId = wishlistCustomer(ctx);
  const wishlist = ownWishlist(ctx.db, customerId, wishlistId);
  if (!wishlist) throw inputError(NOT_FOUND);
  return wishlist;
};

/** Customer fields: only for the customer the query resolved (the parent is theirs). */
const ownCustomer = (ctx: ShopContext, parent: { id: number }) => {
  assertEnabled(ctx);
  const customerId = ctx.customer.require();
  if (customerId !== parent.id) throw noSuchEntity("The current customer isn't authorized.");
  return customerId;
};

export const wishlistCustomerFields = {
  wishlists: (parent: { id: number }, _: unknown, ctx: ShopContext) => [
    wishlistShape(ctx, customerWishlist(ctx.db, ownCustomer(ctx, parent))),
  ],
  wishlist_v2: (parent: { id: number }, args: { id: string }, ctx: ShopContext) => {
    const wishlist = ownWishlist(ctx.db, ownCustomer(ctx, parent), args.id);
    return wishlist ? wishlistShape(ctx, wishlist) : null;
  },
  wishlist: (parent: { id: number }, _: unknown, ctx: ShopContext) =>
    wishlistShape(ctx, customerWishlist(ctx.db, ownCustomer(ctx, parent))),
};

export const wishlistQueries = {
  wishlist: (_: unknown, __: unknown, ctx: ShopContext) =>
    legacyWishlistOutput(ctx, customerWishlist(ctx.db, wishlistCustomer(ctx))),
};

interface ItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}
interface UpdateInput {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
}

const output = (ctx: ShopContext, wishlist: WishlistRow, errors: { code: string; message: string }[]) => ({
  wishlist: wishlistShape(ctx, wishlist),
  user_errors: errors,
});

export const wishlistMutations = {
  addProductsToWishlist: (
    _: unknown,
    args: { wishlistId: string; wishlistItems: ItemInput[] },
    ctx: ShopContext,
  ) => {
    const wishlist = targetWishlist(ctx, args.wishlistId);
    const errors = addWishlistItems(
      ctx.db,
      wishlist.id,
      (args.wishlistItems ?? []).map((i) => ({
        sku: i.sku,
        quantity: i.quantity,
        parentSku: i.parent_sku,
        selectedOptions: i.selected_options,
        enteredOptions: i.entered_options,
      })),
    );
    return output(ctx, wishlist, errors);
  },

  removeProductsFromWishlist: (
    _: unknown,
    args: { wishlistId: string; wishlistItemsIds: string[] },
    ctx: ShopContext,
  ) => {
    const wishlist = targetWishlist(ctx, args.wishlistId);
    return output(ctx, wishlist, removeWishlistItems(ctx.db, wishlist.id, args.wishlistItemsIds ?? []));
  },

  updateProductsInWishlist: (
    _: unknown,
    args: { wishlistId: string; wishlistItems: UpdateInput[] },
    ctx: ShopContext,
  ) => {
    const wishlist = targetWishlist(ctx, args.wishlistId);
    const updates = (args.wishlistItems ?? []).map((u) => ({
      itemId: /^\d+$/.test(String(u.wishlist_item_id).trim()) ? Number(u.wishlist_item_id) : NaN,
      quantity: u.quantity,
      description: u.description,
    }));
    return output(ctx, wishlist, updateWishlistItems(ctx.db, wishlist.id, updates));
  },

  /** Each item on its own into the customer's cart; the ones that landed leave the wishlist. */
  addWishlistItemsToCart: (
    _: unknown,
    args: { wishlistId: string; wishlistItemIds?: string[] | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const customerId = wishlistCustomer(ctx);
      if (!String(args.wishlistId ?? '').trim()) throw inputError('"wishlistId" value should be specified');
      const wishlist = ownWishlist(ctx.db, customerId, args.wishlistId);
      if (!wishlist) throw inputError(NOT_FOUND);
      const wanted = (args.wishlistItemIds ?? []).map((id) => String(id).trim());
      const rows = wishlistItemsById(
        ctx.db,
        wishlist.id,
        wanted.filter((id) => /^\d+$/.test(id)).map(Number),
      );
      const unknown = wanted.filter((id) => !rows.some((r) => String(r.id) === id));
      if (wanted.length && unknown.length)
        throw inputError(`The wishlist item ids "${unknown.join(',')}" were not found.`);
      const cartId = customerCartId(ctx);
      const errors = rows.flatMap((row) => {
        const failed = addToCart(ctx.db, cartId, [cartRequestOf(row)]);
        if (!failed.length) deleteWishlistItem(ctx.db, wishlist.id, row.id);
        return failed.map((e) => ({
          code: e.code,
          message: e.message,
          wishlistId: String(wishlist.id),
          wishlistItemId: String(row.id),
        }));
      });
      return {
        wishlist: wishlistShape(ctx, wishlist),
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors,
      };
    }),
};
