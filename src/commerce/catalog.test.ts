import { categoryUrlPathFromSplat, listingVariables, slugify, toListing } from '@/commerce/catalog';
import { productPath, toProductSummary } from '@/commerce/product-summary';
import {
  DEFAULT_LISTING_PARAMS,
  listingSearchString,
  parseListingParams,
  toggleFilterOption,
} from '@/lib/listing-params';

describe('listing state ↔ URL ↔ products variables', () => {
  it('a listing changed step by step survives the URL and asks the back end the same thing', () => {
    let params = toggleFilterOption(DEFAULT_LISTING_PARAMS, 'product_brand', '43');
    params = toggleFilterOption(params, 'product_brand', '62');
    params = toggleFilterOption(params, 'price', '100_200');
    params = { ...params, sort: 'price_DESC', page: 3, itemsPerPage: 50, display: 'list' };
    const url = listingSearchString(params);
    expect(url).toBe(
      'page=3&sort=price_DESC&itemsPerPage=50&display=list&f.price=100_200&f.product_brand=43%2C62',
    );
    const restored = parseListingParams(new URLSearchParams(url));
    expect(restored).toEqual(params);
    const scope = { kind: 'category', urlPath: 'tooriistad' } as const;
    expect(listingVariables(scope, restored)).toEqual(listingVariables(scope, params));
    expect(listingVariables(scope, restored)).toEqual({
      filter: {
        category_url_path: { eq: 'tooriistad' },
        availability: { in: ['1'] },
        price: { from: '100', to: '200' },
        product_brand: { in: ['43', '62'] },
      },
      sort: { price: 'DESC' },
      pageSize: 50,
      currentPage: 3, // spec §9: offset (page-1)*page size is the server's currentPage
    });
  });

  it('numbers written by the router (f.product_brand=43) read the same as text', () => {
    expect(parseListingParams({ 'f.product_brand': 43, 'f.availability': 0, page: 2 })).toEqual(
      parseListingParams(new URLSearchParams('f.product_brand=43&f.availability=0&page=2')),
    );
  });

  it('a chosen sub-category replaces the page category (the server ORs category filters)', () => {
    const params = toggleFilterOption(DEFAULT_LISTING_PARAMS, 'category_uid', 'MjY=');
    const vars = listingVariables({ kind: 'category', urlPath: 'tooriistad' }, params);
    expect(vars.filter.category_uid).toEqual({ in: ['MjY='] });
    expect(vars.filter.category_url_path).toBeUndefined();
  });

  it('brand, campaign and search scopes fix their own filter; "show all" sends no stock filter', () => {
    const all = toggleFilterOption(DEFAULT_LISTING_PARAMS, 'availability', '0');
    const brand = listingVariables({ kind: 'brand', optionId: '80', categoryUrlPath: 'tooriistad' }, all);
    expect(brand.filter).toEqual({ product_brand: { eq: '80' }, category_url_path: { eq: 'tooriistad' } });
    // a brand filter from the URL cannot widen a brand page
    const other = toggleFilterOption(all, 'product_brand', '43');
    expect(listingVariables({ kind: 'brand', optionId: '80' }, other).filter.product_brand).toEqual({
      eq: '80',
    });
    expect(listingVariables({ kind: 'campaign', slug: 'saunahooaeg' }, all).filter).toEqual({
      campaign: { eq: 'saunahooaeg' },
    });
    const search = listingVariables({ kind: 'search' }, { ...all, term: 'kruvi' });
    expect(search.search).toBe('kruvi');
    expect(
      listingVariables({ kind: 'category', urlPath: 'a' }, { ...all, term: 'x' }).search,
    ).toBeUndefined();
  });
});

describe('catalogue adapters', () => {
  const raw = {
    __typename: 'SimpleProduct' as const,
    uid: 'NTY1',
    sku: 'SIM-0565',
    name: 'Akulöökmutrivõti',
    url_key: 'akulookmutrivoti',
    url_suffix: '',
    brand_name: 'Ferrox',
    unit_id: 'tk',
    stock_status: 'OUT_OF_STOCK' as const,
    only_x_left_in_stock: null,
    small_image: { url: '/media/catalog/x.svg', label: 'x' },
    price_range: {
      minimum_price: {
        final_price: { value: 203.89, currency: 'EUR' as const },
        regular_price: { value: 299, currency: 'EUR' as const },
      },
    },
    omnibus_prior_price: { value: 249.9, currency: 'EUR' as const },
    available_price_tiers: [
      null,
      { price_group_type: 'guestprice41', cust_group: '', final_price: { value: 190 } },
    ],
  };

  it('turns a Magento product into a card: cents, link, stock, tiers without nulls', () => {
    const p = toProductSummary(raw as never);
    expect(p).toMatchObject({
      sku: 'SIM-0565',
      path: '/p/SIM-0565/akulookmutrivoti',
      inStock: false,
      price: { regularCents: 29900, finalCents: 20389, currency: 'EUR' },
    });
    expect(p.price.tiers).toHaveLength(1);
    // Omnibus prior price for the card, in cents; null when the back end has none
    expect(p.price.priorCents).toBe(24990);
    expect(toProductSummary({ ...raw, omnibus_prior_price: null } as never).price.priorCents).toBeNull();
    // spec §2: a product without a URL rewrite uses /p/{sku}
    expect(productPath('A B', null)).toBe('/p/A%20B');
  });

  it('orders facets by position and keeps the page counts', () => {
    const listing = toListing({
      products: {
        total_count: 45,
        page_info: { current_page: 2, page_size: 20, total_pages: 3 },
        suggestions: [{ search: 'kruvikeeraja' }],
        aggregations: [
          {
            attribute_code: 'price',
            label: 'Hind',
            count: 1,
            position: 1,
            options: [{ label: '0-10', value: '0_10', count: 3 }],
          },
          { attribute_code: 'category_uid', label: 'Kategooria', count: 1, position: 0, options: [null] },
        ],
        items: [raw as never, null],
      },
    });
    expect(listing.facets.map((f) => f.code)).toEqual(['category_uid', 'price']);
    expect(listing.suggestions).toEqual(['kruvikeeraja']);
    expect(listing.facets[0]?.options).toEqual([]);
    expect(listing).toMatchObject({ total: 45, page: 2, totalPages: 3 });
    expect(listing.products).toHaveLength(1);
  });

  it('makes the back end URL keys from names, Estonian letters folded', () => {
    expect(slugify('Täpne')).toBe('tapne');
    expect(slugify('Vesi & Co')).toBe('vesi-co');
    expect(slugify('Tööriistade nädal')).toBe('tooriistade-nadal');
    expect(categoryUrlPathFromSplat('tooriistad/saed.html/')).toBe('tooriistad/saed');
  });
});
