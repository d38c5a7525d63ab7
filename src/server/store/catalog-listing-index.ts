import type { Database } from 'better-sqlite3';
import { prepare, today, type StoreCode } from '@/server/store/catalog-sql';
import { applyListingChanges } from '@/server/store/catalog-listing-changes';
import { guestTierPrices } from '@/server/store/catalog-guest-prices';

// In-memory listing index: the few columns a category listing filters, sorts and counts by, held in typed
// arrays indexed by product id, plus category, campaign and pickup-stock membership lists. Reading these for
// every request would touch one 4 KB products page per candidate (a department has ~20k); built once per
// process, a listing with all its facet counts is a loop over typed arrays.
//
// Freshness, in every worker process (issue 15 item 5): products whose stock, price, status or options change are
// logged by the triggers of migration 050 (listing_changes) and refreshed in place on the next request, whoever
// wrote them. A full rebuild happens when the catalogue's shape changes (category or campaign membership, pickup
// points, attributes, tier prices …: the shared counter of migration 150, also bumped by invalidateListingIndex),
// products are added (max id), or the day changes (special prices and campaigns are valid by date). Commits that
// touch none of these (carts, orders, customers) cost one small query per listing, never a rebuild.

export interface ListingIndex {
  fingerprint: string;
  /** highest listing_changes id applied (migration 050) */
  lastChange: number;
  day: string;
  size: number;
  /** all enabled product ids, ascending */
  enabled: Int32Array;
  visibility: Uint8Array;
  /** the price a guest sees in cents: the special price when active on `day`, or a lower guest tier price */
  price: Int32Array;
  /** product_brand option id, 0 = none */
  brand: Int32Array;
  maxBrand: number;
  maxPrice: number;
  inStock: Uint8Array;
  /**
   * 1 for services, digital goods and sets (virtual, downloadable, gift card, bundle, grouped): search ranks
   * them after the goods themselves that match as well (search-rank.ts)
   */
  secondary: Uint8Array;
  /** category id → product ids in listing position order */
  categories: Map<number, Int32Array>;
  /** active campaign ids; bit i of campaignBits[id] = member of campaigns[i] */
  campaigns: number[];
  campaignBits: Uint32Array;
  /** active pickup location codes; bit i of pickupBits[id] = in stock at pickups[i] */
  pickups: string[];
  pickupBits: Uint32Array;
  /** filterable select attributes (product_brand excluded: it has its own array) */
  attributes: AttributeBits[];
  names: Map<StoreCode, string[]>;
  nameRank: Map<StoreCode, Int32Array>;
}

export interface AttributeBits {
  id: number;
  code: string;
  /** option ids; bit i of bits[id] = the product has options[i] */
  options: number[];
  bits: Uint32Array;
}

const indexes = new WeakMap<Database, ListingIndex>();

/**
 * For catalogue edits no trigger sees: every process (this one included) rebuilds on its next read, and forgets
 * its cached answers (the counter of migration 210).
 */
export const invalidateListingIndex = (db: Database) => {
  prepare(db, 'UPDATE listing_epoch SET n = n + 1').run();
  prepare(db, 'UPDATE catalogue_version SET n = n + 1').run();
};

interface Versions {
  epoch: number;
  maxId: number;
  lastChange: number;
}

// one read of the three counters, in one snapshot
const versionsOf = (db: Database): Versions =>
  prepare(
    db,
    `SELECT (SELECT n FROM listing_epoch) AS epoch, coalesce((SELECT max(id) FROM products), 0) AS maxId,
       coalesce((SELECT max(id) FROM listing_changes), 0) AS lastChange`,
  ).get() as Versions;

