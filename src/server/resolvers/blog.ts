import { blogPostProductIds, findBlogPost, listBlogPosts, type BlogPostRow } from '@/server/store/blog';
import type { ShopContext } from '@/server/resolvers/context';
import { checkPaging, pageInfo } from '@/server/resolvers/paging';
import { sanitizeHtmlOutput } from '@/server/resolvers/html';

// Blog extension queries (schema/content-extensions.graphql): spec §1, §2 repair and DIY articles.

const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export const blogQueries = {
  blogPosts: (
    _: unknown,
    args: { type?: string | null; pageSize: number; currentPage: number },
    ctx: ShopContext,
  ) => {
    checkPaging(args.pageSize, args.currentPage);
    const { rows, total } = listBlogPosts(ctx.db, ctx.store, {
      type: args.type || null,
      limit: args.pageSize,
      offset: (args.currentPage - 1) * args.pageSize,
      now: now(),
    });
    return { items: rows, total_count: total, page_info: pageInfo(total, args.pageSize, args.currentPage) };
  },
  blogPost: (_: unknown, args: { slug: string }, ctx: ShopContext) =>
    findBlogPost(ctx.db, ctx.store, args.slug, now()) ?? null,
};

export const blogPostFields = {
  content: (p: BlogPostRow) => sanitizeHtmlOutput(p.body),
  image: (p: BlogPostRow, _: unknown, ctx: ShopContext) => (p.image ? ctx.catalog.mediaUrl(p.image) : null),
  published_at: (p: BlogPostRow) => `${p.published_at.replace(' ', 'T')}Z`,
  products: (p: BlogPostRow, _: unknown, ctx: ShopContext) =>
    ctx.catalog.products(blogPostProductIds(ctx.db, p.id)),
};
