import { isSearchable, ownOriginPath, toCategorySuggestions, toProductSuggestions } from '@/commerce/search';

describe('search engine answers', () => {
  it('keeps only categories on the shop’s own origin, as paths (spec §5)', () => {
    const records = [
      { id: '16', name: 'Kruvid', url: 'http://shop.test/et/c/ehitus/kruvid', path: 'Ehitus / Kruvid' },
      { id: '17', name: 'Elsewhere', url: 'https://other.example/et/c/x' },
      { id: '18', name: 'Relative', url: '/et/c/y' },
      { id: '19', name: 'Protocol-relative', url: '//other.example/et/c/z' },
      { name: 'No id', url: '/et/c/w' },
    ];
    expect(toCategorySuggestions(records, 'http://shop.test')).toEqual([
      { id: '16', name: 'Kruvid', url: '/et/c/ehitus/kruvid', path: 'Ehitus / Kruvid' },
      { id: '18', name: 'Relative', url: '/et/c/y', path: 'Relative' },
    ]);
    expect(ownOriginPath('not a url', 'http://shop.test')).toBeNull();
  });

  it('drops product records without id (spec §3) and keeps prices in cents', () => {
    const products = toProductSuggestions([
      {
        id: 17,
        sku: 'SIM-0017',
        name: 'Kruvikeeraja',
        url: '/et/p/SIM-0017/k',
        price: 8999,
        regularPrice: 9999,
      },
      { id: null, sku: 'X', name: 'Ghost', url: '/et/p/X' },
    ]);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      id: '17',
      priceCents: 8999,
      regularPriceCents: 9999,
      currency: 'EUR',
    });
  });

  it('needs at least 3 characters (spec §5), spaces not counted', () => {
    expect(isSearchable('kr')).toBe(false);
    expect(isSearchable(' kr ')).toBe(false);
    expect(isSearchable('krü')).toBe(true);
  });
});
