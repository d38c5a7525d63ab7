import type { GraphQLResolveInfo } from 'graphql';
import {
  runListing,
  type FacetCount,
  type ListingQuery,
  type SortField,
} from '@/server/store/catalog-listing';
import { findCampaigns, loadFacetLabels } from '@/server/store/catalog-facets';
import { listingTags } from '@/server/store/cache-tags';
import { getAttributeByCode } from '@/server/store/directory';
import { toFtsQuery } from '@/server/store/search';
import { searchSuggestions } from '@/server/store/search-suggestions';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { label } from '@/server/resolvers/facet-labels';
import { checkPageInRange, checkPaging, pageInfo } from '@/server/resolvers/paging';
import { selects } from '@/server/resolvers/selection';
import { idFromUid, toUid } from '@/server/resolvers/uid';

// Query.products and CategoryTree.products: Magento's argument rules, then one listing statement.

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
export interface ProductsArgs {
  search?: string | null;
  filter?: {
    category_id?: EqualFilter | null;
    category_uid?: EqualFilter | null;
    category_url_path?: EqualFilter | null;
    name?: { match?: string | null } | null;
    price?: { from?: string | null; to?: string | null } | null;
    sku?: EqualFilter | null;
    url_key?: EqualFilter | null;
    product_brand?: EqualFilter | null;
    availability?: EqualFilter | null;
    campaign?: EqualFilter | null;
    pickup_location?: EqualFilter | null;
    /** filterable select attributes (color, material, power_source, type_of_stones, size) */
    [attribute: string]: unknown;
  } | null;
  sort?: Partial<Record<SortField, 'ASC' | 'DESC' | null>> | null;
  pageSize: number;
  currentPage: number;
}

const values = (f: EqualFilter | null | undefined): string[] | null => {
  if (!f) return null;
  const list = [...(f.eq !== undefined && f.eq !== null ? [f.eq] : []), ...(f.in ?? [])];
  return list.filter((v): v is string => typeof v === 'string');
};

const ints = (list: string[] | null, what: string): number[] | null =>
  list &&
  list.map((v) => {
    const n = Number(v);
    if (!Number.isInteger(n)) throw inputError(`Invalid value "${v}" of filter ${what}.`);
    return n;
  });

const cents = (v: string | null | undefined, what: string): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw inputError(`Invalid value "${v}" of filter price.${what}.`);
  return Math.round(n * 100);
};

export const listProducts = (
  args: ProductsArgs,
  ctx: ShopContext,
  info: GraphQLResolveInfo,
  fixedCategory?: number,
) => {
  const { filter, search } = args;
  if (fixedCategory === undefined && !filter && (search === undefined || search === null))
    throw inputError("'search' or 'filter' input argument is required.");
  checkPaging(args.pageSize, args.currentPage);
  const tree = ctx.catalog.tree();

  let categoryIds: number[] | null = fixedCategory === undefined ? null : [fixedCategory];
  const catValues = [
    ...(ints(values(filter?.category_id), 'category_id') ?? []),
    ...(values(filter?.category_uid) ?? []).map(idFromUid),
    ...(values(filter?.category_url_path) ?? []).map((p) => tree.byUrlPath.get(p)?.id ?? -1),
  ];
  if (filter?.category_id || filter?.category_uid || filter?.category_url_path) categoryIds = catValues;

  const searchQuery = search === undefined || search === null ? null : toFtsQuery(search);
  const campaignValues = values(filter?.campaign);
  const stock = values(filter?.availability);
  const sort: ListingQuery['sort'] = Object.entries(args.sort ?? {})
    .filter((e): e is [SortField, 'ASC' | 'DESC'] => !!e[1])
    .filter(([f]) => f !== 'relevance' || searchQuery !== null)
    .map(([field, dir]) => ({ field, dir }));
  if (!sort.length)
    sort.push(searchQuery !== null ? { field: 'relevance', dir: 'DESC' } : { field: 'position', dir: 'ASC' });

  const wantFacets = selects(info, 'aggregations');
  const facetParent = categoryIds?.length === 1 ? categoryIds[0]! : 2;
  const query: ListingQuery = {
    store: ctx.store,
    // a search text with no words matches nothing, like an empty result from the search engine
    search: searchQuery,
    nameMatch: filter?.name?.match ? toFtsQuery(filter.name.match) : null,
    // a text with no words in it matches nothing, like an empty answer of the search engine
    matchesNothing:
      (searchQuery === null && typeof search === 'string') ||
      (!!filter?.name?.match && toFtsQuery(filter.name.match) === null),
    categoryIds,
    skus: values(filter?.sku),
    urlKeys: values(filter?.url_key),
    priceFrom: cents(filter?.price?.from, 'from'),
    priceTo: cents(filter?.price?.to, 'to'),
    brandOptionIds: ints(values(filter?.product_brand), 'product_brand'),
    inStock: stock && stock.length ? stock.includes('1') : null,
    campaignIds: campaignValues && findCampaigns(ctx.db, campaignValues).map((c) => c.id),
    pickupCodes: values(filter?.pickup_location),
    attributes: new Map(
      FILTER_ATTRIBUTES.filter((code) => filter?.[code]).map((code) => [
        code,
        ints(values(filter?.[code] as EqualFilter), code) ?? [],
      ]),
    ),
    visibility: searchQuery !== null ? [3, 4] : [2, 4],
    sort,
    limit: args.pageSize,
    offset: (args.currentPage - 1) * args.pageSize,
    facets: wantFacets
      ? { categoryIds: (tree.children.get(facetParent) ?? []).filter((c) => c.is_active).map((c) => c.id) }
      : null,
  };
  const result = runListing(ctx.db, query);
  for (const tag of listingTags(query, result)) ctx.catalog.tags.add(tag);
  checkPageInRange(result.total, args.pageSize, args.currentPage);
  return {
    // Magento: other searches to try when this one found nothing (the search text alone, filters aside)
    suggestions:
      typeof search === 'string' && searchQuery !== null && result.total === 0 && selects(info, 'suggestions')
        ? searchSuggestions(ctx.db, ctx.store, search).map((s) => ({ search: s }))
        : [],
    items: ctx.catalog.products(result.ids),
    total_count: result.total,
    page_info: pageInfo(result.total, args.pageSize, args.currentPage),
    aggregations: wantFacets ? aggregations(ctx, result.facets) : [],
    sort_fields: {
      default: searchQuery !== null ? 'relevance' : 'position',
      options: [
        ...(searchQuery !== null ? [{ label: label('relevance', ctx.store), value: 'relevance' }] : []),
        { label: label('position', ctx.store), value: 'position' },
        { label: label('name', ctx.store), value: 'name' },
        { label: label('price', ctx.store), value: 'price' },
      ],
    },
  };
};

