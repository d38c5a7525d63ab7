import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { n as toProductSummary } from "./product-summary-DE11rZzM.js";
import { C as EMPTY_WISHLIST } from "../render.js";
// \0graphql-document:WishlistDocument
var WishlistDocument = new TypedDocumentString(`
    query Wishlist {
  customer {
    wishlists {
      ...WishlistFields
    }
  }
}
    fragment ProductPriceFields on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
    }
  }
  omnibus_prior_price {
    value
    currency
  }
  available_price_tiers {
    price_group_type
    cust_group
    quantity
    price_valid_until
    final_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductCardFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  small_image {
    url
    label
  }
  ...ProductPriceFields
}
fragment WishlistFields on Wishlist {
  id
  items_count
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
}`);
new TypedDocumentString(`
    fragment WishlistFields on Wishlist {
  id
  items_count
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
    fragment ProductPriceFields on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
    }
  }
  omnibus_prior_price {
    value
    currency
  }
  available_price_tiers {
    price_group_type
    cust_group
    quantity
    price_valid_until
    final_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductCardFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  small_image {
    url
    label
  }
  ...ProductPriceFields
}`, { "fragmentName": "WishlistFields" });
// src/commerce/wishlist-documents.ts
var wishlist_documents_exports = /* @__PURE__ */ __exportAll({ fetchWishlist: () => fetchWishlist });
var WishlistQueryDocument = WishlistDocument;
function toWishlist(w) {
	if (!w) return EMPTY_WISHLIST;
	const items = (w.items_v2?.items ?? []).flatMap((i) => i?.product ? [{
		id: i.id,
		quantity: i.quantity,
		addedAt: i.added_at,
		product: toProductSummary(i.product)
	}] : []);
	return {
		id: w.id ?? "0",
		count: w.items_count ?? items.length,
		items
	};
}
/** The signed-in customer's wishlist (the query's fetch). */
var fetchWishlist = (locale, signal) => commerceRequest(WishlistQueryDocument, {}, {
	signal,
	locale
}).then((d) => toWishlist(d.customer?.wishlists[0] ?? null));
export { wishlist_documents_exports as n, toWishlist as t };
