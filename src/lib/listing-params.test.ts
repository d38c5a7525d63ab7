import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_PARAMS,
  IN_STOCK_OPTIONS,
  PAGE_SIZES,
  SORT_OPTIONS,
  activeFilterCount,
  clearFilters,
  filterInputType,
  isSearchableTerm,
  isFilterSet,
  listingOffset,
  listingSearchString,
  listingToProductsVariables,
  parseListingParams,
  parsePriceValue,
  serializeListingParams,
  setFilterValues,
  toggleFilterOption,
} from '@/lib/listing-params';

describe('parseListingParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListingParams({})).toEqual(DEFAULT_LISTING_PARAMS);
    expect(DEFAULT_LISTING_PARAMS).toMatchObject({ page: 1, itemsPerPage: 20, display: 'grid', sort: '' });
  });

  it('reads valid values from router input (numbers or strings)', () => {
    const p = parseListingParams({
      page: 3,
      sort: 'price_DESC',
      term: ' drill ',
      itemsPerPage: '50',
      display: 'list',
      period: '30',
      'f.color': '12,15',
      'f.price': '10_50',
      'f.availability': 0,
    });
    expect(p).toEqual({
      page: 3,
      sort: 'price_DESC',
      term: 'drill',
      itemsPerPage: 50,
      display: 'list',
      period: '30',
      filters: { availability: ['0'], color: ['12', '15'], price: ['10_50'] },
    });
  });

  it('reads URLSearchParams with repeated keys', () => {
    const p = parseListingParams(new URLSearchParams('f.color=12&f.color=15&page=2'));
    expect(p.filters.color).toEqual(['12', '15']);
    expect(p.page).toBe(2);
  });

  it.each([
    ['page', '0'],
    ['page', '-2'],
    ['page', '1.5'],
    ['page', 'abc'],
    ['page', '99999999999999999999'],
  ])('drops an invalid %s %s (page must be a positive number)', (key, value) => {
    expect(parseListingParams({ [key]: value }).page).toBe(1);
  });

  it('drops invalid sort, page size and display instead of throwing', () => {
    const p = parseListingParams({ sort: 'price_UP', itemsPerPage: 30, display: 'table', term: {} });
    expect(p.sort).toBe('');
    expect(p.itemsPerPage).toBe(20);
    expect(p.display).toBe('grid');
    expect(p.term).toBe('');
  });

  it('drops invalid filters: bad price, bad in-stock, several radio values, odd names', () => {
    const p = parseListingParams({
      'f.price': 'cheap',
      'f.availability': '7',
      'f.type_of_stones': '1,2',
      'f.<script>': 'x',
      'f.brand': '',
    });
    expect(p.filters).toEqual({ availability: ['1'] });
    expect(parseListingParams({ 'f.price': '50_10' }).filters.price).toBeUndefined();
  });

  it('accepts open-ended price ranges', () => {
    expect(parsePriceValue('100_')).toEqual({ from: 100, to: null });
    expect(parsePriceValue('*_20')).toEqual({ from: null, to: 20 });
    expect(parsePriceValue('_')).toBeNull();
    expect(parsePriceValue('1.5_2.25')).toEqual({ from: 1.5, to: 2.25 });
  });
});

describe('serializeListingParams', () => {
  it('leaves defaults out so the plain listing has a clean URL', () => {
    expect(serializeListingParams(DEFAULT_LISTING_PARAMS)).toEqual({});
    expect(listingSearchString(DEFAULT_LISTING_PARAMS)).toBe('');
  });

  it('writes every change and restores it exactly (URL round trip)', () => {
    let p = parseListingParams({});
    p = toggleFilterOption(p, 'color', '12');
    p = toggleFilterOption(p, 'color', '15');
    p = toggleFilterOption(p, 'availability', '0');
    p = setFilterValues(p, 'price', ['10_50']);
    p = { ...p, page: 4, sort: 'name_DESC', itemsPerPage: 10, display: 'list', term: 'kruvi' };
    const qs = listingSearchString(p);
    expect(qs).toBe(
      'page=4&sort=name_DESC&term=kruvi&itemsPerPage=10&display=list&f.availability=0&f.color=12%2C15&f.price=10_50',
    );
    expect(parseListingParams(new URLSearchParams(qs))).toEqual(p);
    expect(parseListingParams(serializeListingParams(p))).toEqual(p);
  });
});

