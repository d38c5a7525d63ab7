import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
import { n as toProductSummary } from "./product-summary-DE11rZzM.js";
import { p as listingToProductsVariables } from "./listing-params-B3p11gnB.js";
import { r as toCategoryNode } from "./category-tree-CpPj80lN.js";
// \0graphql-document:BrandOptionsDocument
var BrandOptionsDocument = new TypedDocumentString(`
    query BrandOptions {
  customAttributeMetadata(
    attributes: [{attribute_code: "product_brand", entity_type: "catalog_product"}]
  ) {
    items {
      attribute_code
      attribute_options {
        label
        value
      }
    }
  }
}
    `);
// \0graphql-document:CategoryPageDocument
var CategoryPageDocument = new TypedDocumentString(`
    query CategoryPage($urlPath: String!) {
  categoryList(filters: {url_path: {eq: $urlPath}}) {
    uid
    name
    url_path
    url_suffix
    description
    meta_title
    meta_description
    breadcrumbs {
      category_uid
      category_name
      category_url_path
      category_level
    }
    children {
      uid
      name
      url_path
      url_suffix
      product_count
      position
    }
  }
}
    `);
// src/commerce/catalog.ts
var CatalogListingQueryDocument = new TypedDocumentString(`
    query CatalogListing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(
    search: $search
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    aggregations {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
    items {
      ...ProductCardFields
    }
    suggestions {
      search
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
var CategoryPageQuery = CategoryPageDocument;
var BrandOptionsQuery = BrandOptionsDocument;
function toListing(data) {
	const p = data.products;
	const facets = (p?.aggregations ?? []).filter((a) => !!a).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((a) => ({
		code: a.attribute_code,
		label: a.label ?? a.attribute_code,
		options: (a.options ?? []).filter((o) => !!o).map((o) => ({
			label: o.label ?? o.value,
			value: o.value,
			count: o.count ?? 0
		}))
	}));
	return {
		total: p?.total_count ?? 0,
		page: p?.page_info?.current_page ?? 1,
		pageSize: p?.page_info?.page_size ?? 20,
		totalPages: p?.page_info?.total_pages ?? 0,
		facets,
		products: (p?.items ?? []).filter((i) => !!i).map(toProductSummary),
		suggestions: (p?.suggestions ?? []).flatMap((s) => s?.search ? [s.search] : [])
	};
}
/** Facets that the page itself fixes are not offered as filters (they would widen the scope). */
var scopeFacets = (scope) => scope.kind === "brand" ? ["product_brand"] : scope.kind === "campaign" ? ["campaign"] : [];
/** Magento `products` variables for a scope plus the URL's listing parameters. */
function listingVariables(scope, params) {
	const vars = listingToProductsVariables(params);
	const filter = { ...vars.filter };
	const categoryPath = scope.kind === "category" ? scope.urlPath : scope.kind === "brand" ? scope.categoryUrlPath : void 0;
	if (categoryPath && !filter.category_uid) filter.category_url_path = { eq: categoryPath };
	if (scope.kind === "brand") filter.product_brand = { eq: scope.optionId };
	if (scope.kind === "campaign") filter.campaign = { eq: scope.slug };
	if (scope.kind === "search") vars.search = params.term;
	else delete vars.search;
	return {
		...vars,
		filter
	};
}
var listingQueryOptions = (scope, params, locale) => {
	const variables = listingVariables(scope, params);
	return queryOptions({
		queryKey: [
			"catalog",
			"listing",
			locale,
			variables
		],
		queryFn: ({ signal }) => commerceRequest(CatalogListingQueryDocument, {
			...variables,
			filter: variables.filter,
			sort: variables.sort
		}, {
			signal,
			locale
		}).then(toListing),
		staleTime: 3e5
	});
};
/** `/et/c/a/b.html` → `a/b`: the url_path a category page asks for. */
var categoryUrlPathFromSplat = (splat) => splat.split("/").filter(Boolean).join("/").replace(/\.html?$/, "");
var stripTags = (html) => html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
/** One category with breadcrumbs and direct children; null when there is none (404). */
var categoryPageQueryOptions = (urlPath, locale) => queryOptions({
	queryKey: [
		"catalog",
		"category",
		locale,
		urlPath
	],
	queryFn: async ({ signal }) => {
		const c = (await commerceRequest(CategoryPageQuery, { urlPath }, {
			signal,
			locale
		})).categoryList?.find((x) => x?.url_path === urlPath) ?? null;
		if (!c) return null;
		return {
			uid: c.uid,
			name: c.name ?? "",
			urlPath: c.url_path ?? urlPath,
			urlSuffix: c.url_suffix ?? "",
			description: stripTags(c.description ?? ""),
			metaTitle: c.meta_title ?? null,
			metaDescription: c.meta_description ?? null,
			breadcrumbs: (c.breadcrumbs ?? []).filter((b) => !!b).sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0)).map((b) => ({
				uid: b.category_uid,
				name: b.category_name ?? "",
				urlPath: b.category_url_path ?? ""
			})),
			children: (c.children ?? []).flatMap((x) => x ? [toCategoryNode(x)] : [])
		};
	},
	staleTime: 6e5
});
/** Same folding as the back end's URL keys: 'Täpne' → 'tapne', 'Vesi & Co' → 'vesi-co'. */
var slugify = (text) => text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
/** The brand options of `product_brand` (spec §3 filter ids), with their page slugs. */
var brandsQueryOptions = (locale) => queryOptions({
	queryKey: [
		"catalog",
		"brands",
		locale
	],
	queryFn: ({ signal }) => commerceRequest(BrandOptionsQuery, {}, {
		signal,
		locale
	}).then((d) => (d.customAttributeMetadata?.items ?? []).filter((a) => a?.attribute_code === "product_brand").flatMap((a) => a?.attribute_options ?? []).filter((o) => !!o?.label && !!o.value).map((o) => ({
		optionId: o.value,
		name: o.label,
		slug: slugify(o.label)
	}))),
	staleTime: 18e5
});
/**
* A campaign slug's id: the Estonian campaign facet names slugify to the campaign's URL key, and the
* listing's facet (in any language) is keyed by id. Null when no such running campaign.
*/
var campaignQueryOptions = (slug) => queryOptions({
	queryKey: [
		"catalog",
		"campaign",
		slug
	],
	queryFn: async ({ signal }) => {
		const option = ((await commerceRequest(CatalogListingQueryDocument, {
			filter: { campaign: { eq: slug } },
			pageSize: 1,
			currentPage: 1
		}, {
			signal,
			locale: "et"
		})).products?.aggregations?.find((a) => a?.attribute_code === "campaign"))?.options?.find((o) => o?.label && slugify(o.label) === slug);
		return option?.label ? {
			id: option.value,
			name: option.label
		} : null;
	},
	staleTime: 18e5
});
export { listingQueryOptions as a, categoryUrlPathFromSplat as i, campaignQueryOptions as n, scopeFacets as o, categoryPageQueryOptions as r, brandsQueryOptions as t };
