import { QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@/commerce/product-summary';
import { buildOfflineIndex, collectCachedProducts, offlineIndexFromCache } from '@/commerce/offline-search';

const product = (sku: string, name: string, brand: string | null = null): ProductSummary => ({
  uid: sku,
  sku,
  name,
  path: `/p/${sku}/x`,
  typename: 'SimpleProduct',
  brand,
  image: null,
  unit: 'tk',
  inStock: true,
  onlyXLeft: null,
  price: { regularCents: 1000, finalCents: 900, currency: 'EUR', tiers: [] },
});

describe('offline search index', () => {
  const products = [
    product('SIM-1', 'Õlivärv valge 2,7 l', 'Viru Värvid'),
    product('SIM-2', 'Kruvikeeraja akutoitel 18V', 'Voltra'),
    product('SIM-3', 'Шуруповёрт аккумуляторный', 'Voltra'),
    product('SIM-4', 'Puidukruvi 4x40', 'Kruviks'),
  ];
  const index = buildOfflineIndex(products);

  it('finds by word prefix without diacritics, in both languages', () => {
    expect(index.search('olivarv').map((p) => p.sku)).toEqual(['SIM-1']);
    expect(index.search('шуруповерт').map((p) => p.sku)).toEqual(['SIM-3']);
    expect(index.search('kruvik').map((p) => p.sku)).toContain('SIM-2');
  });

  it('matches sku and brand, all words required', () => {
    expect(index.search('SIM-4').map((p) => p.sku)).toEqual(['SIM-4']);
    expect(index.search('voltra шуруп').map((p) => p.sku)).toEqual(['SIM-3']);
  });

  it('ignores terms shorter than 3 characters (spec §5)', () => {
    expect(index.search('kr')).toEqual([]);
    expect(index.search('  ab ')).toEqual([]);
  });

  it('collects each product once from nested cached data and skips other shapes', () => {
    const found = collectCachedProducts([
      { products: [products[0], products[1]], facets: [{ code: 'x', options: [] }] },
      [products[1], { sku: 'no-price', name: 'x', path: '/p/x' }],
      null,
    ]);
    expect(found.map((p) => p.sku)).toEqual(['SIM-1', 'SIM-2']);
  });

  it('indexes the catalogue queries of a query client', () => {
    const client = new QueryClient();
    client.setQueryData(['catalog', 'listing', 'et', { page: 1 }], { products: [products[3]] });
    client.setQueryData(['cart', 'x'], { items: [products[0]] });
    const fromCache = offlineIndexFromCache(client);
    expect(fromCache.size).toBe(1);
    expect(fromCache.search('puidukruvi').map((p) => p.sku)).toEqual(['SIM-4']);
  });
});
