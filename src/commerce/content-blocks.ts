// Home page content (spec §2 home: CMS blocks, campaigns, top categories): cmsBlocks by identifier
// and the departments from categoryList, shaped for the view.
import { queryOptions } from '@/commerce/query-options';
import { commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { safeHtml } from '@/commerce/safe-html';
import type { Locale } from '@/lib/locale';

export const CmsBlocksQuery = graphql(`
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`);

export const TopCategoriesQuery = graphql(`
  query TopCategories {
    categoryList(filters: {}) {
      uid
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

/** The home page's blocks: the hero banners, the campaign tiles and the brand strip. */
export const HOME_BLOCK_IDS = ['home-hero', 'home-campaigns', 'home-brands'] as const;

export interface CmsBlockView {
  identifier: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
}

export const cmsBlocksQueryOptions = (identifiers: readonly string[], locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'cmsBlocks', locale, [...identifiers]] as const,
    queryFn: ({ signal }) =>
      commerceRequest(CmsBlocksQuery, { identifiers: [...identifiers] }, { signal, locale }).then((d) => {
        const byId = new Map<string, CmsBlockView>();
        for (const b of d.cmsBlocks?.items ?? []) {
          if (b?.identifier)
            byId.set(b.identifier, {
              identifier: b.identifier,
              title: b.title ?? '',
              html: safeHtml(b.content),
            });
        }
        // keep the asked order; missing blocks are simply absent
        return identifiers.flatMap((id) => byId.get(id) ?? []);
      }),
    staleTime: 10 * 60_000,
  });

export interface TopCategory {
  uid: string;
  name: string;
  /** spec §2: /c/{url_path}{url_suffix}, no locale prefix. */
  path: string;
  productCount: number;
}

export const topCategoriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'topCategories', locale] as const,
    queryFn: ({ signal }) =>
      commerceRequest(TopCategoriesQuery, {}, { signal, locale }).then((d) =>
        (d.categoryList ?? [])
          .flatMap((root) => root?.children ?? [])
          .filter((c): c is NonNullable<typeof c> => !!c && !!c.url_path)
          .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
          .map((c): TopCategory => ({
            uid: c.uid,
            name: c.name ?? '',
            path: `/c/${c.url_path}${c.url_suffix ?? ''}`,
            productCount: c.product_count ?? 0,
          })),
      ),
    staleTime: 10 * 60_000,
  });
