import type { ListingQuery, ListingResult } from '@/server/store/catalog-listing';

// The cache tags an answer carries (Magento's cache identities, e.g. CatalogGraphQl's Product\Identity) and
// that the change log of migration 215 evicts (cache-tag-changes.ts).

/** The answer shows this product, or looked for it and found it missing or disabled. */
export const productTag = (id: number) => `cat_p_${id}`;

/** The answer shows this product's stock per source (store): a change of those quantities alone evicts only these. */
export const productStockTag = (id: number) => `cat_p_q_${id}`;

/** The answer is a listing of this category's products. */
export const categoryListingTag = (id: number) => `cat_c_p_${id}`;

/** The answer is a listing not limited to categories: any product entering or leaving any listing evicts it. */
export const LISTING_TAG = 'cat_p';

/**
 * The tags of a listing beyond the products it shows (those come from the catalogue loader): its categories,
 * nothing more for a lookup of given skus or url keys that found every one (only those products' own changes can
 * alter it), else the tag of every other listing.
 */
export const listingTags = (q: ListingQuery, r: ListingResult): string[] => {
  if (q.categoryIds) return q.categoryIds.map(categoryListingTag);
  const keys = q.skus && q.urlKeys ? null : (q.skus ?? q.urlKeys);
  const keyed = keys && !q.search && !q.nameMatch && !q.matchesNothing;
  return keyed && r.ids.length === r.total && r.total >= new Set(keys).size ? [] : [LISTING_TAG];
};
