import type { Database } from 'better-sqlite3';
import { col, idList, prepare, today, type StoreCode } from '@/server/store/catalog-sql';

// The products listing: filter, sort, page and facet counts in ONE statement. The candidate set `u` (search,
// category, sku/url_key/name and visibility) is materialised once; each facet filter becomes a 0/1 flag on it,
// so every facet counts over `u` with all OTHER active facet filters applied (standard faceting).

export type SortField = 'relevance' | 'name' | 'price' | 'position';
export type FacetCode = 'price' | 'brand' | 'stock' | 'campaign' | 'pickup' | 'category';

export interface ListingQuery {
  store: StoreCode;
  /** FTS5 query for the search box text, null when not searching */
  search: string | null;
  /** FTS5 query restricted to the name column (filter.name.match) */
  nameMatch: string | null;
  categoryIds: number[] | null;
  skus: string[] | null;
  urlKeys: string[] | null;
  /** inclusive bounds in cents */
  priceFrom: number | null;
  priceTo: number | null;
  brandOptionIds: number[] | null;
  /** true: only in stock; false: only out of stock */
  inStock: boolean | null;
  campaignIds: number[] | null;
  pickupCodes: string[] | null;
  visibility: number[];
  /** true when the search text had no words: the listing is empty */
  matchesNothing: boolean;
  sort: { field: SortField; dir: 'ASC' | 'DESC' }[];
  limit: number;
  offset: number;
  /** null: no facet counts; else the categories whose counts the category facet reports */
  facets: { categoryIds: number[] } | null;
}

export interface FacetCount {
  facet: FacetCode;
  value: string;
  count: number;
}

export interface ListingResult {
  total: number;
  ids: number[];
  facets: FacetCount[];
}

const flagNames = ['f_price', 'f_brand', 'f_stock', 'f_campaign', 'f_pickup'] as const;
type Flag = (typeof flagNames)[number];

const ACTIVE_CAMPAIGN = `c.is_active = 1 AND substr(c.date_from, 1, 10) <= @day AND substr(c.date_to, 1, 10) >= @day`;
const IN_STOCK_AT = `i.status = 1 AND i.qty > 0`;

