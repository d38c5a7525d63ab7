// The signed-in customer's wishlist (spec §3 Wishlist, §7 customer.wishlists): the query and its mapping; the
// changes are in wishlist-mutations.ts. Query keys start with `wishlist`, so logout wipes them from the
// persisted cache (persist.ts USER_QUERY_ROOTS) while a wishlist already seen reads offline.
import { queryOptions } from '@/commerce/query-options';
import type { ProductSummary } from '@/commerce/product-summary';
import type { Locale } from '@/lib/locale';

/** spec §3: the storefront always names the customer's own wishlist '0'. */
export const OWN_WISHLIST = '0';

export interface WishlistItem {
  id: string;
  quantity: number;
  addedAt: string;
  product: ProductSummary;
}

export interface Wishlist {
  id: string;
  count: number;
  items: WishlistItem[];
}

/** An item that could not go to the cart, with the server's code (INSUFFICIENT_STOCK, NOT_SALABLE, ...). */
export interface WishlistCartProblem {
  itemId: string;
  code: string;
  message: string;
}

export const EMPTY_WISHLIST: Wishlist = { id: OWN_WISHLIST, count: 0, items: [] };

export const wishlistQueryKey = (locale: Locale) => ['wishlist', locale] as const;

/** Only for a signed-in customer (spec §6); a guest's wishlist is empty without asking (spec §4). */
export const wishlistQueryOptions = (locale: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: wishlistQueryKey(locale),
    // the document (product card fields) loads with the first signed-in fetch, not with every page's hearts
    queryFn: async ({ signal }) =>
      (await import('@/commerce/wishlist-documents')).fetchWishlist(locale, signal),
    enabled: signedIn,
  });

/** The wishlist item holding a product (a configurable is kept by its parent's sku). */
export const itemOfProduct = (wishlist: Wishlist | undefined, sku: string): WishlistItem | undefined =>
  wishlist?.items.find((i) => i.product.sku === sku);
