import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from '@/server/store/search';
import { startGraphql, type Data, type Harness } from './graphql-helpers';

// Issue 17 item 9: "saunakeris" listed 8 installation services and 2 bundles before any heater. Goods whose
// name or category matches rank before services, digital goods and sets; the search box and the search results
// page (GraphQL products(search:)) list the same products in the same order.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(1500);
});
afterAll(() => h.close());

const SECONDARY = [
  'VirtualProduct',
  'DownloadableProduct',
  'GiftCardProduct',
  'BundleProduct',
  'GroupedProduct',
];
const QUERY = `query ($q: String!) { products(search: $q, pageSize: 100) { total_count items { sku __typename } } }`;

describe.each([
  { store: 'et', term: 'saunakeris' },
  { store: 'ru', term: 'печи для сауны' },
] as const)('$store: searching "$term"', ({ store, term }) => {
  it('lists the heaters before the installation services and the heater sets', async () => {
    const r = await h.gql(QUERY, { q: term }, store);
    expect(r.errors).toBeUndefined();
    const items = r.data.products.items as Data[];
    const kinds = items.map((p) => (SECONDARY.includes(p.__typename) ? 'other' : 'goods'));
    // the case the shopper met: services and sets match by name, the heaters only through their category
    expect(kinds).toContain('other');
    const firstOther = kinds.indexOf('other');
    expect(firstOther).toBeGreaterThan(0);
    expect(kinds.slice(firstOther)).not.toContain('goods');
  });

  it('the search box lists them in the same order as the results page', async () => {
    const r = await h.gql(QUERY, { q: term }, store);
    const page = searchProducts(h.db, { term, locale: store, limit: 100, offset: 0, sort: 'relevance' });
    expect(page.total).toBe(r.data.products.total_count);
    expect(page.records.map((p) => p.sku)).toEqual((r.data.products.items as Data[]).map((p) => p.sku));
  });
});

// The order of a term is kept until the listing index takes in a change: a change that moves a product between
// the tiers is in the very next search.
it('a product that becomes a service is listed after the goods at the next search', () => {
  const term = 'saunakeris';
  const skus = () =>
    searchProducts(h.db, { term, locale: 'et', limit: 100, offset: 0, sort: 'relevance' }).records.map(
      (p) => p.sku,
    );
  const before = skus();
  expect(skus()).toEqual(before);
  const goods = h.db.prepare('SELECT type_id FROM products WHERE sku = ?').pluck();
  const first = before.find((sku) => goods.get(sku) === 'simple')!;
  expect(before.indexOf(first)).toBe(0);
  h.db.prepare("UPDATE products SET type_id = 'virtual' WHERE sku = ?").run(first);
  const after = skus();
  expect(after.indexOf(first)).toBeGreaterThan(0);
  expect(after.slice(after.indexOf(first) + 1).every((sku) => goods.get(sku) !== 'simple')).toBe(true);
});
