import type { Database } from 'better-sqlite3';
import { prepare, type StoreCode } from '@/server/store/catalog-sql';

// What the sitemaps list (http/sitemap-routes.ts): the pages a crawler may index, with both store views'
// url keys in one row so each URL can name its other-language page. Products: enabled (status 1) and
// visible on their own (visibility 2 catalog, 3 search, 4 both; 1 is a configurable's child), as Magento's
// own sitemap lists them.

const LISTED_PRODUCTS = 'status = 1 AND visibility IN (2, 3, 4)';

export interface SitemapPage {
  /** 1-based page number */
  page: number;
  /** the newest updated_at of the page's rows */
  lastmod: string | null;
}

/**
 * The product sitemap's pages at `pageSize` products a page, each with its newest change, in one scan.
 * (better-sqlite3 binds a JS number as REAL: the cast keeps the division whole.)
 */
export const productSitemapPages = (db: Database, pageSize: number): SitemapPage[] =>
  prepare(
    db,
    `SELECT (rn - 1) / CAST(@pageSize AS INTEGER) + 1 AS page, max(updated_at) AS lastmod FROM (
       SELECT updated_at, row_number() OVER (ORDER BY id) AS rn FROM products WHERE ${LISTED_PRODUCTS}
     ) GROUP BY 1 ORDER BY 1`,
  ).all({ pageSize }) as SitemapPage[];

export interface ProductSitemapRow {
  sku: string;
  url_key_et: string;
  url_key_ru: string;
  updated_at: string;
}

/** One page of listed products, in id order (the order the page numbers are counted in). */
export const productSitemapRows = (db: Database, page: number, pageSize: number): ProductSitemapRow[] =>
  prepare(
    db,
    `SELECT sku, url_key_et, url_key_ru, updated_at FROM products WHERE ${LISTED_PRODUCTS}
     ORDER BY id LIMIT @limit OFFSET @offset`,
  ).all({ limit: pageSize, offset: (page - 1) * pageSize }) as ProductSitemapRow[];

export interface CategorySitemapRow {
  url_path_et: string;
  url_path_ru: string;
  url_suffix: string;
  updated_at: string;
}

/**
 * Active categories below the store root (level 2 down, ids 1 and 2 are the roots) whose ancestors are all
 * active too: a disabled department hides its whole branch from the menu, so the sitemap leaves it out.
 */
export const categorySitemapRows = (db: Database): CategorySitemapRow[] =>
  prepare(
    db,
    `SELECT c.url_path_et, c.url_path_ru, c.url_suffix, c.updated_at FROM categories c
     WHERE c.level >= 2 AND c.is_active = 1 AND c.path LIKE '1/2/%'
       AND NOT EXISTS (SELECT 1 FROM categories a
                       WHERE a.is_active = 0 AND '/' || c.path || '/' LIKE '%/' || a.id || '/%')
     ORDER BY c.level, c.position, c.id`,
  ).all() as CategorySitemapRow[];

export interface ContentSitemapRows {
  /** active CMS pages but Magento's home and no-route pages (the home page is /{locale} itself) */
  cmsPages: { identifier: string; updated_at: string }[];
  /** published blog articles, newest first */
  blogPosts: { slug: string; published_at: string }[];
  /** campaigns running on `day` */
  campaigns: { slug: string }[];
  /** brands with at least one product in the catalogue listings (visibility 2 or 4) */
  brands: { slug: string }[];
}

/** `now`: 'YYYY-MM-DD HH:MM:SS' (UTC), what blog_posts.published_at and campaign dates compare with. */
export function contentSitemapRows(db: Database, now: string): ContentSitemapRows {
  const day = now.slice(0, 10);
  return {
    cmsPages: prepare(
      db,
      `SELECT identifier, updated_at FROM cms_pages WHERE is_active = 1 AND identifier NOT IN ('home', 'no-route')
       ORDER BY identifier`,
    ).all() as ContentSitemapRows['cmsPages'],
    blogPosts: prepare(
      db,
      `SELECT slug, published_at FROM blog_posts WHERE is_active = 1 AND published_at <= ?
       ORDER BY published_at DESC, id DESC`,
    ).all(now) as ContentSitemapRows['blogPosts'],
    campaigns: prepare(
      db,
      `SELECT slug FROM campaigns
       WHERE is_active = 1 AND substr(date_from, 1, 10) <= @day AND substr(date_to, 1, 10) >= @day
       ORDER BY position, id`,
    ).all({ day }) as ContentSitemapRows['campaigns'],
    brands: prepare(
      db,
      `SELECT b.slug FROM brands b
       WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.status = 1 AND p.visibility IN (2, 4))
       ORDER BY b.position, b.slug`,
    ).all() as ContentSitemapRows['brands'],
  };
}

/** Magento's product_url_suffix of a store view ('' in this shop, '.html' in many Magento shops). */
export const productUrlSuffix = (db: Database, store: StoreCode): string =>
  (
    prepare(db, `SELECT value FROM store_config WHERE store_code = ? AND key = 'product_url_suffix'`).get(
      store,
    ) as { value: string | null } | undefined
  )?.value ?? '';