export const getListingIndex = (db: Database): ListingIndex => {
  const day = today();
  const versions = versionsOf(db);
  const fingerprint = `${day}:${versions.epoch}:${versions.maxId}`;
  const current = indexes.get(db);
  if (current && current.fingerprint === fingerprint) {
    const last = versions.lastChange;
    if (last === current.lastChange) return current;
    if (last > current.lastChange && applyListingChanges(db, current, last)) return current;
  }
  pruneChanges(db);
  const built = buildListingIndex(db, day, fingerprint);
  // read before the build: a change made during it is applied next time
  built.lastChange = versions.lastChange;
  indexes.set(db, built);
  return built;
};

// An index never outlives its day (the fingerprint has the date), so day-old change rows are never read again.
const pruneChanges = (db: Database) => {
  if (db.readonly) return;
  // the newest row stays, so rowids are never handed out again
  prepare(
    db,
    `DELETE FROM listing_changes WHERE changed_at < datetime('now', '-1 day')
       AND id < (SELECT max(id) FROM listing_changes)`,
  ).run();
};

export type ProductListingRow = [
  id: number,
  status: number,
  visibility: number,
  minPrice: number,
  special: number | null,
  specialFrom: string | null,
  specialTo: string | null,
  brand: number,
  inStock: number,
  nameEt: string,
  nameRu: string,
  secondary: number,
];
/** Product types search ranks after the goods themselves (see ListingIndex.secondary). */
const SECONDARY_TYPES = ['virtual', 'downloadable', 'giftcard', 'bundle', 'grouped'];

export const productListingSql = (where: string) =>
  `SELECT p.id, p.status, p.visibility, p.min_price, p.special_price, p.special_from_date, p.special_to_date,
     COALESCE(b.option_id, 0), COALESCE(inv.stock_status, 0), p.name_et, p.name_ru,
     p.type_id IN (${SECONDARY_TYPES.map((t) => `'${t}'`).join(', ')})
   FROM products p LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN product_inventory inv ON inv.product_id = p.id
   WHERE ${where} ORDER BY p.id`;

/** Writes one product's listing columns into the index; a disabled product gets visibility 0. */
export const applyProductRow = (ix: ListingIndex, row: ProductListingRow, guestTier?: number) => {
  const [id, status, vis, min, special, from, to, brand, stock, et, ru, secondary] = row;
  const active =
    special !== null &&
    special < min &&
    (!from || from.slice(0, 10) <= ix.day) &&
    (!to || to.slice(0, 10) >= ix.day);
  ix.visibility[id] = status === 1 ? vis : 0;
  const own = active ? special : min;
  ix.price[id] = guestTier !== undefined && guestTier < own ? guestTier : own;
  ix.brand[id] = brand;
  ix.maxBrand = Math.max(ix.maxBrand, brand);
  ix.maxPrice = Math.max(ix.maxPrice, ix.price[id]!);
  ix.inStock[id] = stock;
  ix.secondary[id] = secondary;
  ix.names.get('et')![id] = et;
  ix.names.get('ru')![id] = ru;
};

