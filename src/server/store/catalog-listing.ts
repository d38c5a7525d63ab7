import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';
import { getListingIndex, nameRanks } from '@/server/store/catalog-listing-index';
import { relevanceOrder } from '@/server/store/search-rank';

// The products listing: filter, sort, page and facet counts over the in-memory listing index
// (catalog-listing-index.ts); SQL is used only for the id sets of search, name match, sku and url_key.

export type SortField = 'relevance' | 'name' | 'price' | 'position';
/** 'attr:<code>' for the filterable select attributes (color, material, ...) */
export type FacetCode = 'price' | 'brand' | 'stock' | 'campaign' | 'pickup' | 'category' | `attr:${string}`;

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
  /** filterable select attributes by code → allowed option ids */
  attributes: Map<string, number[]>;
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

// Facet filter bits: a product is in the result when its mask is 0; a facet counts products whose mask has
// no bit other than its own (standard faceting: every facet respects all OTHER active filters).
const PRICE = 1;
const BRAND = 2;
const STOCK = 4;
const CAMPAIGN = 8;
const PICKUP = 16;
/** bit of the i-th filterable attribute */
const ATTR = (i: number) => 32 << i;

interface Scratch {
  ids: Int32Array;
  masks: Uint32Array;
  inResult: Uint8Array;
  /** the facets' counters (price per euro, bit-set combinations), zeroed when handed out */
  counters: Map<string, Int32Array>;
}
const scratches = new WeakMap<object, Scratch>();
const scratchOf = (ix: { size: number }, n: number): Scratch => {
  let s = scratches.get(ix);
  if (!s || s.ids.length < n) {
    const len = Math.max(n, s?.ids.length ?? 0, 1024);
    s = {
      ids: new Int32Array(len),
      masks: new Uint32Array(len),
      inResult: new Uint8Array(ix.size),
      counters: s?.counters ?? new Map(),
    };
    scratches.set(ix, s);
  }
  return s;
};

const ftsIds = (db: Database, match: string): Map<number, number> =>
  new Map(
    prepare(db, 'SELECT rowid, rank FROM product_search WHERE product_search MATCH ?').raw().all(match) as [
      number,
      number,
    ][],
  );

const idsWhere = (db: Database, column: string, values: string[]): Set<number> =>
  new Set(
    prepare(db, `SELECT id FROM products WHERE ${column} IN (SELECT value FROM json_each(?))`)
      .pluck()
      .all(JSON.stringify(values)) as number[],
  );

