// Content pages (spec §1, §2): blog list and articles (the shop's blogPosts/blogPost extension) and info
// pages (Magento's cmsPage), shaped for the view. HTML arrives sanitised by the server and is filtered
// once more here (safeHtml) in case the back end is a Magento that does not sanitise.
import { queryOptions } from '@/commerce/query-options';
import { CommerceError, commerceRequest } from '@/commerce/client';
import { graphql } from '@/commerce/generated/gql';
import { safeHtml } from '@/commerce/safe-html';
import { toProductSummary, type ProductSummary } from '@/commerce/product-summary';
import { fetchContentItems } from '@/commerce/content-items';
import type { Locale } from '@/lib/locale';

/** spec §2 blog list: articles per page. */
export const BLOG_PAGE_SIZE = 12;

export const BlogPostsQuery = graphql(`
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

export const BlogPostQuery = graphql(`
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
`);

export const CmsPageQuery = graphql(`
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

export interface BlogPostSummary {
  slug: string;
  type: string;
  title: string;
  excerpt: string;
  image: string | null;
  author: string | null;
  /** ISO 8601 */
  publishedAt: string;
}

export interface BlogPage {
  posts: BlogPostSummary[];
  total: number;
  totalPages: number;
}

export interface BlogArticle extends BlogPostSummary {
  /** Sanitised HTML. */
  html: string;
  products: ProductSummary[];
}

export interface InfoPageContent {
  identifier: string;
  title: string;
  heading: string;
  /** Sanitised HTML. */
  html: string;
  description: string | null;
}

type SummaryFields = {
  slug: string;
  type: string;
  title: string;
  excerpt?: string | null;
  image?: string | null;
  author?: string | null;
  published_at: string;
};

const toSummary = (p: SummaryFields): BlogPostSummary => ({
  slug: p.slug,
  type: p.type,
  title: p.title,
  excerpt: p.excerpt ?? '',
  image: p.image ?? null,
  author: p.author ?? null,
  publishedAt: p.published_at,
});

export const blogPostsQueryOptions = (locale: Locale, type: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['content', 'blogPosts', locale, type ?? '', page] as const,
    queryFn: ({ signal }): Promise<BlogPage> =>
      commerceRequest(
        BlogPostsQuery,
        { type: type ?? null, pageSize: BLOG_PAGE_SIZE, currentPage: page },
        { signal, locale },
      ).then((d) => ({
        posts: (d.blogPosts?.items ?? []).map(toSummary),
        total: d.blogPosts?.total_count ?? 0,
        totalPages: d.blogPosts?.page_info.total_pages ?? 0,
      })),
    staleTime: 10 * 60_000,
  });

/** null: no such article (the page shows not found). */
export const blogPostQueryOptions = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['content', 'blogPost', locale, slug] as const,
    queryFn: ({ signal }): Promise<BlogArticle | null> =>
      commerceRequest(BlogPostQuery, { slug }, { signal, locale }).then(({ blogPost: p }) =>
        p
          ? {
              ...toSummary(p),
              html: safeHtml(p.content),
              products: p.products.map(toProductSummary),
            }
          : null,
      ),
    staleTime: 10 * 60_000,
  });

/** null: Magento answers an unknown identifier with a no-such-entity error; the page shows not found. */
export const cmsPageQueryOptions = (locale: Locale, identifier: string) =>
  queryOptions({
    queryKey: ['content', 'cmsPage', locale, identifier] as const,
    queryFn: ({ signal }): Promise<InfoPageContent | null> =>
      commerceRequest(CmsPageQuery, { identifier }, { signal, locale }).then(
        ({ cmsPage: p }) =>
          p && {
            identifier: p.identifier ?? identifier,
            title: p.title ?? '',
            heading: p.content_heading || p.title || '',
            html: safeHtml(p.content),
            description: p.meta_description ?? null,
          },
        (error: unknown) => {
          if (error instanceof CommerceError && error.category === 'graphql-no-such-entity') return null;
          throw error;
        },
      ),
    staleTime: 10 * 60_000,
  });

/** spec §1 catalogues, from the content service (/api/content/items). */
export interface Catalogue {
  identifier: string;
  title: string;
  description: string;
  cover: string | null;
  pdf: string;
  pages: number;
}

const asCatalogue = (raw: Record<string, unknown>): Catalogue | null => {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const pdf = str(raw.pdf);
  if (!pdf || !str(raw.identifier)) return null;
  return {
    identifier: str(raw.identifier),
    title: str(raw.title),
    description: str(raw.description),
    cover: str(raw.cover) || null,
    pdf,
    pages: typeof raw.pages === 'number' ? raw.pages : 0,
  };
};

export const cataloguesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'catalogues', locale] as const,
    queryFn: async ({ signal }): Promise<Catalogue[]> => {
      const items = await fetchContentItems('catalogue', locale, signal);
      return items.map(asCatalogue).filter((c): c is Catalogue => c !== null);
    },
    staleTime: 60 * 60_000,
  });
