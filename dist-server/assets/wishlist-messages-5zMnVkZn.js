import { r as commerceRequest } from "./client-UmumqDEx.js";
import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import "../render.js";
import { t as toWishlist } from "./wishlist-documents-Dwe63lLd.js";
// \0graphql-document:WishlistToCartDocument
var WishlistToCartDocument = new TypedDocumentString(`
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
// \0graphql-document:RemoveFromWishlistDocument
var RemoveFromWishlistDocument = new TypedDocumentString(`
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
// src/commerce/wishlist-mutations.ts
var AddToWishlistMutation = new TypedDocumentString(`
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
var RemoveFromWishlistMutation = RemoveFromWishlistDocument;
var WishlistToCartMutation = WishlistToCartDocument;
/** Server user errors are refused adds or removals: the caller rolls back and says so. */
var WishlistError = class extends Error {
	code;
	constructor(message, code) {
		super(message);
		this.code = code;
	}
};
var failOn = (errors) => {
	const first = errors?.find((e) => !!e);
	if (first) throw new WishlistError(first.message, first.code);
};
async function addToWishlist(locale, sku, parentSku) {
	const data = await commerceRequest(AddToWishlistMutation, {
		id: "0",
		items: [{
			sku,
			quantity: 1,
			...parentSku ? { parent_sku: parentSku } : {}
		}]
	}, { locale });
	failOn(data.addProductsToWishlist?.user_errors);
	return toWishlist(data.addProductsToWishlist?.wishlist);
}
async function removeFromWishlist(locale, itemIds) {
	const data = await commerceRequest(RemoveFromWishlistMutation, {
		id: "0",
		ids: itemIds
	}, { locale });
	failOn(data.removeProductsFromWishlist?.user_errors);
	return toWishlist(data.removeProductsFromWishlist?.wishlist);
}
/** Every item (or the ones named) into the customer's cart; those that landed leave the wishlist. */
async function wishlistToCart(locale, itemIds) {
	const out = (await commerceRequest(WishlistToCartMutation, {
		id: "0",
		...itemIds ? { ids: itemIds } : {}
	}, { locale })).addWishlistItemsToCart;
	return {
		wishlist: toWishlist(out?.wishlist),
		problems: (out?.add_wishlist_items_to_cart_user_errors ?? []).flatMap((e) => e ? [{
			itemId: e.wishlistItemId,
			code: e.code,
			message: e.message
		}] : [])
	};
}
// src/features/wishlist/wishlist-messages.ts
var TOGGLE_FAILED = { id: "2wQXzF" };
var TO_CART_FAILED = { id: "A45++0" };
var CHOOSE_OPTIONS = "You need to choose options for your item.";
function cartProblemMessage(i18n, problem) {
	switch (problem.code) {
		case "INSUFFICIENT_STOCK": return i18n._({ id: "xJniDE" });
		case "NOT_SALABLE": return i18n._({ id: "NLhKOW" });
		case "PRODUCT_NOT_FOUND": return i18n._({ id: "ICwthz" });
		default: return problem.message.trim() === CHOOSE_OPTIONS ? i18n._({ id: "rWLGnt" }) : i18n._({ id: "xnin/K" });
	}
}
export { addToWishlist as a, WishlistError as i, TO_CART_FAILED as n, removeFromWishlist as o, cartProblemMessage as r, wishlistToCart as s, TOGGLE_FAILED as t };
