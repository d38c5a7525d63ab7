// The wishlist's GraphQL documents and their mapping (spec §3 Wishlist, §7 customer.wishlists), apart from
// wishlist.ts so the hearts every page shows do not carry the product card fields in the startup JS.
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { WishlistFieldsFragment } from '@/commerce/generated/graphql';
import { toProductSummary } from '@/commerce/product-summary';
import { EMPTY_WISHLIST, OWN_WISHLIST, type Wishlist } from '@/commerce/wishlist';
import type { Locale } from '@/lib/locale';

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

export function toWishlist(w: WishlistFieldsFragment | null | undefined): Wishlist {
  if (!w) return EMPTY_WISHLIST;
  const items = (w.items_v2?.items ?? []).flatMap((i) =>
    i?.product
      ? [{ id: i.id, quantity: i.quantity, addedAt: i.added_at, product: toProductSummary(i.product) }]
      : [],
  );
  return { id: w.id ?? OWN_WISHLIST, count: w.items_count ?? items.length, items };
}

/** The signed-in customer's wishlist (the query's fetch). */
export const fetchWishlist = (locale: Locale, signal?: AbortSignal): Promise<Wishlist> =>
  commerceRequest(WishlistQueryDocument, {}, { signal, locale }).then((d) =>
    toWishlist(d.customer?.wishlists[0] ?? null),
  );
