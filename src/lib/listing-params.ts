import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

// spec §2 listing query parameters: page, sort, term, itemsPerPage, display, period; filters as f.{name}.
// Invalid values are dropped (fall back to the default), parsing never throws.

export const SORT_VALUES = ['', 'name_ASC', 'name_DESC', 'price_ASC', 'price_DESC'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

// spec §9: sort options
export const SORT_OPTIONS: readonly { value: SortValue; label: MessageDescriptor }[] = [
  { value: '', label: msg`Default` },
  { value: 'name_ASC', label: msg`Name A-Z` },
  { value: 'name_DESC', label: msg`Name Z-A` },
  { value: 'price_ASC', label: msg`Price low to high` },
  { value: 'price_DESC', label: msg`Price high to low` },
];

// spec §9: page sizes 10, 20, 50 (default 20)
export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const DISPLAY_MODES = ['grid', 'list'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

// spec §5/§9: search and in-tree filtering act only on terms of at least 3 characters
export const SEARCH_MIN_LENGTH = 3;
export const isSearchableTerm = (term: string | null | undefined): boolean =>
  (term ?? '').trim().length >= SEARCH_MIN_LENGTH;

export const FILTER_PREFIX = 'f.';
export const PRICE_FILTER = 'price';
export const IN_STOCK_FILTER = 'availability';
// spec §5: in-stock default value 1
export const IN_STOCK_DEFAULT = '1';
// spec §9: in-stock filter labels
export const IN_STOCK_OPTIONS: readonly { value: '1' | '0'; label: MessageDescriptor }[] = [
  { value: '1', label: msg`Show only in-stock items` },
  { value: '0', label: msg`Show all products` },
];
const SINGLE_VALUED = new Set([PRICE_FILTER, IN_STOCK_FILTER]);
// spec §9: the filter attribute type_of_stones renders as radio, others as checkboxes
const RADIO_FILTERS = new Set(['type_of_stones']);

export type FilterInput = 'radio' | 'checkbox' | 'range' | 'in-stock';
export const filterInputType = (name: string): FilterInput =>
  name === PRICE_FILTER
    ? 'range'
    : name === IN_STOCK_FILTER
      ? 'in-stock'
      : RADIO_FILTERS.has(name)
        ? 'radio'
        : 'checkbox';

export const isSingleValuedFilter = (name: string): boolean =>
  SINGLE_VALUED.has(name) || RADIO_FILTERS.has(name);

/** Filter values by attribute code. Price holds one `from_to` value, availability one '1' or '0'. */
export type ListingFilters = Record<string, string[]>;

export interface ListingParams {
  page: number;
  sort: SortValue;
  term: string;
  itemsPerPage: PageSize;
  display: DisplayMode;
  period: string;
  filters: ListingFilters;
}

export const DEFAULT_LISTING_PARAMS: ListingParams = {
  page: 1,
  sort: '',
  term: '',
  itemsPerPage: DEFAULT_PAGE_SIZE,
  display: 'grid',
  period: '',
  filters: { [IN_STOCK_FILTER]: [IN_STOCK_DEFAULT] },
};

const scalar = v.union([v.string(), v.number()]);
const asText = v.pipe(
  scalar,
  v.transform((x) => String(x).trim()),
);
// spec §2: page must be a positive number
export const pageSchema = v.fallback(
  v.pipe(
    asText,
    v.regex(/^\d+$/),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(Number.MAX_SAFE_INTEGER),
  ),
  1,
);
export const sortSchema = v.fallback(v.pipe(asText, v.picklist(SORT_VALUES)), '' as SortValue);
export const itemsPerPageSchema = v.fallback(
  v.pipe(asText, v.transform(Number), v.picklist(PAGE_SIZES)),
  DEFAULT_PAGE_SIZE,
);
export const displaySchema = v.fallback(v.pipe(asText, v.picklist(DISPLAY_MODES)), 'grid' as DisplayMode);
export const textSchema = v.fallback(asText, '');

const PRICE_RE = /^(\d+(?:\.\d+)?|\*)?_(\d+(?:\.\d+)?|\*)?$/;
export interface PriceRange {
  from: number | null;
  to: number | null;
}
/** spec §5: price filter values are joined as from_to; either end may be open ('' or '*'). */
export const parsePriceValue = (value: string): PriceRange | null => {
  const m = PRICE_RE.exec(value);
  if (!m) return null;
  const num = (s: string | undefined) => (s === undefined || s === '*' ? null : Number(s));
  const range = { from: num(m[1]), to: num(m[2]) };
  if (range.from === null && range.to === null) return null;
  if (range.from !== null && range.to !== null && range.from > range.to) return null;
  return range;
};
export const formatPriceValue = ({ from, to }: PriceRange): string => `${from ?? ''}_${to ?? ''}`;

const listValues = (raw: unknown): string[] => {
  const parts = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const part of parts) {
    const r = v.safeParse(asText, part);
    if (!r.success) continue;
    for (const piece of r.output.split(',')) {
      const value = piece.trim();
      if (value && !out.includes(value)) out.push(value);
    }
  }
  return out;
};

/** Values of one `f.{name}` parameter, or null when the whole parameter is invalid (then dropped). */
export const parseFilterValues = (name: string, raw: unknown): string[] | null => {
  if (!/^[a-z0-9_]+$/i.test(name)) return null;
  const values = listValues(raw);
  if (name === PRICE_FILTER) {
    const first = values.length === 1 ? values[0] : undefined;
    const range = first === undefined ? null : parsePriceValue(first);
    return range ? [formatPriceValue(range)] : null;
  }
  if (name === IN_STOCK_FILTER) {
    return values.length === 1 && (values[0] === '1' || values[0] === '0') ? values : null;
  }
  if (RADIO_FILTERS.has(name)) return values.length === 1 ? values : null;
  return values.length > 0 ? values : null;
};

/** Parse router or URLSearchParams-like input into listing params; never throws. */
export const parseListingParams = (input: Record<string, unknown> | URLSearchParams): ListingParams => {
  const record: Record<string, unknown> = {};
  if (input instanceof URLSearchParams) {
    for (const key of new Set(input.keys())) {
      const all = input.getAll(key);
      record[key] = all.length === 1 ? all[0] : all;
    }
  } else Object.assign(record, input);

  const filters: ListingFilters = { [IN_STOCK_FILTER]: [IN_STOCK_DEFAULT] };
  for (const [key, raw] of Object.entries(record)) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const name = key.slice(FILTER_PREFIX.length);
    const values = parseFilterValues(name, raw);
    if (values) filters[name] = values;
  }
  return {
    page: v.parse(pageSchema, record.page),
    sort: v.parse(sortSchema, record.sort),
    term: v.parse(textSchema, record.term),
    itemsPerPage: v.parse(itemsPerPageSchema, record.itemsPerPage),
    display: v.parse(displaySchema, record.display),
    period: v.parse(textSchema, record.period),
    filters,
  };
};

