// The wishlist's changes (spec §7): addProductsToWishlist (the spec's addProductToWishList: id '0', quantity 1,
// parent_sku for a configurable), removeProductsFromWishlist and addWishlistItemsToCart. Apart from
// wishlist.ts so the shell (the heart on every card) carries only the query; these load at the first press.
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { OWN_WISHLIST, type Wishlist, type WishlistCartProblem } from '@/commerce/wishlist';
import { toWishlist } from '@/commerce/wishlist-documents';
import type { Locale } from '@/lib/locale';

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($id: ID!, $ids: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const WishlistToCartMutation = graphql(`
  mutation WishlistToCart($id: ID!, $ids: [ID!]) {
    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
      wishlist {
        ...WishlistFields
      }
    }
  }
`);

/** Server user errors are refused adds or removals: the caller rolls back and says so. */
export class WishlistError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const failOn = (errors: readonly ({ code: string; message: string } | null)[] | null | undefined) => {
  const first = errors?.find((e) => !!e);
  if (first) throw new WishlistError(first.message, first.code);
};

export async function addToWishlist(locale: Locale, sku: string, parentSku?: string): Promise<Wishlist> {
  const data = await commerceRequest(
    AddToWishlistMutation,
    { id: OWN_WISHLIST, items: [{ sku, quantity: 1, ...(parentSku ? { parent_sku: parentSku } : {}) }] },
    { locale },
  );
  failOn(data.addProductsToWishlist?.user_errors);
  return toWishlist(data.addProductsToWishlist?.wishlist);
}

export async function removeFromWishlist(locale: Locale, itemIds: string[]): Promise<Wishlist> {
  const data = await commerceRequest(
    RemoveFromWishlistMutation,
    { id: OWN_WISHLIST, ids: itemIds },
    { locale },
  );
  failOn(data.removeProductsFromWishlist?.user_errors);
  return toWishlist(data.removeProductsFromWishlist?.wishlist);
}

/** Every item (or the ones named) into the customer's cart; those that landed leave the wishlist. */
export async function wishlistToCart(
  locale: Locale,
  itemIds?: string[],
): Promise<{ wishlist: Wishlist; problems: WishlistCartProblem[] }> {
  const data = await commerceRequest(
    WishlistToCartMutation,
    { id: OWN_WISHLIST, ...(itemIds ? { ids: itemIds } : {}) },
    { locale },
  );
  const out = data.addWishlistItemsToCart;
  return {
    wishlist: toWishlist(out?.wishlist),
    problems: (out?.add_wishlist_items_to_cart_user_errors ?? []).flatMap((e) =>
      e ? [{ itemId: e.wishlistItemId, code: e.code, message: e.message }] : [],
    ),
  };
}
