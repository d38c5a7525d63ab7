import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// Issue 15 item 3: is a media path (`catalog/...svg`) one the shop's data names — a product's gallery, a
// category, brand, campaign or blog picture, a store setting, or a picture in content items and CMS HTML
// (written as /media/<path> or through the optimiser, /img/<modifiers>/<path>)?
// The seed's generated images are drawn from any well-formed path, so only these are served.

const KNOWN = `SELECT EXISTS (SELECT 1 FROM product_media WHERE path = @p)
  OR EXISTS (SELECT 1 FROM categories WHERE image = @p)
  OR EXISTS (SELECT 1 FROM brands WHERE logo = @p)
  OR EXISTS (SELECT 1 FROM campaigns WHERE image = @p)
  OR EXISTS (SELECT 1 FROM blog_posts WHERE image = @p OR instr(body_et, @m) > 0 OR instr(body_ru, @m) > 0)
  OR EXISTS (SELECT 1 FROM store_config WHERE value = @p)
  OR EXISTS (SELECT 1 FROM content_items WHERE instr(data, @m) > 0)
  OR EXISTS (SELECT 1 FROM cms_blocks WHERE instr(content_et, @m) > 0 OR instr(content_ru, @m) > 0)
  OR EXISTS (SELECT 1 FROM cms_pages WHERE instr(content_et, @m) > 0 OR instr(content_ru, @m) > 0)`;

export const isKnownMediaPath = (db: Database, path: string): boolean =>
  Boolean(
    stmt(db, KNOWN)
      .pluck()
      .get({ p: path, m: `/${path}` }),
  );
