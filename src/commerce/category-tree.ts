// The category tree (spec §7 categoryList): the departments with four more levels below them, for the
// all-categories page, the mega menu and the empty search. Its own module, so the menu can load and
// warm it on every page without the catalogue listings' code (vite.config.ts EVERY_PAGE_LAZY).
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import type { Locale } from '@/lib/locale';

export const CategoryTreeQuery = graphql(`
  query CategoryTree {
    categoryList(filters: {}) {
      uid
      children {
        ...CategoryNodeFields
        children {
          ...CategoryNodeFields
          children {
            ...CategoryNodeFields
            children {
              ...CategoryNodeFields
              children {
                ...CategoryNodeFields
              }
            }
          }
        }
      }
    }
  }
  fragment CategoryNodeFields on CategoryTree {
    uid
    name
    url_path
    url_suffix
    product_count
    position
  }
`);

export interface CategoryNode {
  uid: string;
  name: string;
  urlPath: string;
  urlSuffix: string;
  productCount: number;
  children: CategoryNode[];
}

export interface RawCategoryNode {
  uid: string;
  name?: string | null;
  url_path?: string | null;
  url_suffix?: string | null;
  product_count?: number | null;
  position?: number | null;
  children?: (RawCategoryNode | null)[] | null;
}

export const toCategoryNode = (n: RawCategoryNode): CategoryNode => ({
  uid: n.uid,
  name: n.name ?? '',
  urlPath: n.url_path ?? '',
  urlSuffix: n.url_suffix ?? '',
  productCount: n.product_count ?? 0,
  children: (n.children ?? [])
    .filter((c): c is RawCategoryNode => !!c)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(toCategoryNode),
});

/** spec §2: category links are /c/{url_path}{url_suffix} (no locale prefix here). */
export const categoryPath = (c: { urlPath: string; urlSuffix?: string | null }) =>
  `/c/${c.urlPath}${c.urlSuffix ?? ''}`;

/** The departments (children of the root) with up to four more levels below them. */
export const categoryTreeQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'tree', locale] as const,
    queryFn: ({ signal }) =>
      commerceRequest(CategoryTreeQuery, {}, { signal, locale }).then((d) =>
        (d.categoryList ?? []).flatMap((root) =>
          root ? toCategoryNode(root as RawCategoryNode).children : [],
        ),
      ),
    staleTime: 10 * 60_000,
  });

/**
 * The categories to offer when a search finds nothing: the sub-categories of the departments with the
 * widest choice (product_count), at most `count`.
 */
export const popularCategories = (departments: readonly CategoryNode[], count = 8): CategoryNode[] =>
  departments
    .flatMap((d) => d.children)
    .filter((c) => c.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name))
    .slice(0, count);