const buildListingIndex = (db: Database, day: string, fingerprint: string): ListingIndex => {
  const rows = prepare(db, productListingSql('p.status = 1')).raw().all() as ProductListingRow[];
  const size = (rows.length ? rows[rows.length - 1]![0] : 0) + 1;
  const ix: ListingIndex = {
    fingerprint,
    lastChange: 0,
    day,
    size,
    enabled: new Int32Array(rows.length),
    visibility: new Uint8Array(size),
    price: new Int32Array(size),
    brand: new Int32Array(size),
    maxBrand: 0,
    maxPrice: 0,
    inStock: new Uint8Array(size),
    secondary: new Uint8Array(size),
    categories: new Map(),
    campaigns: [],
    campaignBits: new Uint32Array(size),
    pickups: [],
    pickupBits: new Uint32Array(size),
    names: new Map([
      ['et', new Array<string>(size)],
      ['ru', new Array<string>(size)],
    ]),
    nameRank: new Map(),
    attributes: [],
  };
  const tiers = guestTierPrices(db, day);
  rows.forEach((row, i) => {
    ix.enabled[i] = row[0];
    applyProductRow(ix, row, tiers.get(row[0]));
  });

  const memberships = prepare(
    db,
    'SELECT category_id, product_id FROM category_products ORDER BY category_id, position, product_id',
  )
    .raw()
    .all() as [number, number][];
  let start = 0;
  for (let i = 1; i <= memberships.length; i++) {
    if (i === memberships.length || memberships[i]![0] !== memberships[start]![0]) {
      const list = new Int32Array(i - start);
      for (let k = start; k < i; k++) list[k - start] = memberships[k]![1];
      ix.categories.set(memberships[start]![0], list);
      start = i;
    }
  }

  // at most 32 campaigns / pickup locations fit the bit sets (the shop has 3 and 10); more are ignored
  const bitsOf = <K>(pairs: [K, number][], keys: K[], bits: Uint32Array) => {
    const slot = new Map<K, number>();
    for (const [key, id] of pairs) {
      if (id >= size) continue;
      let i = slot.get(key);
      if (i === undefined) {
        if (keys.length >= 32) continue;
        i = keys.length;
        keys.push(key);
        slot.set(key, i);
      }
      bits[id]! |= 1 << i;
    }
  };
  bitsOf(
    prepare(
      db,
      `SELECT x.campaign_id, x.product_id FROM campaign_products x JOIN campaigns c ON c.id = x.campaign_id
       WHERE c.is_active = 1 AND substr(c.date_from, 1, 10) <= ? AND substr(c.date_to, 1, 10) >= ?
       ORDER BY c.position, c.id`,
    )
      .raw()
      .all(day, day) as [number, number][],
    ix.campaigns,
    ix.campaignBits,
  );
  bitsOf(
    prepare(
      db,
      `SELECT i.source_code, i.product_id FROM inventory_source_items i
       JOIN pickup_locations l ON l.pickup_location_code = i.source_code AND l.is_active = 1
       WHERE i.status = 1 AND i.qty > 0 ORDER BY l.position, i.source_code`,
    )
      .raw()
      .all() as [string, number][],
    ix.pickups,
    ix.pickupBits,
  );
  const attributes = prepare(
    db,
    `SELECT id, code FROM attributes WHERE is_filterable = 1 AND input_type IN ('select', 'multiselect')
       AND code <> 'product_brand' ORDER BY position, id`,
  ).all() as { id: number; code: string }[];
  const values = prepare(
    db,
    `SELECT v.attribute_id, v.option_id, v.product_id FROM product_option_values v
     JOIN attributes a ON a.id = v.attribute_id AND a.is_filterable = 1 AND a.code <> 'product_brand'
     ORDER BY v.attribute_id, v.option_id`,
  )
    .raw()
    .all() as [number, number, number][];
  const byAttribute = new Map<number, [number, number][]>();
  for (const [attributeId, optionId, productId] of values) {
    const list = byAttribute.get(attributeId);
    if (list) list.push([optionId, productId]);
    else byAttribute.set(attributeId, [[optionId, productId]]);
  }
  for (const a of attributes) {
    const bits: AttributeBits = { id: a.id, code: a.code, options: [], bits: new Uint32Array(size) };
    bitsOf(byAttribute.get(a.id) ?? [], bits.options, bits.bits);
    ix.attributes.push(bits);
  }
  return ix;
};

/** Position of every product in name order for a store view (computed on first use). */
export const nameRanks = (ix: ListingIndex, store: StoreCode): Int32Array => {
  let ranks = ix.nameRank.get(store);
  if (!ranks) {
    const names = ix.names.get(store)!;
    const collator = new Intl.Collator(store === 'ru' ? 'ru' : 'et', { sensitivity: 'base', numeric: true });
    const ids = Array.from(ix.enabled);
    ids.sort((a, b) => collator.compare(names[a] ?? '', names[b] ?? ''));
    ranks = new Int32Array(ix.size);
    ids.forEach((id, i) => (ranks![id] = i));
    ix.nameRank.set(store, ranks);
  }
  return ranks;
};
