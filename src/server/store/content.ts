import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';

// CMS pages and blocks (Magento's CmsGraphQl).

export interface CmsPageRow {
  id: number;
  identifier: string;
  page_layout: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  url_key: string;
}

const pageColumns = (store: StoreCode) => `id, identifier, page_layout, ${col('title', store)} AS title,
  ${col('content_heading', store)} AS content_heading, ${col('content', store)} AS content,
  ${col('meta_title', store)} AS meta_title, ${col('meta_keywords', store)} AS meta_keywords,
  ${col('meta_description', store)} AS meta_description, ${col('url_key', store)} AS url_key`;

export const findCmsPage = (
  db: Database,
  store: StoreCode,
  by: { identifier: string } | { id: number },
): CmsPageRow | undefined =>
  'id' in by
    ? (prepare(db, `SELECT ${pageColumns(store)} FROM cms_pages WHERE id = ? AND is_active = 1`).get(
        by.id,
      ) as CmsPageRow | undefined)
    : (prepare(
        db,
        `SELECT ${pageColumns(store)} FROM cms_pages WHERE (identifier = @key OR ${col('url_key', store)} = @key) AND is_active = 1
         ORDER BY identifier = @key DESC LIMIT 1`,
      ).get({ key: by.identifier }) as CmsPageRow | undefined);

export interface CmsBlockRow {
  identifier: string;
  title: string;
  content: string;
}

/** An active CMS block by id (a category's landing block), in the store view's language. */
export const findCmsBlockById = (db: Database, store: StoreCode, id: number): CmsBlockRow | undefined =>
  prepare(
    db,
    `SELECT identifier, ${col('title', store)} AS title, ${col('content', store)} AS content
     FROM cms_blocks WHERE id = ? AND is_active = 1`,
  ).get(id) as CmsBlockRow | undefined;

export const findCmsBlocks = (db: Database, store: StoreCode, identifiers: string[]): CmsBlockRow[] =>
  prepare(
    db,
    `SELECT b.identifier, ${col('b.title', store)} AS title, ${col('b.content', store)} AS content
     FROM json_each(?) j JOIN cms_blocks b ON b.identifier = j.value AND b.is_active = 1 ORDER BY j.key`,
  ).all(JSON.stringify(identifiers)) as CmsBlockRow[];
