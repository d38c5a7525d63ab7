// The signed-in customer's wishlist (spec §3 Wishlist, §7 customer.wishlists): the query and its mapping; the
// changes are in wishlist-mutations.ts. Query keys start with `wishlist`, so logout wipes them from the
// persisted cache (persist.ts USER_QUERY_ROOTS) while a wishlist already seen reads offline.
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { WishlistFieldsFragment } from '@/commerce/generated/graphql';
import { toProductSummary, type ProductSummary } from '@/commerce/product-summary';
import type { Locale } from '@/lib/locale';

/** spec §3: the storefront always names the customer's own wishlist '0'. */
export const OWN_WISHLIST = '0';

export const WishlistFields = graphql(`
  fragment WishlistFields on Wishlist {
    id
    items_count
    # one page of 100: the storefront shows the whole wishlist (a longer one is rare)
    items_v2(pageSize: 100) {
      items {
        id
        quantity
        added_at
        product {
          ...ProductCardFields
        }
      }
    }
  }
`);

export const WishlistQueryDocument = graphql(`
  query Wishlist {
    customer {
      wishlists {
        ...WishlistFields
      }
    }
  }
`);

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

export function toWishlist(w: WishlistFieldsFragment | null | undefined): Wishlist {
  if (!w) return EMPTY_WISHLIST;
  const items = (w.items_v2?.items ?? []).flatMap((i) =>
    i?.product
      ? [{ id: i.id, quantity: i.quantity, addedAt: i.added_at, product: toProductSummary(i.product) }]
      : [],
  );
  return { id: w.id ?? OWN_WISHLIST, count: w.items_count ?? items.length, items };
}

export const wishlistQueryKey = (locale: Locale) => ['wishlist', locale] as const;

/** Only for a signed-in customer (spec §6); a guest's wishlist is empty without asking (spec §4). */
export const wishlistQueryOptions = (locale: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: wishlistQueryKey(locale),
    queryFn: ({ signal }) =>
      commerceRequest(WishlistQueryDocument, {}, { signal, locale }).then((d) =>
        toWishlist(d.customer?.wishlists[0] ?? null),
      ),
    enabled: signedIn,
  });

/** The wishlist item holding a product (a configurable is kept by its parent's sku). */
export const itemOfProduct = (wishlist: Wishlist | undefined, sku: string): WishlistItem | undefined =>
  wishlist?.items.find((i) => i.product.sku === sku);
