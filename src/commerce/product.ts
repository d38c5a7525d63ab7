// Product page data (spec §3 product shop shape, §7 productDetail, related/upsell, reviews,
// productReviewRatingsMetadata, createProductReview, product search by sku list for last viewed).
// Critical data (the product itself) and deferred data (related, upsell, reviews) are separate
// queries so the page renders before the slow parts arrive (Hydrogen's critical/deferred split).
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { ProductAttributeFilterInput } from '@/commerce/generated/graphql';
import { toProductSummary, type ProductSummary } from '@/commerce/product-summary';
import { toProductDetail, type ProductDetail } from '@/commerce/product-detail';
import type { Locale } from '@/lib/locale';

export const ProductDetailQuery = graphql(`
  query ProductDetail($filter: ProductAttributeFilterInput) {
    products(filter: $filter, pageSize: 2) {
      items {
        ...ProductDetailFields
      }
    }
  }
`);

export const ProductExtrasQuery = graphql(`
  query ProductExtras($sku: String!, $reviewPageSize: Int) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
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
`);

export const ReviewRatingsMetadataQuery = graphql(`
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

export const CreateProductReviewMutation = graphql(`
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

export const ProductsBySkuQuery = graphql(`
  query ProductsBySku($skus: [String], $pageSize: Int) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

export type ProductKey = { sku: string } | { urlKey: string };

const keyOf = (key: ProductKey) => ('sku' in key ? ['sku', key.sku] : ['url_key', key.urlKey]);

/** spec §3 product details by sku (/p/{sku}) or url key; null when there is no such product (404). */
export const productDetailQueryOptions = (key: ProductKey, locale: Locale) =>
  queryOptions({
    queryKey: ['product', 'detail', locale, ...keyOf(key)] as const,
    queryFn: async ({ signal }): Promise<ProductDetail | null> => {
      const filter: ProductAttributeFilterInput =
        'sku' in key ? { sku: { eq: key.sku } } : { url_key: { eq: key.urlKey } };
      const data = await commerceRequest(ProductDetailQuery, { filter }, { signal, locale });
      const items = (data.products?.items ?? []).filter((p): p is NonNullable<typeof p> => !!p);
      const match =
        'sku' in key ? items.find((p) => p.sku === key.sku) : items.find((p) => p.url_key === key.urlKey);
      return match ? toProductDetail(match) : null;
    },
    // Prices and stock change during the day; the persisted copy keeps the page usable offline.
    staleTime: 60_000,
  });

export interface ReviewView {
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** 1–5 stars. */
  rating: number;
}

export interface ProductExtras {
  reviewCount: number;
  /** Average rating as 0–5 stars (Magento's rating_summary is a percentage). */
  average: number;
  /** Approved reviews per star value 5 → 1, over all reviews (extension rating_breakdown). */
  breakdown: RatingBreakdown;
  /** The first REVIEW_PAGE_SIZE reviews, newest first. */
  reviews: ReviewView[];
  related: ProductSummary[];
  upsell: ProductSummary[];
}

/** spec §3 review: the rating comes from the breakdown entry named Rating (else the first one). */
export function reviewStars(review: {
  average_rating?: number | null;
  ratings_breakdown?: readonly ({ name: string; value: string } | null)[] | null;
}): number {
  const entries = (review.ratings_breakdown ?? []).filter((r): r is NonNullable<typeof r> => !!r);
  const entry = entries.find((r) => r.name.toLowerCase() === 'rating') ?? entries[0];
  const fromEntry = entry ? Number.parseFloat(entry.value) : Number.NaN;
  if (Number.isFinite(fromEntry) && fromEntry >= 1 && fromEntry <= 5) return Math.round(fromEntry);
  return Math.max(0, Math.min(5, Math.round((review.average_rating ?? 0) / 20)));
}

/** spec §9: reviews listed on the page (the breakdown comes from the back end, over all reviews). */
export const REVIEW_PAGE_SIZE = 20;

export type RatingBreakdown = { stars: number; count: number }[];

/** Rows for 5 → 1 stars from the back end's rows (missing values count 0, unknown values are dropped). */
export function toRatingBreakdown(
  rows: readonly ({ stars: number; count: number } | null)[] | null | undefined,
): RatingBreakdown {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: (rows ?? []).reduce((n, r) => n + (r && r.stars === stars ? r.count : 0), 0),
  }));
}

/** Deferred product data: reviews, related and upsell products. */
export const productExtrasQueryOptions = (sku: string, locale: Locale) =>
  queryOptions({
    queryKey: ['product', 'extras', locale, sku] as const,
    queryFn: async ({ signal }): Promise<ProductExtras> => {
      const data = await commerceRequest(
        ProductExtrasQuery,
        { sku, reviewPageSize: REVIEW_PAGE_SIZE },
        { signal, locale },
      );
      const p = (data.products?.items ?? []).find((x) => x?.sku === sku);
      return {
        reviewCount: p?.review_count ?? 0,
        average: Math.round(((p?.rating_summary ?? 0) / 20) * 10) / 10,
        breakdown: toRatingBreakdown(p?.rating_breakdown),
        reviews: (p?.reviews.items ?? [])
          .filter((r): r is NonNullable<typeof r> => !!r)
          .map((r) => ({
            nickname: r.nickname,
            summary: r.summary,
            text: r.text,
            createdAt: r.created_at,
            rating: reviewStars(r),
          })),
        related: (p?.related_products ?? [])
          .filter((x): x is NonNullable<typeof x> => !!x)
          .map(toProductSummary),
        upsell: (p?.upsell_products ?? [])
          .filter((x): x is NonNullable<typeof x> => !!x)
          .map(toProductSummary),
      };
    },
    staleTime: 5 * 60_000,
  });

export interface RatingMetadata {
  id: string;
  name: string;
  values: { value: string; valueId: string }[];
}

export const reviewRatingsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['product', 'ratingsMetadata', locale] as const,
    queryFn: ({ signal }) =>
      commerceRequest(ReviewRatingsMetadataQuery, {}, { signal, locale }).then((d) =>
        d.productReviewRatingsMetadata.items
          .filter((r): r is NonNullable<typeof r> => !!r)
          .map((r): RatingMetadata => ({
            id: r.id,
            name: r.name,
            values: r.values
              .filter((v): v is NonNullable<typeof v> => !!v)
              .map((v) => ({ value: v.value, valueId: v.value_id })),
          })),
      ),
    staleTime: 60 * 60_000,
  });

export interface ReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: { id: string; valueId: string }[];
}

/** spec §7 createProductReview; throws CommerceError / OfflineError like every commerce call. */
export function createProductReview(input: ReviewInput, locale: Locale) {
  return commerceRequest(
    CreateProductReviewMutation,
    {
      input: {
        sku: input.sku,
        nickname: input.nickname,
        summary: input.summary,
        text: input.text,
        ratings: input.ratings.map((r) => ({ id: r.id, value_id: r.valueId })),
      },
    },
    { locale },
  ).then((d) => d.createProductReview.review);
}

/** spec §7 "product search by sku list for last viewed"; the order of `skus` is not kept here. */
export const productsBySkuQueryOptions = (skus: readonly string[], locale: Locale) =>
  queryOptions({
    queryKey: ['product', 'bySku', locale, [...skus].sort()] as const,
    queryFn: ({ signal }) =>
      skus.length === 0
        ? Promise.resolve([] as ProductSummary[])
        : commerceRequest(
            ProductsBySkuQuery,
            { skus: [...skus], pageSize: skus.length },
            { signal, locale },
          ).then((d) =>
            (d.products?.items ?? []).filter((x): x is NonNullable<typeof x> => !!x).map(toProductSummary),
          ),
    staleTime: 5 * 60_000,
  });