export const runListing = (db: Database, q: ListingQuery): ListingResult => {
  const ix = getListingIndex(db);
  const empty: ListingResult = { total: 0, ids: [], facets: [] };
  if (q.matchesNothing) return empty;

  // 1. candidates: the category list (in position order), or a small id set from SQL (search, sku, url_key, name)
  let rank: Map<number, number> | null = null;
  const sets: Set<number>[] = [];
  if (q.search) {
    // the search box's order (search-rank.ts): a product's place in it
    rank = new Map(relevanceOrder(db, q.store, q.search).map((id, place) => [id, place]));
    sets.push(new Set(rank.keys()));
  }
  if (q.nameMatch) sets.push(new Set(ftsIds(db, `{${col('name', q.store)} sku} : (${q.nameMatch})`).keys()));
  if (q.skus) sets.push(idsWhere(db, 'sku', q.skus));
  if (q.urlKeys) sets.push(idsWhere(db, col('url_key', q.store), q.urlKeys));

  let ordered: ArrayLike<number>;
  if (q.categoryIds) {
    const lists = q.categoryIds.map((id) => ix.categories.get(id) ?? new Int32Array(0));
    if (lists.length === 1) ordered = lists[0]!;
    else {
      const seen = new Set<number>();
      for (const l of lists) for (const id of l) seen.add(id);
      ordered = Array.from(seen);
    }
  } else if (sets.length) {
    ordered = Array.from(sets[0]!).sort((a, b) => a - b);
  } else ordered = ix.enabled;
  const restrict = sets.length ? sets : null;

  // 2. one pass: visibility, base restrictions, facet masks
  const visible = new Uint8Array(8);
  for (const v of q.visibility) if (v < 8) visible[v] = 1;
  const brands = q.brandOptionIds ? new Set(q.brandOptionIds) : null;
  const bitsFor = <K>(wanted: K[] | null, keys: K[]) =>
    wanted ? wanted.reduce((m, k) => (keys.includes(k) ? m | (1 << keys.indexOf(k)) : m), 0) : -1;
  const campaignSel = bitsFor(q.campaignIds, ix.campaigns);
  const pickupSel = bitsFor(q.pickupCodes, ix.pickups);
  const from = q.priceFrom ?? -Infinity;
  const to = q.priceTo ?? Infinity;
  const wantStock = q.inStock === null ? -1 : q.inStock ? 1 : 0;
  const attrSel = ix.attributes.map((a) => bitsFor(q.attributes.get(a.code) ?? null, a.options));

  const n = ordered.length;
  // scratch buffers live with the index and are reused: all of this runs synchronously
  const scratch = scratchOf(ix, n);
  const ids = scratch.ids;
  const masks = scratch.masks;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const id = ordered[i]!;
    if (id >= ix.size || !visible[ix.visibility[id]!]) continue;
    if (restrict && !restrict.every((s) => s.has(id))) continue;
    let mask = 0;
    const price = ix.price[id]!;
    if (price < from || price > to) mask |= PRICE;
    if (brands && !brands.has(ix.brand[id]!)) mask |= BRAND;
    if (wantStock >= 0 && ix.inStock[id] !== wantStock) mask |= STOCK;
    if (campaignSel >= 0 && (ix.campaignBits[id]! & campaignSel) === 0) mask |= CAMPAIGN;
    if (pickupSel >= 0 && (ix.pickupBits[id]! & pickupSel) === 0) mask |= PICKUP;
    for (let a = 0; a < attrSel.length; a++)
      if (attrSel[a]! >= 0 && (ix.attributes[a]!.bits[id]! & attrSel[a]!) === 0) mask |= ATTR(a);
    ids[count] = id;
    masks[count] = mask;
    count++;
  }

  // 3. the page; a candidate's index in `ids` is its listing position
  const passing: number[] = [];
  for (let k = 0; k < count; k++) if (masks[k] === 0) passing.push(k);
  const names = q.sort.some((s) => s.field === 'name') ? nameRanks(ix, q.store) : null;
  const key = (field: SortField, k: number): number => {
    const id = ids[k]!;
    if (field === 'price') return ix.price[id]!;
    if (field === 'name') return names![id]!;
    if (field === 'relevance') return -(rank?.get(id) ?? 0); // an earlier place is more relevant
    return k;
  };
  const inPositionOrder = q.sort.length === 1 && q.sort[0]!.field === 'position' && q.sort[0]!.dir === 'ASC';
  if (!inPositionOrder) {
    // precomputed numeric keys (direction folded in) keep the comparator cheap on ~20k candidates
    const keys = q.sort.map((s) => {
      const arr = new Float64Array(count);
      const sign = s.dir === 'DESC' ? -1 : 1;
      for (const k of passing) arr[k] = sign * key(s.field, k);
      return arr;
    });
    passing.sort((a, b) => {
      for (const arr of keys) {
        const d = arr[a]! - arr[b]!;
        if (d !== 0) return d;
      }
      return ids[a]! - ids[b]!;
    });
  }
  const result: ListingResult = {
    total: passing.length,
    ids: passing.slice(q.offset, q.offset + q.limit).map((k) => ids[k]!),
    facets: [],
  };
  if (!q.facets) return result;

  // 4. facet counts. Only candidates failing no filter, or exactly one (that facet's own), count anywhere.
  // Multi-valued facets count per bit-set combination (one increment per product), expanded to bits after.
  // The counters are reused (a 16-option facet's combinations alone are 256 KB): allocated anew for every listing,
  // they and the price counts' entry pairs were over a third of the ~1 MB an uncached listing allocated.
  const counter = (name: string, length: number) => {
    const c = scratch.counters.get(name);
    if (c?.length === length) return c.fill(0);
    const fresh = new Int32Array(length);
    scratch.counters.set(name, fresh);
    return fresh;
  };
  const price = counter('price', Math.floor(ix.maxPrice / 100) + 1);
  const brand = counter('brand', ix.maxBrand + 1);
  const stock = [0, 0];
  const combos = (name: string, bits: number) => (bits <= 16 ? counter(name, 1 << bits) : null);
  const campaignCombos = combos('campaign', ix.campaigns.length);
  const pickupCombos = combos('pickup', ix.pickups.length);
  const attrCombos = ix.attributes.map((a, i) => combos(`attr ${i}`, a.options.length));
  const attrCount = ix.attributes.map(() => new Int32Array(32));
  const campaignCount = new Int32Array(32);
  const pickupCount = new Int32Array(32);
  const addBits = (bits: number, into: Int32Array) => {
    for (let i = 0; bits; bits >>>= 1, i++) if (bits & 1) into[i]! += 1;
  };
  const inResult = scratch.inResult; // all zero between calls: set bits are cleared below
  for (let k = 0; k < count; k++) {
    const mask = masks[k]!;
    if ((mask & (mask - 1)) !== 0) continue; // fails two filters: counts in no facet
    const id = ids[k]!;
    if (mask === 0) inResult[id] = 1;
    if (mask === 0 || mask === PRICE) price[Math.floor(ix.price[id]! / 100)]! += 1;
    if (mask === 0 || mask === BRAND) brand[ix.brand[id]!]! += 1;
    if (mask === 0 || mask === STOCK) stock[ix.inStock[id] ? 1 : 0]! += 1;
    if (mask === 0 || mask === CAMPAIGN) {
      if (campaignCombos) campaignCombos[ix.campaignBits[id]!]! += 1;
      else addBits(ix.campaignBits[id]!, campaignCount);
    }
    if (mask === 0 || mask === PICKUP) {
      if (pickupCombos) pickupCombos[ix.pickupBits[id]!]! += 1;
      else addBits(ix.pickupBits[id]!, pickupCount);
    }
    for (let a = 0; a < attrCombos.length; a++)
      if (mask === 0 || mask === ATTR(a)) {
        const c = attrCombos[a];
        if (c) c[ix.attributes[a]!.bits[id]!]! += 1;
        else addBits(ix.attributes[a]!.bits[id]!, attrCount[a]!);
      }
  }
  const expand = (c: Int32Array | null, into: Int32Array) => {
    if (c)
      for (let bits = 1; bits < c.length; bits++)
        if (c[bits]) for (let b = bits, i = 0; b; b >>>= 1, i++) if (b & 1) into[i]! += c[bits]!;
  };
  expand(campaignCombos, campaignCount);
  expand(pickupCombos, pickupCount);
  attrCombos.forEach((c, a) => expand(c, attrCount[a]!));
  const facets = result.facets;
  const push = (facet: FacetCode, entries: Iterable<[number | string, number]>) => {
    for (const [value, c] of entries) if (c > 0) facets.push({ facet, value: String(value), count: c });
  };
  const nonZero = (arr: Int32Array) => {
    const entries: [number, number][] = [];
    for (let i = 0; i < arr.length; i++) if (arr[i]! > 0) entries.push([i, arr[i]!]);
    return entries;
  };
  push('price', nonZero(price));
  push(
    'brand',
    nonZero(brand).filter(([b]) => b !== 0),
  );
  push('stock', [
    [1, stock[1]!],
    [0, stock[0]!],
  ]);
  push(
    'campaign',
    ix.campaigns.map((c, i) => [c, campaignCount[i]!] as [number, number]),
  );
  push(
    'pickup',
    ix.pickups.map((c, i) => [c, pickupCount[i]!] as [string, number]),
  );
  ix.attributes.forEach((a, i) =>
    push(
      `attr:${a.code}`,
      a.options.map((o, k) => [o, attrCount[i]![k]!] as [number, number]),
    ),
  );
  push(
    'category',
    q.facets.categoryIds.map((c) => {
      let hits = 0;
      for (const id of ix.categories.get(c) ?? []) hits += inResult[id]!;
      return [c, hits] as [number, number];
    }),
  );
  for (let k = 0; k < count; k++) inResult[ids[k]!] = 0;
  return result;
};