describe('toggleFilterOption', () => {
  const base = { ...DEFAULT_LISTING_PARAMS, page: 3 };

  it('adds and removes list options and goes back to page 1', () => {
    const on = toggleFilterOption(base, 'product_brand', '7');
    expect(on.filters.product_brand).toEqual(['7']);
    expect(on.page).toBe(1);
    const two = toggleFilterOption(on, 'product_brand', '9');
    expect(two.filters.product_brand).toEqual(['7', '9']);
    const off = toggleFilterOption(two, 'product_brand', '7');
    expect(off.filters.product_brand).toEqual(['9']);
    expect(toggleFilterOption(off, 'product_brand', '9').filters.product_brand).toBeUndefined();
  });

  it('keeps price single-valued: a new range replaces the old one', () => {
    const a = toggleFilterOption(base, 'price', '0_10');
    const b = toggleFilterOption(a, 'price', '10_20');
    expect(b.filters.price).toEqual(['10_20']);
    expect(toggleFilterOption(b, 'price', '10_20').filters.price).toBeUndefined();
  });

  it('keeps in-stock single-valued and falls back to its default 1', () => {
    const all = toggleFilterOption(base, 'availability', '0');
    expect(all.filters.availability).toEqual(['0']);
    expect(toggleFilterOption(all, 'availability', '1').filters.availability).toEqual(['1']);
    expect(toggleFilterOption(all, 'availability', '0').filters.availability).toEqual(['1']);
  });

  it('renders type_of_stones as a radio (one value), others as checkboxes', () => {
    expect(filterInputType('type_of_stones')).toBe('radio');
    expect(filterInputType('color')).toBe('checkbox');
    expect(filterInputType('price')).toBe('range');
    expect(filterInputType('availability')).toBe('in-stock');
    const a = toggleFilterOption(base, 'type_of_stones', 'granite');
    expect(toggleFilterOption(a, 'type_of_stones', 'marble').filters.type_of_stones).toEqual(['marble']);
  });

  it('clearFilters keeps only the in-stock default', () => {
    const p = toggleFilterOption(toggleFilterOption(base, 'color', '1'), 'availability', '0');
    expect(clearFilters(p).filters).toEqual({ availability: ['1'] });
  });
});

describe('isFilterSet (spec §5)', () => {
  const bounds = { from: 0, to: 500 };
  it('price counts only when it differs from the bounds', () => {
    expect(isFilterSet('price', ['0_500'], bounds)).toBe(false);
    expect(isFilterSet('price', ['0_200'], bounds)).toBe(true);
    expect(isFilterSet('price', ['10_500'], bounds)).toBe(true);
    expect(isFilterSet('price', [], bounds)).toBe(false);
  });
  it('in-stock counts only when it differs from its default 1', () => {
    expect(isFilterSet('availability', ['1'])).toBe(false);
    expect(isFilterSet('availability', ['0'])).toBe(true);
  });
  it('a list counts when non-empty', () => {
    expect(isFilterSet('color', ['3'])).toBe(true);
    expect(isFilterSet('color', [])).toBe(false);
  });
  it('counts the active filters of a listing', () => {
    let p = toggleFilterOption(DEFAULT_LISTING_PARAMS, 'color', '3');
    p = setFilterValues(p, 'price', ['0_500']);
    expect(activeFilterCount(p, bounds)).toBe(1);
    expect(activeFilterCount(toggleFilterOption(p, 'availability', '0'), bounds)).toBe(2);
  });
});

describe('listingToProductsVariables', () => {
  it('maps to Magento products arguments with (page-1)*pageSize offset', () => {
    let p = parseListingParams({ page: 3, itemsPerPage: 50, sort: 'price_ASC', term: 'saag' });
    p = toggleFilterOption(p, 'product_brand', '4');
    p = { ...setFilterValues(p, 'price', ['10_']), page: 3 };
    expect(listingToProductsVariables(p, { categoryUid: 'MTI=' })).toEqual({
      search: 'saag',
      filter: {
        category_uid: { eq: 'MTI=' },
        availability: { in: ['1'] },
        product_brand: { in: ['4'] },
        price: { from: '10' },
      },
      sort: { price: 'ASC' },
      pageSize: 50,
      currentPage: 3,
    });
    expect(listingOffset(p)).toBe(100);
  });

  it('"Show all products" sends no availability filter and default sort sends no sort', () => {
    const p = toggleFilterOption(DEFAULT_LISTING_PARAMS, 'availability', '0');
    const vars = listingToProductsVariables(p);
    expect(vars.filter).toEqual({});
    expect(vars.sort).toBeUndefined();
    expect(vars.currentPage).toBe(1);
    expect(listingOffset(p)).toBe(0);
  });

  it('splits name sorts into field and direction', () => {
    const p = parseListingParams({ sort: 'name_DESC' });
    expect(listingToProductsVariables(p).sort).toEqual({ name: 'DESC' });
  });
});

describe('constants (spec §9)', () => {
  it('has the sort options, page sizes and in-stock labels', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      '',
      'name_ASC',
      'name_DESC',
      'price_ASC',
      'price_DESC',
    ]);
    expect(SORT_OPTIONS[1]?.label.message).toBe('Name A-Z');
    expect(PAGE_SIZES).toEqual([10, 20, 50]);
    expect(IN_STOCK_OPTIONS.map((o) => o.label.message)).toEqual([
      'Show only in-stock items',
      'Show all products',
    ]);
  });
});

describe('search terms (spec §5: at least 3 characters)', () => {
  it('acts only on terms of 3 or more characters', () => {
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm(' ab ')).toBe(false);
    expect(isSearchableTerm('abc')).toBe(true);
    expect(isSearchableTerm(undefined)).toBe(false);
  });
});
