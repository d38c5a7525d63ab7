import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { pt as toCents } from "../render.js";
new TypedDocumentString(`
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
}`, { "fragmentName": "ProductCardFields" });
new TypedDocumentString(`
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
    `, { "fragmentName": "ProductPriceFields" });
// src/commerce/product-summary.ts
var productPath = (sku, urlKey, urlSuffix) => urlKey ? `/p/${encodeURIComponent(sku)}/${encodeURIComponent(urlKey)}${urlSuffix ?? ""}` : `/p/${encodeURIComponent(sku)}`;
function toProductSummary(p) {
	const min = p.price_range.minimum_price;
	const regular = min.regular_price.value ?? min.final_price.value ?? 0;
	const final = min.final_price.value ?? regular;
	const sku = p.sku ?? p.uid;
	const prior = p.omnibus_prior_price?.value;
	return {
		uid: p.uid,
		sku,
		name: p.name ?? sku,
		path: productPath(sku, p.url_key, p.url_suffix),
		typename: p.__typename,
		brand: p.brand_name ?? null,
		image: p.small_image?.url ? {
			url: p.small_image.url,
			label: p.small_image.label ?? null
		} : null,
		unit: p.unit_id ?? null,
		inStock: p.stock_status !== "OUT_OF_STOCK",
		onlyXLeft: p.only_x_left_in_stock ?? null,
		price: {
			regularCents: toCents(regular),
			finalCents: toCents(final),
			currency: min.final_price.currency ?? min.regular_price.currency ?? "EUR",
			tiers: (p.available_price_tiers ?? []).filter((t) => !!t),
			priorCents: typeof prior === "number" ? toCents(prior) : null
		}
	};
}
export { toProductSummary as n, productPath as t };
