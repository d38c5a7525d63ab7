import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';

// Blog posts (spec §1, §2: repair and DIY articles in seven topics) and the products each article shows.

export interface BlogPostRow {
  id: number;
  slug: string;
  type: string;
  image: string | null;
  author: string | null;
  published_at: string;
  title: string;
  excerpt: string | null;
  body: string;
}

const columns = (store: StoreCode) => `p.id, p.slug, p.type, p.image, p.author, p.published_at,
  ${col('p.title', store)} AS title, ${col('p.excerpt', store)} AS excerpt, ${col('p.body', store)} AS body`;

/** Published posts, newest first, optionally of one topic type; `offset`/`limit` page them. */
export const listBlogPosts = (
  db: Database,
  store: StoreCode,
  opts: { type: string | null; limit: number; offset: number; now: string },
): { rows: BlogPostRow[]; total: number } => {
  const where = `p.is_active = 1 AND p.published_at <= @now AND (@type IS NULL OR p.type = @type)`;
  const params = { type: opts.type, now: opts.now };
  const total = Number(prepare(db, `SELECT count(*) FROM blog_posts p WHERE ${where}`).pluck().get(params));
  const rows = prepare(
    db,
    `SELECT ${columns(store)} FROM blog_posts p WHERE ${where}
     ORDER BY p.published_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: opts.limit, offset: opts.offset }) as BlogPostRow[];
  return { rows, total };
};

export const findBlogPost = (
  db: Database,
  store: StoreCode,
  slug: string,
  now: string,
): BlogPostRow | undefined =>
  prepare(
    db,
    `SELECT ${columns(store)} FROM blog_posts p WHERE p.slug = ? AND p.is_active = 1 AND p.published_at <= ?`,
  ).get(slug, now) as BlogPostRow | undefined;

/** Ids of the enabled, visible products an article shows, in the editor's order. */
export const blogPostProductIds = (db: Database, postId: number): number[] =>
  prepare(
    db,
    `SELECT bp.product_id FROM blog_post_products bp JOIN products pr ON pr.id = bp.product_id
     WHERE bp.post_id = ? AND pr.status = 1 AND pr.visibility IN (2, 4) ORDER BY bp.position, bp.product_id`,
  )
    .pluck()
    .all(postId) as number[];