/** Filterable select attributes exposed as filter inputs in extensions.graphql. */
const FILTER_ATTRIBUTES = ['color', 'material', 'power_source', 'type_of_stones', 'size'];

/** Magento's automatic price step: a power of ten giving at least two ranges. */
const priceOptions = (counts: FacetCount[]) => {
  if (!counts.length) return [];
  const euros = counts.map((c) => Number(c.value));
  const max = Math.max(...euros);
  let step = 10 ** Math.max(0, String(Math.floor(max)).length - 1);
  const bucketsOf = (s: number) => new Set(euros.map((e) => Math.floor(e / s))).size;
  while (step > 1 && bucketsOf(step) < 2) step /= 10;
  const buckets = new Map<number, number>();
  for (const c of counts) {
    const b = Math.floor(Number(c.value) / step);
    buckets.set(b, (buckets.get(b) ?? 0) + c.count);
  }
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([b, count]) => ({
      label: `${b * step}-${(b + 1) * step}`,
      value: `${b * step}_${(b + 1) * step}`,
      count,
    }));
};

const aggregations = (ctx: ShopContext, facets: FacetCount[]) => {
  const of = (f: FacetCount['facet']) => facets.filter((x) => x.facet === f);
  const labels = loadFacetLabels(ctx.db, ctx.store, facets);
  const tree = ctx.catalog.tree();
  const byCount = <T extends { count: number; label: string }>(list: T[]) =>
    list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, ctx.store));
  const list = [
    {
      attribute_code: 'category_uid',
      label: label('category', ctx.store),
      options: of('category')
        .map((c) => ({ id: Number(c.value), count: c.count, row: tree.byId.get(Number(c.value)) }))
        .filter((c) => c.row)
        .sort((a, b) => a.row!.position - b.row!.position)
        .map((c) => ({ label: c.row!.name, value: toUid(c.id), count: c.count })),
    },
    { attribute_code: 'price', label: label('price', ctx.store), options: priceOptions(of('price')) },
    {
      attribute_code: 'product_brand',
      label: getAttributeByCode(ctx.db, ctx.store, 'product_brand')?.label ?? label('brand', ctx.store),
      options: byCount(
        of('brand').map((c) => ({
          label: labels.brands.get(c.value) ?? c.value,
          value: c.value,
          count: c.count,
        })),
      ),
    },
    ...[...new Set(facets.filter((f) => f.facet.startsWith('attr:')).map((f) => f.facet))].map(
      (facetCode) => {
        const code = facetCode.slice(5);
        return {
          attribute_code: code,
          label: labels.attributes.get(code) ?? code,
          options: of(facetCode as FacetCount['facet']).map((c) => ({
            label: labels.options.get(c.value) ?? c.value,
            value: c.value,
            count: c.count,
          })),
        };
      },
    ),
    {
      attribute_code: 'availability',
      label: label('availability', ctx.store),
      options: of('stock')
        .sort((a, b) => Number(b.value) - Number(a.value))
        .map((c) => ({
          label: label(c.value === '1' ? 'inStock' : 'outOfStock', ctx.store),
          value: c.value,
          count: c.count,
        })),
    },
    {
      attribute_code: 'campaign',
      label: label('campaign', ctx.store),
      options: byCount(
        of('campaign').map((c) => ({
          label: labels.campaigns.get(c.value) ?? c.value,
          value: c.value,
          count: c.count,
        })),
      ),
    },
    {
      attribute_code: 'pickup_location',
      label: label('pickup', ctx.store),
      options: of('pickup')
        .map((c) => ({ label: labels.pickups.get(c.value) ?? c.value, value: c.value, count: c.count }))
        .sort((a, b) => a.label.localeCompare(b.label, ctx.store)),
    },
  ];
  return list
    .filter((a) => a.options.length > 0)
    .map((a, position) => ({ ...a, count: a.options.length, position }));
};
