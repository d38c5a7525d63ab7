import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';

// Store views and their configuration, countries and regions, pickup locations, attribute metadata.

export interface StoreViewRow {
  code: StoreCode;
  store_id: number;
  website_id: number;
  group_id: number;
  name: string;
  locale: string;
  currency: string;
  is_default: number;
  sort_order: number;
}

export const listStoreViews = (db: Database): StoreViewRow[] =>
  prepare(
    db,
    'SELECT * FROM store_views WHERE is_active = 1 ORDER BY sort_order, store_id',
  ).all() as StoreViewRow[];

type ConfigValues = ReadonlyMap<string, string | null>;
const kept = new WeakMap<Database, { version: number; values: Map<string, unknown> }>();

/**
 * What `read` answers, kept per connection until a write moves the shared counter of migration 210 (any
 * process's write to the configuration, the stores …): for what nearly every request reads and hardly ever changes.
 */
const keptWhileUnchanged = <T>(db: Database, key: string, read: () => T): T => {
  const version = prepare(db, 'SELECT n FROM catalogue_version').pluck().get() as number;
  let mine = kept.get(db);
  if (mine?.version !== version) kept.set(db, (mine = { version, values: new Map() }));
  if (!mine.values.has(key)) mine.values.set(key, read());
  return mine.values.get(key) as T;
};

/** A store view's configuration (reading its rows again cost ~30 µs of every request that needs one value of it). */
export const getStoreConfigValues = (db: Database, store: StoreCode): ConfigValues =>
  keptWhileUnchanged(db, `config/${store}`, () => {
    const rows = prepare(db, 'SELECT key, value FROM store_config WHERE store_code = ?').all(store) as {
      key: string;
      value: string | null;
    }[];
    return new Map(rows.map((r) => [r.key, r.value]));
  });

/** The stores a shopper can pick up from, in their order (every cart view reads them: ~9 µs a read). */
export const activePickupLocations = (
  db: Database,
): readonly { pickup_location_code: string; name: string }[] =>
  keptWhileUnchanged(
    db,
    'pickup',
    () =>
      prepare(
        db,
        'SELECT pickup_location_code, name FROM pickup_locations WHERE is_active = 1 ORDER BY position, name',
      ).all() as { pickup_location_code: string; name: string }[],
  );

export interface CountryRow {
  id: string;
  iso3: string;
  name_en: string;
  name_locale: string;
}
export interface RegionRow {
  id: number;
  country_id: string;
  code: string;
  name: string;
}

export const listCountries = (db: Database, store: StoreCode, id?: string): CountryRow[] =>
  prepare(
    db,
    `SELECT id, iso3, name_en, ${col('name', store)} AS name_locale FROM countries
     WHERE (@id IS NULL OR id = @id) ORDER BY position, name_en`,
  ).all({ id: id ?? null }) as CountryRow[];

export const listRegions = (db: Database, countryIds: string[]): RegionRow[] =>
  prepare(
    db,
    'SELECT id, country_id, code, name FROM regions WHERE country_id IN (SELECT value FROM json_each(?)) ORDER BY name',
  ).all(JSON.stringify(countryIds)) as RegionRow[];

export interface PickupLocationRow {
  pickup_location_code: string;
  name: string;
  email: string | null;
  fax: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
  country_id: string;
  region_id: number | null;
  region: string | null;
  city: string;
  street: string;
  postcode: string;
  phone: string | null;
  contact_name: string | null;
  opening_hours: string | null;
}

export interface PickupQuery {
  /** column → allowed values (eq/in) or LIKE pattern */
  equals: { column: PickupColumn; values: string[] }[];
  likes: { column: PickupColumn; pattern: string }[];
  /** only locations that stock every one of these product ids */
  productIds: number[] | null;
  sort: { column: PickupColumn; dir: 'ASC' | 'DESC' }[];
  limit: number;
  offset: number;
}

export const PICKUP_COLUMNS = [
  'pickup_location_code',
  'name',
  'email',
  'fax',
  'latitude',
  'longitude',
  'country_id',
  'region_id',
  'region',
  'city',
  'street',
  'postcode',
  'phone',
  'contact_name',
] as const;
export type PickupColumn = (typeof PICKUP_COLUMNS)[number];

export const searchPickupLocations = (
  db: Database,
  store: StoreCode,
  q: PickupQuery,
): { total: number; rows: PickupLocationRow[] } => {
  const where = ['is_active = 1'];
  const params: unknown[] = [];
  for (const e of q.equals) {
    where.push(`CAST(${e.column} AS TEXT) IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(e.values));
  }
  for (const l of q.likes) {
    where.push(`${l.column} LIKE ?`);
    params.push(l.pattern);
  }
  if (q.productIds?.length) {
    where.push(`(SELECT count(DISTINCT product_id) FROM inventory_source_items i
      WHERE i.source_code = pickup_location_code AND i.status = 1 AND i.qty > 0
        AND i.product_id IN (SELECT value FROM json_each(?))) = ?`);
    params.push(JSON.stringify(q.productIds), new Set(q.productIds).size);
  }
  const order = [...q.sort.map((s) => `${s.column} ${s.dir}`), 'position', 'pickup_location_code'];
  const base = `FROM pickup_locations WHERE ${where.join(' AND ')}`;
  const total = (prepare(db, `SELECT count(*) AS n ${base}`).get(...params) as { n: number }).n;
  const rows = prepare(
    db,
    `SELECT pickup_location_code, name, email, fax, ${col('description', store)} AS description, latitude,
       longitude, country_id, region_id, region, city, street, postcode, phone, contact_name, opening_hours
     ${base} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
  ).all(...params, q.limit, q.offset) as PickupLocationRow[];
  return { total, rows };
};

export const listPickupNames = (db: Database): Map<string, string> =>
  new Map(
    (
      prepare(db, 'SELECT pickup_location_code AS code, name FROM pickup_locations').all() as {
        code: string;
        name: string;
      }[]
    ).map((r) => [r.code, r.name]),
  );

export interface AttributeRow {
  id: number;
  code: string;
  entity_type: string;
  label: string;
  input_type: string;
  backend_type: string;
}
export interface AttributeOptionRow {
  id: number;
  attribute_id: number;
  label: string;
  swatch: string | null;
}

export const findAttributes = (
  db: Database,
  store: StoreCode,
  codes: { code: string; entity: string }[],
): { attributes: AttributeRow[]; options: AttributeOptionRow[] } => {
  const attributes = prepare(
    db,
    `SELECT a.id, a.code, a.entity_type, ${col('a.label', store)} AS label, a.input_type, a.backend_type
     FROM json_each(?) j JOIN attributes a
       ON a.code = json_extract(j.value, '$.code') AND a.entity_type = json_extract(j.value, '$.entity')
     ORDER BY j.key`,
  ).all(JSON.stringify(codes)) as AttributeRow[];
  const options = prepare(
    db,
    `SELECT id, attribute_id, ${col('label', store)} AS label, swatch FROM attribute_options
     WHERE attribute_id IN (SELECT value FROM json_each(?)) ORDER BY attribute_id, position, id`,
  ).all(JSON.stringify(attributes.map((a) => a.id))) as AttributeOptionRow[];
  return { attributes, options };
};

export const getAttributeByCode = (db: Database, store: StoreCode, code: string) =>
  prepare(
    db,
    `SELECT id, code, entity_type, ${col('label', store)} AS label, input_type, backend_type
     FROM attributes WHERE code = ?`,
  ).get(code) as AttributeRow | undefined;