export type ListingSearch = Record<string, string | number>;

/** Search params for the URL with defaults left out (numbers stay numbers for the router). */
export const serializeListingParams = (params: ListingParams): ListingSearch => {
  const out: ListingSearch = {};
  if (params.page > 1) out.page = params.page;
  if (params.sort) out.sort = params.sort;
  if (params.term) out.term = params.term;
  if (params.itemsPerPage !== DEFAULT_PAGE_SIZE) out.itemsPerPage = params.itemsPerPage;
  if (params.display !== 'grid') out.display = params.display;
  if (params.period) out.period = params.period;
  for (const name of Object.keys(params.filters).sort()) {
    const values = params.filters[name] ?? [];
    if (values.length === 0) continue;
    if (name === IN_STOCK_FILTER && values[0] === IN_STOCK_DEFAULT) continue;
    out[FILTER_PREFIX + name] = values.join(',');
  }
  return out;
};

/** The same as a query string without the leading '?' ('' when everything is default). */
export const listingSearchString = (params: ListingParams): string =>
  new URLSearchParams(
    Object.entries(serializeListingParams(params)).map(([k, val]) => [k, String(val)]),
  ).toString();

/**
 * spec §4: selecting an option toggles it; price and in-stock are single-valued.
 * Changing a filter returns to page 1 (the old page may no longer exist).
 */
