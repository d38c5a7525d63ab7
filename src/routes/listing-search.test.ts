import { describe, expect, it } from 'vitest';
import { isListingPath, loadListingParams, validateListingSearch } from '@/routes/listing-search';

// Order matters: the module state starts "not loaded", as in the browser before the first listing.
describe('listing search validation without listing-params in the app shell', () => {
  it('before the module is loaded, text and numbers pass through for beforeLoad to check', () => {
    expect(validateListingSearch({ page: 2, sort: 'price_ASC', x: true, y: { a: 1 } })).toEqual({
      page: 2,
      sort: 'price_ASC',
    });
  });

  it('once loaded, validates as spec §2 says: invalid values dropped, whole numbers as numbers', async () => {
    await loadListingParams();
    const valid = validateListingSearch({ page: '3', sort: 'bogus', itemsPerPage: 50, term: 'kruvi' });
    expect(valid).toEqual({ page: 3, itemsPerPage: 50, term: 'kruvi' });
    expect(validateListingSearch({ page: -1 })).toEqual({});
  });

  it('knows which paths have listing parameters', () => {
    for (const path of [
      '/et/c/tooted',
      '/ru/brands/makita',
      '/et/pakkumised/x',
      '/et/kampaaniad/y',
      '/et/search',
    ])
      expect(isListingPath(path), path).toBe(true);
    for (const path of ['/et', '/et/p/SIM-0001', '/ru/kataloogid', '/et/categories', '/et/searching'])
      expect(isListingPath(path), path).toBe(false);
  });
});
