import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';
import type { FacetCode, FacetCount } from '@/server/store/catalog-listing';

// Labels for the facet options a listing found, and campaign lookups for the campaign filter.

export interface FacetLabels {
  brands: Map<string, string>;
  campaigns: Map<string, string>;
  pickups: Map<string, string>;
  /** attribute code → label, option id → label (filterable select attributes) */
  attributes: Map<string, string>;
  options: Map<string, string>;
}

/** Labels of the facet options a listing found (brand and attribute options, campaigns, pickup codes). */
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
    attributes: pairs(
      `SELECT code, ${col('label', store)} FROM attributes WHERE code IN (SELECT value FROM json_each(?))`,
      JSON.stringify([
        ...new Set(facets.filter((f) => f.facet.startsWith('attr:')).map((f) => f.facet.slice(5))),
      ]),
    ),
    options: pairs(
      `SELECT id, ${col('label', store)} FROM attribute_options WHERE CAST(id AS TEXT) IN (SELECT value FROM json_each(?))`,
      JSON.stringify(facets.filter((f) => f.facet.startsWith('attr:')).map((f) => f.value)),
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
