// Catalogue listings (spec §7 products, categoryList, customAttributeMetadata): typed documents,
// queryOptions shared by route loaders and screens (no waterfall), and adapters that reshape the
// Magento answers into what the views show (DESIGN.md: components never see raw responses).
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type {
  CatalogListingQuery,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '@/commerce/generated/graphql';
import { toProductSummary, type ProductSummary } from '@/commerce/product-summary';
import { listingToProductsVariables, type ListingParams, type ProductsVariables } from '@/lib/listing-params';
import type { Locale } from '@/lib/locale';
import { toCategoryNode, type CategoryNode } from '@/commerce/category-tree';

export const CatalogListingQueryDocument = graphql(`
  query CatalogListing(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int
    $currentPage: Int
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
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
`);

export const CategoryPageQuery = graphql(`
  query CategoryPage($urlPath: String!) {
    categoryList(filters: { url_path: { eq: $urlPath } }) {
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

export const BrandOptionsQuery = graphql(`
  query BrandOptions {
    customAttributeMetadata(
      attributes: [{ attribute_code: "product_brand", entity_type: "catalog_product" }]
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

// ---------------------------------------------------------------- shapes the views use

export interface FacetOption {
  label: string;
  value: string;
  count: number;
}
export interface Facet {
  code: string;
  label: string;
  options: FacetOption[];
}

export interface Listing {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  facets: Facet[];
  products: ProductSummary[];
  /** Magento's search suggestions: other terms to try when a search found nothing */
  suggestions: string[];
}

export function toListing(data: CatalogListingQuery): Listing {
  const p = data.products;
  const facets: Facet[] = (p?.aggregations ?? [])
    .filter((a): a is NonNullable<typeof a> => !!a)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((a) => ({
      code: a.attribute_code,
      label: a.label ?? a.attribute_code,
      options: (a.options ?? [])
        .filter((o): o is NonNullable<typeof o> => !!o)
        .map((o) => ({ label: o.label ?? o.value, value: o.value, count: o.count ?? 0 })),
    }));
  return {
    total: p?.total_count ?? 0,
    page: p?.page_info?.current_page ?? 1,
    pageSize: p?.page_info?.page_size ?? 20,
    totalPages: p?.page_info?.total_pages ?? 0,
    facets,
    products: (p?.items ?? []).filter((i): i is NonNullable<typeof i> => !!i).map(toProductSummary),
    suggestions: (p?.suggestions ?? []).flatMap((s) => (s?.search ? [s.search] : [])),
  };
}

// ---------------------------------------------------------------- listings

/** What a listing is restricted to, besides the shopper's own filters. */
export type ListingScope =
  | { kind: 'category'; urlPath: string }
  | { kind: 'brand'; optionId: string; categoryUrlPath?: string }
  | { kind: 'campaign'; slug: string }
  | { kind: 'search' };

/** Facets that the page itself fixes are not offered as filters (they would widen the scope). */
export const scopeFacets = (scope: ListingScope): string[] =>
  scope.kind === 'brand' ? ['product_brand'] : scope.kind === 'campaign' ? ['campaign'] : [];

/** Magento `products` variables for a scope plus the URL's listing parameters. */
export function listingVariables(scope: ListingScope, params: ListingParams): ProductsVariables {
  const vars = listingToProductsVariables(params);
  const filter = { ...vars.filter };
  // The server (like Magento) ORs category filters, so a chosen sub-category replaces the page's.
  const categoryPath =
    scope.kind === 'category' ? scope.urlPath : scope.kind === 'brand' ? scope.categoryUrlPath : undefined;
  if (categoryPath && !filter.category_uid) filter.category_url_path = { eq: categoryPath };
  if (scope.kind === 'brand') filter.product_brand = { eq: scope.optionId };
  if (scope.kind === 'campaign') filter.campaign = { eq: scope.slug };
  if (scope.kind === 'search') vars.search = params.term;
  else delete vars.search;
  return { ...vars, filter };
}

export const listingQueryOptions = (scope: ListingScope, params: ListingParams, locale: Locale) => {
  const variables = listingVariables(scope, params);
  return queryOptions({
    queryKey: ['catalog', 'listing', locale, variables] as const,
    queryFn: ({ signal }) =>
      commerceRequest(
        CatalogListingQueryDocument,
        {
          ...variables,
          filter: variables.filter as ProductAttributeFilterInput,
          sort: variables.sort as ProductAttributeSortInput | undefined,
        },
        { signal, locale },
      ).then(toListing),
    staleTime: 5 * 60_000,
  });
};

export interface CategoryPage {
  uid: string;
  name: string;
  urlPath: string;
  urlSuffix: string;
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  breadcrumbs: { uid: string; name: string; urlPath: string }[];
  children: CategoryNode[];
}

/** `/et/c/a/b.html` → `a/b`: the url_path a category page asks for. */
export const categoryUrlPathFromSplat = (splat: string): string =>
  splat
    .split('/')
    .filter(Boolean)
    .join('/')
    .replace(/\.html?$/, '');

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** One category with breadcrumbs and direct children; null when there is none (404). */
export const categoryPageQueryOptions = (urlPath: string, locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'category', locale, urlPath] as const,
    queryFn: async ({ signal }): Promise<CategoryPage | null> => {
      const data = await commerceRequest(CategoryPageQuery, { urlPath }, { signal, locale });
      const c = data.categoryList?.find((x) => x?.url_path === urlPath) ?? null;
      if (!c) return null;
      return {
        uid: c.uid,
        name: c.name ?? '',
        urlPath: c.url_path ?? urlPath,
        urlSuffix: c.url_suffix ?? '',
        description: stripTags(c.description ?? ''),
        metaTitle: c.meta_title ?? null,
        metaDescription: c.meta_description ?? null,
        breadcrumbs: (c.breadcrumbs ?? [])
          .filter((b): b is NonNullable<typeof b> => !!b)
          .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
          .map((b) => ({
            uid: b.category_uid,
            name: b.category_name ?? '',
            urlPath: b.category_url_path ?? '',
          })),
        children: (c.children ?? []).flatMap((x) => (x ? [toCategoryNode(x)] : [])),
      };
    },
    staleTime: 10 * 60_000,
  });

// ---------------------------------------------------------------- brands and campaigns

/** Same folding as the back end's URL keys: 'Täpne' → 'tapne', 'Vesi & Co' → 'vesi-co'. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface BrandOption {
  optionId: string;
  name: string;
  slug: string;
}

/** The brand options of `product_brand` (spec §3 filter ids), with their page slugs. */
export const brandsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'brands', locale] as const,
    queryFn: ({ signal }) =>
      commerceRequest(BrandOptionsQuery, {}, { signal, locale }).then((d): BrandOption[] =>
        (d.customAttributeMetadata?.items ?? [])
          .filter((a) => a?.attribute_code === 'product_brand')
          .flatMap((a) => a?.attribute_options ?? [])
          .filter((o): o is { label: string; value: string } => !!o?.label && !!o.value)
          .map((o) => ({ optionId: o.value, name: o.label, slug: slugify(o.label) })),
      ),
    staleTime: 30 * 60_000,
  });

export interface CampaignRef {
  id: string;
  /** Name in the default store view (et), used until the listing gives the current language's. */
  name: string;
}

/**
 * A campaign slug's id: the Estonian campaign facet names slugify to the campaign's URL key, and the
 * listing's facet (in any language) is keyed by id. Null when no such running campaign.
 */
export const campaignQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'campaign', slug] as const,
    queryFn: async ({ signal }): Promise<CampaignRef | null> => {
      const data = await commerceRequest(
        CatalogListingQueryDocument,
        { filter: { campaign: { eq: slug } }, pageSize: 1, currentPage: 1 },
        { signal, locale: 'et' },
      );
      const facet = data.products?.aggregations?.find((a) => a?.attribute_code === 'campaign');
      const option = facet?.options?.find((o) => o?.label && slugify(o.label) === slug);
      return option?.label ? { id: option.value, name: option.label } : null;
    },
    staleTime: 30 * 60_000,
  });