export const toggleFilterOption = (params: ListingParams, name: string, value: string): ListingParams => {
  const current = params.filters[name] ?? [];
  let next: string[];
  if (isSingleValuedFilter(name)) next = current.length === 1 && current[0] === value ? [] : [value];
  else next = current.includes(value) ? current.filter((x) => x !== value) : [...current, value];
  const filters = { ...params.filters, [name]: next };
  if (next.length === 0) delete filters[name];
  // in-stock cleared goes back to its default
  if (name === IN_STOCK_FILTER && next.length === 0) filters[name] = [IN_STOCK_DEFAULT];
  return { ...params, filters, page: 1 };
};

/** Replace one filter (e.g. the price slider); an empty list removes it. */
export const setFilterValues = (params: ListingParams, name: string, values: string[]): ListingParams => {
  const filters = { ...params.filters };
  if (values.length === 0) {
    delete filters[name];
    if (name === IN_STOCK_FILTER) filters[name] = [IN_STOCK_DEFAULT];
  } else filters[name] = isSingleValuedFilter(name) ? values.slice(0, 1) : [...values];
  return { ...params, filters, page: 1 };
};

export const clearFilters = (params: ListingParams): ListingParams => ({
  ...params,
  filters: { ...DEFAULT_LISTING_PARAMS.filters },
  page: 1,
});

/**
 * spec §5: a filter counts as set when a price range differs from the bounds, or a list is non-empty
 * and differs from its default (in-stock default 1).
 */
export const isFilterSet = (name: string, values: readonly string[], priceBounds?: PriceRange): boolean => {
  if (values.length === 0) return false;
  if (name === PRICE_FILTER) {
    const range = values[0] === undefined ? null : parsePriceValue(values[0]);
    if (!range) return false;
    if (!priceBounds) return true;
    return range.from !== priceBounds.from || range.to !== priceBounds.to;
  }
  if (name === IN_STOCK_FILTER) return !(values.length === 1 && values[0] === IN_STOCK_DEFAULT);
  return true;
};

export const activeFilterCount = (params: ListingParams, priceBounds?: PriceRange): number =>
  Object.entries(params.filters).filter(([name, values]) => isFilterSet(name, values, priceBounds)).length;

// spec §9: pagination starts at page 1; offset (page-1)*page size
export const listingOffset = (params: Pick<ListingParams, 'page' | 'itemsPerPage'>): number =>
  (params.page - 1) * params.itemsPerPage;

export type FilterTypeInput = { eq?: string; in?: string[]; from?: string; to?: string };
export interface ProductsVariables {
  search?: string;
  filter: Record<string, FilterTypeInput>;
  sort?: Record<string, 'ASC' | 'DESC'>;
  pageSize: number;
  currentPage: number;
}

/**
 * Magento `products` arguments (spec §7: category uid filter eq; price from and to; others in;
 * sort split into field and direction). In-stock '0' ("Show all products") sends no filter.
 */
export const listingToProductsVariables = (
  params: ListingParams,
  context: { categoryUid?: string | null } = {},
): ProductsVariables => {
  const filter: Record<string, FilterTypeInput> = {};
  if (context.categoryUid) filter.category_uid = { eq: context.categoryUid };
  for (const [name, values] of Object.entries(params.filters)) {
    if (values.length === 0) continue;
    if (name === PRICE_FILTER) {
      const range = values[0] === undefined ? null : parsePriceValue(values[0]);
      if (!range) continue;
      filter.price = {
        ...(range.from !== null ? { from: String(range.from) } : {}),
        ...(range.to !== null ? { to: String(range.to) } : {}),
      };
    } else if (name === IN_STOCK_FILTER) {
      if (values[0] === '1') filter[name] = { in: ['1'] };
    } else filter[name] = { in: [...values] };
  }
  const vars: ProductsVariables = { filter, pageSize: params.itemsPerPage, currentPage: params.page };
  if (params.term) vars.search = params.term;
  if (params.sort) {
    const [field, direction] = params.sort.split('_') as [string, 'ASC' | 'DESC'];
    vars.sort = { [field]: direction };
  }
  return vars;
};
