// The floors of bench/server.ts: the same work as an HTTP case, in-process, without HTTP or GraphQL.
import type Database from 'better-sqlite3';
import { searchProducts } from '@/server/store/search';
import { runListing, type ListingQuery } from '@/server/store/catalog-listing';
import { loadInventory, loadMedia, loadProducts } from '@/server/store/catalog-products';

export interface Floor {
  /** wall time per iteration, sorted */
  times: number[];
  /** CPU time per iteration (user + system), which a busy machine inflates far less than wall time */
  cpu: number;
}

/** Runs `work` for `seconds` after a short warm-up (statement caches, in-memory indexes). */
function timeLoop(seconds: number, work: (i: number) => void): Floor {
  for (let i = 0; i < 3; i++) work(i);
  const times: number[] = [];
  const c0 = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const t0 = performance.now();
    work(i);
    times.push(performance.now() - t0);
  }
  const c = process.cpuUsage(c0);
  return { times: times.sort((a, b) => a - b), cpu: (c.user + c.system) / 1000 / times.length };
}

// The listing as raw SQL: page, count and facets.
export function listingFloor(db: Database.Database, categoryId: number, seconds: number): Floor {
  const base = `FROM category_products cp JOIN products p ON p.id = cp.product_id
                WHERE cp.category_id = ? AND p.status = 1 AND p.visibility IN (2, 4)`;
  const count = db.prepare(`SELECT count(*) ${base}`).pluck();
  const page = db
    .prepare(`SELECT cp.product_id ${base} ORDER BY cp.position, cp.product_id LIMIT 24`)
    .pluck();
  const rows =
    db.prepare(`SELECT p.id, p.sku, p.name_et, p.url_key_et, p.type_id, p.min_price, p.max_price, p.special_price,
      p.small_image, p.rating_summary, p.review_count, i.stock_status
    FROM products p LEFT JOIN product_inventory i ON i.product_id = p.id WHERE p.id IN (SELECT value FROM json_each(?))`);
  const options = db.prepare(`SELECT a.code, o.id, o.label_et, count(*) AS n
    FROM category_products cp JOIN products p ON p.id = cp.product_id AND p.status = 1 AND p.visibility IN (2, 4)
    JOIN product_option_values v ON v.product_id = cp.product_id
    JOIN attributes a ON a.id = v.attribute_id AND a.is_filterable = 1
    JOIN attribute_options o ON o.id = v.option_id
    WHERE cp.category_id = ? GROUP BY v.option_id`);
  const prices = db.prepare(`SELECT p.min_price / 5000 AS bucket, count(*) ${base} GROUP BY bucket`);
  const stock = db.prepare(
    `SELECT coalesce(i.stock_status, 0) AS s, count(*) ${base.replace('WHERE', 'LEFT JOIN product_inventory i ON i.product_id = p.id WHERE')} GROUP BY s`,
  );
  const children = db.prepare(
    'SELECT id, name_et, product_count FROM categories WHERE parent_id = ? AND is_active = 1 ORDER BY position',
  );
  return timeLoop(seconds, () => {
    count.get(categoryId);
    const ids = page.all(categoryId) as number[];
    rows.all(JSON.stringify(ids));
    options.all(categoryId);
    prices.all(categoryId);
    stock.all(categoryId);
    children.all(categoryId);
  });
}

// The floor proper: the store functions the GraphQL resolvers call for this listing (page + count +
// facets in runListing, then the page's rows, images and stock), without HTTP, GraphQL or shaping.
// Built loosely: if the listing interface has moved on, the raw SQL floor above is used instead.
export function storeListingFloor(db: Database.Database, categoryId: number, seconds: number): Floor | null {
  const children = db
    .prepare('SELECT id FROM categories WHERE parent_id = ? AND is_active = 1')
    .pluck()
    .all(categoryId) as number[];
  const query = {
    store: 'et',
    search: null,
    nameMatch: null,
    matchesNothing: false,
    categoryIds: [categoryId],
    skus: null,
    urlKeys: null,
    priceFrom: null,
    priceTo: null,
    brandOptionIds: null,
    inStock: null,
    campaignIds: null,
    pickupCodes: null,
    attributes: new Map(),
    visibility: [2, 4],
    sort: [{ field: 'position', dir: 'ASC' }],
    limit: 24,
    offset: 0,
    facets: { categoryIds: children },
  } as unknown as ListingQuery;
  const once = () => {
    const result = runListing(db, query);
    loadProducts(db, 'et', result.ids);
    loadMedia(db, 'et', result.ids);
    loadInventory(db, result.ids);
    return result;
  };
  try {
    if (once().ids.length === 0) return null;
  } catch (error) {
    console.log(`store listing floor not available (${String(error).slice(0, 80)}): using raw SQL`);
    return null;
  }
  return timeLoop(seconds, once);
}

export function searchFloor(
  db: Database.Database,
  terms: { term: string; store: 'et' | 'ru' }[],
  seconds: number,
): Floor {
  return timeLoop(seconds, (i) => {
    const t = terms[i % terms.length]!;
    searchProducts(db, { term: t.term, locale: t.store, limit: 10, offset: 0, sort: 'relevance' });
  });
}
