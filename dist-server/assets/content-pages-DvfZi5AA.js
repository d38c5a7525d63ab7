import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest, t as CommerceError } from "./client-UmumqDEx.js";
import { o as safeHtml } from "../render.js";
import { n as toProductSummary } from "./product-summary-DE11rZzM.js";
import { n as fetchContentItems } from "./content-items-9ybKFcLG.js";
// \0graphql-document:CmsPageDocument
var CmsPageDocument = new TypedDocumentString(`
    query CmsPage($identifier: String!) {
  cmsPage(identifier: $identifier) {
    identifier
    title
    content_heading
    content
    meta_title
    meta_description
  }
}
    `);
// \0graphql-document:BlogPostDocument
var BlogPostDocument = new TypedDocumentString(`
    query BlogPost($slug: String!) {
  blogPost(slug: $slug) {
    slug
    type
    title
    excerpt
    content
    image
    author
    published_at
    products {
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
var BlogPostsQuery = new TypedDocumentString(`
    query BlogPosts($type: String, $pageSize: Int, $currentPage: Int) {
  blogPosts(type: $type, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      slug
      type
      title
      excerpt
      image
      author
      published_at
    }
  }
}
    `);
var BlogPostQuery = BlogPostDocument;
var CmsPageQuery = CmsPageDocument;
var toSummary = (p) => ({
	slug: p.slug,
	type: p.type,
	title: p.title,
	excerpt: p.excerpt ?? "",
	image: p.image ?? null,
	author: p.author ?? null,
	publishedAt: p.published_at
});
var blogPostsQueryOptions = (locale, type, page) => queryOptions({
	queryKey: [
		"content",
		"blogPosts",
		locale,
		type ?? "",
		page
	],
	queryFn: ({ signal }) => commerceRequest(BlogPostsQuery, {
		type: type ?? null,
		pageSize: 12,
		currentPage: page
	}, {
		signal,
		locale
	}).then((d) => ({
		posts: (d.blogPosts?.items ?? []).map(toSummary),
		total: d.blogPosts?.total_count ?? 0,
		totalPages: d.blogPosts?.page_info.total_pages ?? 0
	})),
	staleTime: 6e5
});
/** null: no such article (the page shows not found). */
var blogPostQueryOptions = (locale, slug) => queryOptions({
	queryKey: [
		"content",
		"blogPost",
		locale,
		slug
	],
	queryFn: ({ signal }) => commerceRequest(BlogPostQuery, { slug }, {
		signal,
		locale
	}).then(({ blogPost: p }) => p ? {
		...toSummary(p),
		html: safeHtml(p.content),
		products: p.products.map(toProductSummary)
	} : null),
	staleTime: 6e5
});
/** null: Magento answers an unknown identifier with a no-such-entity error; the page shows not found. */
var cmsPageQueryOptions = (locale, identifier) => queryOptions({
	queryKey: [
		"content",
		"cmsPage",
		locale,
		identifier
	],
	queryFn: ({ signal }) => commerceRequest(CmsPageQuery, { identifier }, {
		signal,
		locale
	}).then(({ cmsPage: p }) => p && {
		identifier: p.identifier ?? identifier,
		title: p.title ?? "",
		heading: p.content_heading || p.title || "",
		html: safeHtml(p.content),
		description: p.meta_description ?? null
	}, (error) => {
		if (error instanceof CommerceError && error.category === "graphql-no-such-entity") return null;
		throw error;
	}),
	staleTime: 6e5
});
var asCatalogue = (raw) => {
	const str = (v) => typeof v === "string" ? v : "";
	const pdf = str(raw.pdf);
	if (!pdf || !str(raw.identifier)) return null;
	return {
		identifier: str(raw.identifier),
		title: str(raw.title),
		description: str(raw.description),
		cover: str(raw.cover) || null,
		pdf,
		pages: typeof raw.pages === "number" ? raw.pages : 0
	};
};
var cataloguesQueryOptions = (locale) => queryOptions({
	queryKey: [
		"content",
		"catalogues",
		locale
	],
	queryFn: async ({ signal }) => {
		return (await fetchContentItems("catalogue", locale, signal)).map(asCatalogue).filter((c) => c !== null);
	},
	staleTime: 36e5
});
export { cmsPageQueryOptions as i, blogPostsQueryOptions as n, cataloguesQueryOptions as r, blogPostQueryOptions as t };
