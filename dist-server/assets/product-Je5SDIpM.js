import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { n as toProductSummary, t as productPath } from "./product-summary-DE11rZzM.js";
import { o as safeHtml, pt as toCents } from "../render.js";
// \0graphql-document:ProductsBySkuDocument
var ProductsBySkuDocument = new TypedDocumentString(`
    query ProductsBySku($skus: [String], $pageSize: Int) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
    items {
      ...ProductCardFields
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
}`);
// \0graphql-document:CreateProductReviewDocument
var CreateProductReviewDocument = new TypedDocumentString(`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      nickname
      summary
      text
      average_rating
    }
  }
}
    `);
// \0graphql-document:ReviewRatingsMetadataDocument
var ReviewRatingsMetadataDocument = new TypedDocumentString(`
    query ReviewRatingsMetadata {
  productReviewRatingsMetadata {
    items {
      id
      name
      values {
        value
        value_id
      }
    }
  }
}
    `);
// \0graphql-document:ProductExtrasDocument
var ProductExtrasDocument = new TypedDocumentString(`
    query ProductExtras($sku: String!, $reviewPageSize: Int) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      sku
      review_count
      rating_summary
      rating_breakdown {
        stars
        count
      }
      reviews(pageSize: $reviewPageSize) {
        items {
          nickname
          summary
          text
          created_at
          average_rating
          ratings_breakdown {
            name
            value
          }
        }
      }
      related_products {
        ...ProductCardFields
      }
      upsell_products {
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
}`);
// \0graphql-document:ProductDetailDocument
var ProductDetailDocument = new TypedDocumentString(`
    query ProductDetail($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 2) {
    items {
      ...ProductDetailFields
    }
  }
}
    fragment ProductDetailFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  meta_title
  meta_description
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  foreign_assortment
  transport
  supplier_code
  manufacturer_product_code
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
      category_level
    }
  }
  ...ProductPriceFields
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
  delivery_information {
    name
    from
    min_price
  }
  availability_in_stores {
    qty
    source_name
    source_code
    status
  }
  technical_attributes {
    attribute_code
    attribute_name
    value
  }
  pdf_files {
    label
    url
  }
  ax_product_package_length
  ax_product_package_width
  ax_product_package_height
  ax_product_package_weight
  product_length
  product_width
  product_height
  product_weight
  ... on ConfigurableProduct {
    configurable_options {
      attribute_code
      label
      position
      values {
        uid
        label
      }
    }
    variants {
      attributes {
        code
        uid
      }
      product {
        uid
        sku
        stock_status
        only_x_left_in_stock
        availability_in_stores {
          qty
          source_name
          source_code
          status
        }
        image {
          url
          label
        }
        ...ProductPriceFields
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      title
      type
      required
      position
      options {
        uid
        label
        quantity
        is_default
        can_change_quantity
        product {
          sku
          price_range {
            minimum_price {
              final_price {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        uid
        sku
        name
        url_key
        url_suffix
        stock_status
        small_image {
          url
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
    }
  }
  ... on DownloadableProduct {
    links_title
    downloadable_product_links {
      uid
      title
      price
      sample_url
      sort_order
    }
  }
  ... on GiftCardProduct {
    giftcard_type
    message_max_length
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_amounts {
      uid
      value
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
}`);
new TypedDocumentString(`
    fragment ProductDetailFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  meta_title
  meta_description
  brand_name
  unit_id
  stock_status
  only_x_left_in_stock
  foreign_assortment
  transport
  supplier_code
  manufacturer_product_code
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
      category_level
    }
  }
  ...ProductPriceFields
  advanced_inventory {
    is_qty_decimal
    qty_incrments
    min_sale_qty
    max_sale_qty
  }
  delivery_information {
    name
    from
    min_price
  }
  availability_in_stores {
    qty
    source_name
    source_code
    status
  }
  technical_attributes {
    attribute_code
    attribute_name
    value
  }
  pdf_files {
    label
    url
  }
  ax_product_package_length
  ax_product_package_width
  ax_product_package_height
  ax_product_package_weight
  product_length
  product_width
  product_height
  product_weight
  ... on ConfigurableProduct {
    configurable_options {
      attribute_code
      label
      position
      values {
        uid
        label
      }
    }
    variants {
      attributes {
        code
        uid
      }
      product {
        uid
        sku
        stock_status
        only_x_left_in_stock
        availability_in_stores {
          qty
          source_name
          source_code
          status
        }
        image {
          url
          label
        }
        ...ProductPriceFields
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      title
      type
      required
      position
      options {
        uid
        label
        quantity
        is_default
        can_change_quantity
        product {
          sku
          price_range {
            minimum_price {
              final_price {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        uid
        sku
        name
        url_key
        url_suffix
        stock_status
        small_image {
          url
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
    }
  }
  ... on DownloadableProduct {
    links_title
    downloadable_product_links {
      uid
      title
      price
      sample_url
      sort_order
    }
  }
  ... on GiftCardProduct {
    giftcard_type
    message_max_length
    allow_open_amount
    open_amount_min
    open_amount_max
    giftcard_amounts {
      uid
      value
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
}`, { "fragmentName": "ProductDetailFields" });
// src/commerce/product-detail.ts
var some = (list) => (list ?? []).filter((x) => x !== null && x !== void 0);
var num = (n) => typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
function priceOf(range, tiers, prior) {
	const min = range.minimum_price;
	const regular = min.regular_price?.value ?? min.final_price.value ?? 0;
	return {
		regularCents: toCents(regular),
		finalCents: toCents(min.final_price.value ?? regular),
		currency: min.final_price.currency ?? min.regular_price?.currency ?? "EUR",
		tiers: some(tiers),
		priorCents: typeof prior?.value === "number" ? toCents(prior.value) : null
	};
}
var storesOf = (list) => some(list).map((s) => ({
	code: s.source_code ?? "",
	name: s.source_name ?? s.source_code ?? "",
	qty: s.qty ?? 0,
	inStock: s.status !== "OUT_OF_STOCK" && (s.qty ?? 0) > 0
}));
var bundleType = (t) => t === "select" || t === "checkbox" || t === "multi" ? t : "radio";
function images(p) {
	const gallery = some(p.media_gallery).filter((m) => !m.disabled && m.url).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((m) => ({
		url: m.url ?? "",
		label: m.label ?? null
	}));
	if (gallery.length) return gallery;
	return p.image?.url ? [{
		url: p.image.url,
		label: p.image.label ?? null
	}] : [];
}
function breadcrumbs(p) {
	const deepest = some(p.categories).sort((a, b) => (b.url_path ?? "").split("/").length - (a.url_path ?? "").split("/").length)[0];
	if (!deepest) return [];
	return [...some(deepest.breadcrumbs).sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0)).map((b) => ({
		name: b.category_name ?? "",
		urlPath: b.category_url_path ?? ""
	})), {
		name: deepest.name ?? "",
		urlPath: deepest.url_path ?? ""
	}].filter((b) => b.name && b.urlPath);
}
function toProductDetail(p) {
	const sku = p.sku ?? p.uid;
	const detail = {
		typename: p.__typename,
		uid: p.uid,
		sku,
		name: p.name ?? sku,
		path: productPath(sku, p.url_key, p.url_suffix),
		metaTitle: p.meta_title ?? null,
		metaDescription: p.meta_description ?? null,
		brand: p.brand_name ?? null,
		unit: p.unit_id ?? null,
		inStock: p.stock_status !== "OUT_OF_STOCK",
		onlyXLeft: num(p.only_x_left_in_stock),
		foreignAssortment: p.foreign_assortment === true,
		transport: p.transport ?? null,
		supplierCode: p.supplier_code ?? null,
		manufacturerCode: p.manufacturer_product_code ?? null,
		descriptionHtml: safeHtml(p.description?.html),
		shortDescriptionHtml: safeHtml(p.short_description?.html),
		images: images(p),
		breadcrumbs: breadcrumbs(p),
		price: priceOf(p.price_range, p.available_price_tiers, p.omnibus_prior_price),
		inventory: p.advanced_inventory ?? null,
		delivery: some(p.delivery_information).map((d) => ({
			name: d.name ?? "",
			from: d.from ?? "",
			minPriceCents: typeof d.min_price === "number" ? toCents(d.min_price) : null
		})),
		stores: storesOf(p.availability_in_stores),
		technical: some(p.technical_attributes).filter((a) => a.value).map((a) => ({
			code: a.attribute_code ?? "",
			name: a.attribute_name ?? "",
			value: a.value ?? ""
		})),
		pdfs: some(p.pdf_files).filter((f) => f.url).map((f) => ({
			label: f.label ?? "",
			url: f.url ?? ""
		})),
		packageSize: {
			length: num(p.ax_product_package_length),
			width: num(p.ax_product_package_width),
			height: num(p.ax_product_package_height),
			weight: num(p.ax_product_package_weight)
		},
		productSize: {
			length: num(p.product_length),
			width: num(p.product_width),
			height: num(p.product_height),
			weight: num(p.product_weight)
		},
		configurable: null,
		bundle: null,
		grouped: null,
		downloadable: null,
		giftCard: null,
		storeStock: p.__typename === "SimpleProduct" || p.__typename === "ConfigurableProduct"
	};
	switch (p.__typename) {
		case "ConfigurableProduct":
			detail.configurable = {
				options: some(p.configurable_options).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((o) => ({
					code: o.attribute_code ?? "",
					label: o.label ?? o.attribute_code ?? "",
					values: some(o.values).map((v) => ({
						uid: v.uid ?? "",
						label: v.label ?? ""
					}))
				})),
				variants: some(p.variants).filter((v) => v.product?.sku).map((v) => ({
					uid: v.product?.uid ?? "",
					sku: v.product?.sku ?? "",
					attributes: Object.fromEntries(some(v.attributes).map((a) => [a.code ?? "", a.uid])),
					inStock: v.product?.stock_status !== "OUT_OF_STOCK",
					onlyXLeft: num(v.product?.only_x_left_in_stock),
					stores: storesOf(v.product?.availability_in_stores),
					image: v.product?.image?.url ? {
						url: v.product.image.url,
						label: v.product.image.label ?? null
					} : null,
					price: v.product ? priceOf(v.product.price_range, v.product.available_price_tiers, v.product.omnibus_prior_price) : detail.price
				}))
			};
			break;
		case "BundleProduct":
			detail.bundle = some(p.items).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((item) => ({
				uid: item.uid ?? "",
				title: item.title ?? "",
				type: bundleType(item.type),
				required: item.required === true,
				options: some(item.options).map((o) => ({
					uid: o.uid,
					label: o.label ?? o.product?.sku ?? "",
					quantity: o.quantity ?? 1,
					isDefault: o.is_default === true,
					priceCents: toCents(o.product?.price_range.minimum_price.final_price.value ?? 0)
				}))
			}));
			break;
		case "GroupedProduct":
			detail.grouped = some(p.items).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).filter((i) => i.product?.sku).map((i) => ({
				uid: i.product?.uid ?? "",
				sku: i.product?.sku ?? "",
				name: i.product?.name ?? "",
				path: productPath(i.product?.sku ?? "", i.product?.url_key, i.product?.url_suffix),
				quantity: i.qty ?? 1,
				inStock: i.product?.stock_status !== "OUT_OF_STOCK",
				priceCents: toCents(i.product?.price_range.minimum_price.final_price.value ?? 0),
				currency: i.product?.price_range.minimum_price.final_price.currency ?? "EUR",
				imageUrl: i.product?.small_image?.url ?? null
			}));
			break;
		case "DownloadableProduct":
			detail.downloadable = {
				title: p.links_title ?? "",
				links: some(p.downloadable_product_links).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0)).map((l) => ({
					uid: l.uid,
					title: l.title ?? "",
					priceCents: toCents(l.price ?? 0),
					sampleUrl: l.sample_url ?? null
				}))
			};
			break;
		case "GiftCardProduct": detail.giftCard = {
			amounts: some(p.giftcard_amounts).map((a) => ({
				uid: a.uid,
				cents: toCents(a.value ?? 0)
			})),
			open: p.allow_open_amount && p.open_amount_min != null && p.open_amount_max != null ? {
				minCents: toCents(p.open_amount_min),
				maxCents: toCents(p.open_amount_max)
			} : null,
			emailed: p.giftcard_type !== "PHYSICAL",
			messageMax: p.message_max_length ?? 255
		};
	}
	return detail;
}
// src/commerce/product.ts
var ProductDetailQuery = ProductDetailDocument;
var ProductExtrasQuery = ProductExtrasDocument;
var ReviewRatingsMetadataQuery = ReviewRatingsMetadataDocument;
var CreateProductReviewMutation = CreateProductReviewDocument;
var ProductsBySkuQuery = ProductsBySkuDocument;
var keyOf = (key) => "sku" in key ? ["sku", key.sku] : ["url_key", key.urlKey];
/** spec §3 product details by sku (/p/{sku}) or url key; null when there is no such product (404). */
var productDetailQueryOptions = (key, locale) => queryOptions({
	queryKey: [
		"product",
		"detail",
		locale,
		...keyOf(key)
	],
	queryFn: async ({ signal }) => {
		const filter = "sku" in key ? { sku: { eq: key.sku } } : { url_key: { eq: key.urlKey } };
		const items = ((await commerceRequest(ProductDetailQuery, { filter }, {
			signal,
			locale
		})).products?.items ?? []).filter((p) => !!p);
		const match = "sku" in key ? items.find((p) => p.sku === key.sku) : items.find((p) => p.url_key === key.urlKey);
		return match ? toProductDetail(match) : null;
	},
	staleTime: 6e4
});
/** spec §3 review: the rating comes from the breakdown entry named Rating (else the first one). */
function reviewStars(review) {
	const entries = (review.ratings_breakdown ?? []).filter((r) => !!r);
	const entry = entries.find((r) => r.name.toLowerCase() === "rating") ?? entries[0];
	const fromEntry = entry ? Number.parseFloat(entry.value) : NaN;
	if (Number.isFinite(fromEntry) && fromEntry >= 1 && fromEntry <= 5) return Math.round(fromEntry);
	return Math.max(0, Math.min(5, Math.round((review.average_rating ?? 0) / 20)));
}
/** spec §9: reviews listed on the page (the breakdown comes from the back end, over all reviews). */
var REVIEW_PAGE_SIZE = 20;
/** Rows for 5 → 1 stars from the back end's rows (missing values count 0, unknown values are dropped). */
function toRatingBreakdown(rows) {
	return [
		5,
		4,
		3,
		2,
		1
	].map((stars) => ({
		stars,
		count: (rows ?? []).reduce((n, r) => n + (r && r.stars === stars ? r.count : 0), 0)
	}));
}
/** Deferred product data: reviews, related and upsell products. */
var productExtrasQueryOptions = (sku, locale) => queryOptions({
	queryKey: [
		"product",
		"extras",
		locale,
		sku
	],
	queryFn: async ({ signal }) => {
		const p = ((await commerceRequest(ProductExtrasQuery, {
			sku,
			reviewPageSize: 20
		}, {
			signal,
			locale
		})).products?.items ?? []).find((x) => x?.sku === sku);
		return {
			reviewCount: p?.review_count ?? 0,
			average: Math.round((p?.rating_summary ?? 0) / 20 * 10) / 10,
			breakdown: toRatingBreakdown(p?.rating_breakdown),
			reviews: (p?.reviews.items ?? []).filter((r) => !!r).map((r) => ({
				nickname: r.nickname,
				summary: r.summary,
				text: r.text,
				createdAt: r.created_at,
				rating: reviewStars(r)
			})),
			related: (p?.related_products ?? []).filter((x) => !!x).map(toProductSummary),
			upsell: (p?.upsell_products ?? []).filter((x) => !!x).map(toProductSummary)
		};
	},
	staleTime: 3e5
});
var reviewRatingsQueryOptions = (locale) => queryOptions({
	queryKey: [
		"product",
		"ratingsMetadata",
		locale
	],
	queryFn: ({ signal }) => commerceRequest(ReviewRatingsMetadataQuery, {}, {
		signal,
		locale
	}).then((d) => d.productReviewRatingsMetadata.items.filter((r) => !!r).map((r) => ({
		id: r.id,
		name: r.name,
		values: r.values.filter((v) => !!v).map((v) => ({
			value: v.value,
			valueId: v.value_id
		}))
	}))),
	staleTime: 36e5
});
/** spec §7 createProductReview; throws CommerceError / OfflineError like every commerce call. */
function createProductReview(input, locale) {
	return commerceRequest(CreateProductReviewMutation, { input: {
		sku: input.sku,
		nickname: input.nickname,
		summary: input.summary,
		text: input.text,
		ratings: input.ratings.map((r) => ({
			id: r.id,
			value_id: r.valueId
		}))
	} }, { locale }).then((d) => d.createProductReview.review);
}
/** spec §7 "product search by sku list for last viewed"; the order of `skus` is not kept here. */
var productsBySkuQueryOptions = (skus, locale) => queryOptions({
	queryKey: [
		"product",
		"bySku",
		locale,
		[...skus].sort()
	],
	queryFn: ({ signal }) => skus.length === 0 ? Promise.resolve([]) : commerceRequest(ProductsBySkuQuery, {
		skus: [...skus],
		pageSize: skus.length
	}, {
		signal,
		locale
	}).then((d) => (d.products?.items ?? []).filter((x) => !!x).map(toProductSummary)),
	staleTime: 3e5
});
export { CreateProductReviewMutation, ProductDetailQuery, ProductExtrasQuery, ProductsBySkuQuery, REVIEW_PAGE_SIZE, ReviewRatingsMetadataQuery, createProductReview, productDetailQueryOptions, productExtrasQueryOptions, productsBySkuQueryOptions, reviewRatingsQueryOptions, reviewStars, toRatingBreakdown };