export const runListing = (db: Database, q: ListingQuery): ListingResult => {
  const params: Record<string, unknown> = { day: today() };
  const where = ['p.status = 1', 'p.visibility IN (SELECT value FROM json_each(@visibility))'];
  params.visibility = idList(q.visibility);
  if (q.matchesNothing) where.push('0');
  let from = 'products p';
  let position = 'p.id';
  let rank = '0';
  if (q.categoryIds) {
    params.categories = idList(q.categoryIds);
    if (q.categoryIds.length === 1) {
      params.category = q.categoryIds[0];
      from = 'category_products cp JOIN products p ON p.id = cp.product_id';
      where.push('cp.category_id = @category');
      position = 'cp.position';
    } else {
      where.push(
        'p.id IN (SELECT product_id FROM category_products WHERE category_id IN (SELECT value FROM json_each(@categories)))',
      );
    }
  }
  if (q.search) {
    params.search = q.search;
    from +=
      ' JOIN (SELECT rowid AS sid, rank FROM product_search WHERE product_search MATCH @search) s ON s.sid = p.id';
    rank = 's.rank';
  }
  if (q.nameMatch) {
    params.nameMatch = `{${col('name', q.store)} sku} : (${q.nameMatch})`;
    where.push('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH @nameMatch)');
  }
  if (q.skus) {
    params.skus = JSON.stringify(q.skus);
    where.push('p.sku IN (SELECT value FROM json_each(@skus))');
  }
  if (q.urlKeys) {
    params.urlKeys = JSON.stringify(q.urlKeys);
    where.push(`${col('p.url_key', q.store)} IN (SELECT value FROM json_each(@urlKeys))`);
  }

  // final price of the product itself when its special price is active, else the lowest regular price
  const price = `CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.min_price
      AND (p.special_from_date IS NULL OR substr(p.special_from_date, 1, 10) <= @day)
      AND (p.special_to_date IS NULL OR substr(p.special_to_date, 1, 10) >= @day)
    THEN p.special_price ELSE p.min_price END`;

  const flags: Record<Flag, string> = {
    f_price: '1',
    f_brand: '1',
    f_stock: '1',
    f_campaign: '1',
    f_pickup: '1',
  };
  if (q.priceFrom !== null || q.priceTo !== null) {
    params.priceFrom = q.priceFrom ?? -1;
    params.priceTo = q.priceTo ?? Number.MAX_SAFE_INTEGER;
    flags.f_price = `(${price}) BETWEEN @priceFrom AND @priceTo`;
  }
  if (q.brandOptionIds) {
    params.brands = idList(q.brandOptionIds);
    flags.f_brand = 'b.option_id IN (SELECT value FROM json_each(@brands))';
  }
  if (q.inStock !== null) flags.f_stock = `COALESCE(inv.stock_status, 0) = ${q.inStock ? 1 : 0}`;
  if (q.campaignIds) {
    params.campaigns = idList(q.campaignIds);
    flags.f_campaign = `EXISTS (SELECT 1 FROM campaign_products x JOIN campaigns c ON c.id = x.campaign_id
      WHERE x.product_id = p.id AND x.campaign_id IN (SELECT value FROM json_each(@campaigns)) AND ${ACTIVE_CAMPAIGN})`;
  }
  if (q.pickupCodes) {
    params.pickups = JSON.stringify(q.pickupCodes);
    flags.f_pickup = `EXISTS (SELECT 1 FROM inventory_source_items i WHERE i.product_id = p.id
      AND i.source_code IN (SELECT value FROM json_each(@pickups)) AND ${IN_STOCK_AT})`;
  }

  const sortExpr = (s: { field: SortField; dir: 'ASC' | 'DESC' }) => {
    const dir = s.dir === 'DESC' ? 'DESC' : 'ASC';
    if (s.field === 'name') return `name COLLATE NOCASE ${dir}`;
    if (s.field === 'price') return `price ${dir}`;
    // bm25 rank: smaller is better, so the most relevant first is rank ASC for relevance DESC
    if (s.field === 'relevance') return `rank ${dir === 'DESC' ? 'ASC' : 'DESC'}`;
    return `pos ${dir}`;
  };
  const orderBy = [...q.sort.map(sortExpr), 'id ASC'].join(', ');

  const u = `u AS MATERIALIZED (
    SELECT p.id, ${price} AS price, ${col('p.name', q.store)} AS name, ${position} AS pos, ${rank} AS rank,
      b.option_id AS brand, COALESCE(inv.stock_status, 0) AS in_stock,
      ${flagNames.map((f) => `${flags[f]} AS ${f}`).join(', ')}
    FROM ${from}
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN product_inventory inv ON inv.product_id = p.id
    WHERE ${where.join(' AND ')}
  )`;
  const all = flagNames.join(' AND ');
  const allBut = (f: Flag) => flagNames.filter((x) => x !== f).join(' AND ');
  params.limit = q.limit;
  params.offset = q.offset;
  const parts = [
    `SELECT 'total' AS k, NULL AS v, count(*) AS n FROM u WHERE ${all}`,
    `SELECT * FROM (SELECT 'page' AS k, id AS v, row_number() OVER (ORDER BY ${orderBy}) AS n FROM u WHERE ${all})
       WHERE n > @offset AND n <= @offset + @limit`,
  ];
  if (q.facets) {
    params.facetCategories = idList(q.facets.categoryIds);
    parts.push(
      `SELECT 'price', CAST(price / 100 AS INTEGER), count(*) FROM u WHERE ${allBut('f_price')} GROUP BY 2`,
      `SELECT 'brand', brand, count(*) FROM u WHERE ${allBut('f_brand')} AND brand IS NOT NULL GROUP BY 2`,
      `SELECT 'stock', in_stock, count(*) FROM u WHERE ${allBut('f_stock')} GROUP BY 2`,
      `SELECT 'campaign', x.campaign_id, count(*) FROM u JOIN campaign_products x ON x.product_id = u.id
         JOIN campaigns c ON c.id = x.campaign_id AND ${ACTIVE_CAMPAIGN}
       WHERE ${allBut('f_campaign')} GROUP BY 2`,
      `SELECT 'pickup', i.source_code, count(*) FROM u JOIN inventory_source_items i ON i.product_id = u.id AND ${IN_STOCK_AT}
         JOIN pickup_locations l ON l.pickup_location_code = i.source_code AND l.is_active = 1
       WHERE ${allBut('f_pickup')} GROUP BY 2`,
      `SELECT 'category', x.category_id, count(*) FROM u JOIN category_products x ON x.product_id = u.id
         AND x.category_id IN (SELECT value FROM json_each(@facetCategories))
       WHERE ${all} GROUP BY 2`,
    );
  }
  const sql = `WITH ${u} ${parts.join(' UNION ALL ')}`;
  const rows = prepare(db, sql).raw().all(params) as [string, number | string | null, number][];
  const result: ListingResult = { total: 0, ids: [], facets: [] };
  const page: [number, number][] = [];
  for (const [k, v, n] of rows) {
    if (k === 'total') result.total = n;
    else if (k === 'page') page.push([n, Number(v)]);
    else result.facets.push({ facet: k as FacetCode, value: String(v), count: n });
  }
  result.ids = page.sort((a, b) => a[0] - b[0]).map(([, id]) => id);
  return result;
};

export interface FacetLabels {
  brands: Map<string, string>;
  campaigns: Map<string, string>;
  pickups: Map<string, string>;
}

/** Labels of the facet options a listing found (brand option ids, campaign ids, pickup codes). */
export const loadFacetLabels = (db: Database, store: StoreCode, facets: FacetCount[]): FacetLabels => {
  const of = (f: FacetCode) => JSON.stringify(facets.filter((x) => x.facet === f).map((x) => x.value));
  const pairs = (sql: string, values: string) =>
    new Map(
      (prepare(db, sql).raw().all(values) as [number | string, string][]).map(([k, v]) => [String(k), v]),
    );
  return {
    brands: pairs(
      'SELECT option_id, name FROM brands WHERE CAST(option_id AS TEXT) IN (SELECT value FROM json_each(?))',
      of('brand'),
    ),
    campaigns: pairs(
      `SELECT id, ${col('name', store)} FROM campaigns WHERE CAST(id AS TEXT) IN (SELECT value FROM json_each(?))`,
      of('campaign'),
    ),
    pickups: pairs(
      'SELECT pickup_location_code, name FROM pickup_locations WHERE pickup_location_code IN (SELECT value FROM json_each(?))',
      of('pickup'),
    ),
  };
};

export interface CampaignRef {
  id: number;
  slug: string;
}
export const findCampaigns = (db: Database, values: string[]): CampaignRef[] =>
  prepare(
    db,
    `SELECT id, slug FROM campaigns WHERE CAST(id AS TEXT) IN (SELECT value FROM json_each(@v)) OR slug IN (SELECT value FROM json_each(@v))`,
  ).all({ v: JSON.stringify(values) }) as CampaignRef[];
