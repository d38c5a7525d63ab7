import {
  PICKUP_COLUMNS,
  findAttributes,
  listCountries,
  listRegions,
  searchPickupLocations,
  type PickupColumn,
  type PickupQuery,
} from '@/server/store/directory';
import { findProductIdsBySku } from '@/server/store/catalog-products';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError, noSuchEntity } from '@/server/resolvers/errors';
import { checkPaging, pageInfo } from '@/server/resolvers/paging';

// countries, country, pickupLocations and customAttributeMetadata.

const countriesWithRegions = (ctx: ShopContext, id?: string) => {
  const countries = listCountries(ctx.db, ctx.store, id);
  const regions = listRegions(
    ctx.db,
    countries.map((c) => c.id),
  );
  return countries.map((c) => {
    const own = regions.filter((r) => r.country_id === c.id);
    return {
      id: c.id,
      two_letter_abbreviation: c.id,
      three_letter_abbreviation: c.iso3,
      full_name_english: c.name_en,
      full_name_locale: c.name_locale,
      available_regions: own.length ? own.map((r) => ({ id: r.id, code: r.code, name: r.name })) : null,
    };
  });
};

interface FilterType {
  eq?: string | null;
  in?: (string | null)[] | null;
  like?: string | null;
}

const PICKUP_FILTERS = [
  'city',
  'country_id',
  'pickup_location_code',
  'postcode',
  'region',
  'region_id',
  'street',
] as const;

export const directoryQueries = {
  countries: (_: unknown, __: unknown, ctx: ShopContext) => countriesWithRegions(ctx),
  country: (_: unknown, args: { id?: string | null }, ctx: ShopContext) => {
    const [country] = args.id ? countriesWithRegions(ctx, args.id.toUpperCase()) : [];
    if (!country) throw noSuchEntity("The country isn't available.");
    return country;
  },
  pickupLocations: (
    _: unknown,
    args: {
      filters?: Partial<Record<(typeof PICKUP_FILTERS)[number], FilterType | null>> | null;
      sort?: Partial<Record<string, 'ASC' | 'DESC' | null>> | null;
      productsInfo?: ({ sku: string } | null)[] | null;
      pageSize: number;
      currentPage: number;
    },
    ctx: ShopContext,
  ) => {
    checkPaging(args.pageSize, args.currentPage);
    const q: PickupQuery = {
      equals: [],
      likes: [],
      productIds: null,
      sort: [],
      limit: args.pageSize,
      offset: (args.currentPage - 1) * args.pageSize,
    };
    for (const column of PICKUP_FILTERS) {
      const f = args.filters?.[column];
      if (!f) continue;
      const values = [...(f.eq ? [f.eq] : []), ...(f.in ?? [])].filter(
        (v): v is string => typeof v === 'string',
      );
      if (f.eq !== undefined || f.in !== undefined) q.equals.push({ column, values });
      if (f.like) q.likes.push({ column, pattern: f.like });
    }
    for (const [key, dir] of Object.entries(args.sort ?? {})) {
      if (!dir || key === 'distance') continue; // distance needs an area search, which this server does not geocode
      if (!(PICKUP_COLUMNS as readonly string[]).includes(key))
        throw inputError(`Unknown sort field ${key}.`);
      q.sort.push({ column: key as PickupColumn, dir });
    }
    const skus = (args.productsInfo ?? []).filter((p): p is { sku: string } => !!p).map((p) => p.sku);
    if (skus.length) {
      const ids = findProductIdsBySku(ctx.db, skus);
      q.productIds = ids.length === skus.length ? ids : [-1];
    }
    const { total, rows } = searchPickupLocations(ctx.db, ctx.store, q);
    return { items: rows, total_count: total, page_info: pageInfo(total, args.pageSize, args.currentPage) };
  },
  customAttributeMetadata: (
    _: unknown,
    args: { attributes: { attribute_code?: string | null; entity_type?: string | null }[] },
    ctx: ShopContext,
  ) => {
    const wanted = args.attributes.map((a) => {
      if (!a.attribute_code) throw inputError('Missing attribute_code for the input Attribute.');
      return { code: a.attribute_code, entity: a.entity_type || 'catalog_product' };
    });
    const { attributes, options } = findAttributes(ctx.db, ctx.store, wanted);
    return {
      items: attributes.map((a) => ({
        attribute_code: a.code,
        entity_type: a.entity_type,
        attribute_type: a.backend_type,
        input_type: a.input_type,
        attribute_options: options
          .filter((o) => o.attribute_id === a.id)
          .map((o) => ({ label: o.label, value: String(o.id) })),
      })),
    };
  },
};
