import type { Database } from 'better-sqlite3';
import { idList, prepare } from '@/server/store/catalog-sql';
import {
  applyProductRow,
  productListingSql,
  type ListingIndex,
  type ProductListingRow,
} from '@/server/store/catalog-listing-index';
import { guestTierPrices } from '@/server/store/catalog-guest-prices';

// In-place refresh of the listing index for the products logged in listing_changes (migration 050) since the
// index last looked: their price, brand, stock, names, pickup stock and attribute options are read again.
// Answers false when the change cannot be applied in place and the caller must rebuild.

const MAX_IN_PLACE = 5000;

export const applyListingChanges = (db: Database, ix: ListingIndex, last: number): boolean => {
  const ids = prepare(db, 'SELECT DISTINCT product_id FROM listing_changes WHERE id > ? AND id <= ?')
    .pluck()
    .all(ix.lastChange, last) as number[];
  if (ids.length > MAX_IN_PLACE || ids.some((id) => id >= ix.size)) return false;
  const list = idList(ids);
  const rows = prepare(db, productListingSql('p.id IN (SELECT value FROM json_each(?))'))
    .raw()
    .all(list) as ProductListingRow[];
  // a product enabled again is missing from ix.enabled: only a rebuild puts it back
  if (rows.some((r) => r[1] === 1 && ix.visibility[r[0]] === 0 && r[2] !== 0)) return false;

  const sources = prepare(
    db,
    `SELECT i.source_code, i.product_id FROM inventory_source_items i
     JOIN pickup_locations l ON l.pickup_location_code = i.source_code AND l.is_active = 1
     WHERE i.status = 1 AND i.qty > 0 AND i.product_id IN (SELECT value FROM json_each(?))`,
  )
    .raw()
    .all(list) as [string, number][];
  if (sources.some(([code]) => !ix.pickups.includes(code))) return false;
  const options = prepare(
    db,
    'SELECT attribute_id, option_id, product_id FROM product_option_values WHERE product_id IN (SELECT value FROM json_each(?))',
  )
    .raw()
    .all(list) as [number, number, number][];
  const attributes = new Map(ix.attributes.map((a) => [a.id, a]));
  if (options.some(([a, o]) => attributes.has(a) && !attributes.get(a)!.options.includes(o))) return false;

  for (const id of ids) {
    ix.visibility[id] = 0; // deleted or disabled unless its row below says otherwise
    ix.pickupBits[id] = 0;
    for (const a of ix.attributes) a.bits[id] = 0;
  }
  const tiers = guestTierPrices(db, ix.day, ids);
  for (const row of rows) applyProductRow(ix, row, tiers.get(row[0]));
  for (const [code, id] of sources) ix.pickupBits[id]! |= 1 << ix.pickups.indexOf(code);
  for (const [attributeId, optionId, id] of options) {
    const a = attributes.get(attributeId);
    if (a) a.bits[id]! |= 1 << a.options.indexOf(optionId);
  }
  ix.nameRank.clear();
  ix.lastChange = last;
  return true;
};
