import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphql, type Harness } from './graphql-helpers';

// Issue 17 item 9: a search that finds nothing suggests close searches that do (Magento's
// Products.suggestions), in the store view's language and spelling.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(1500);
});
afterAll(() => h.close());

const QUERY = `query ($q: String!, $filter: ProductAttributeFilterInput) {
  products(search: $q, filter: $filter) { total_count suggestions { search } } }`;
const suggest = async (q: string, store = 'et', filter?: object) => {
  const r = await h.gql(QUERY, { q, filter }, store);
  expect(r.errors).toBeUndefined();
  return r.data.products as { total_count: number; suggestions: { search: string }[] };
};

describe('search suggestions', () => {
  it('corrects a misspelt word to the catalogue word, and every suggestion finds products', async () => {
    const r = await suggest('kruvikeraja');
    expect(r.total_count).toBe(0);
    expect(r.suggestions[0]?.search).toBe('kruvikeeraja');
    for (const { search } of r.suggestions) expect((await suggest(search)).total_count).toBeGreaterThan(0);
  });

  it('keeps the words that were right and writes Russian as the catalogue does (ё)', async () => {
    expect((await suggest('kruvikeeraja akutoitell')).suggestions[0]?.search).toBe('kruvikeeraja akutoitel');
    expect((await suggest('шуруповерд', 'ru')).suggestions[0]?.search).toBe('шуруповёрт');
  });

  it('suggests nothing for a search that found products, or for words far from any in the catalogue', async () => {
    expect((await suggest('kruvikeeraja')).suggestions).toEqual([]);
    expect((await suggest('xqzzyw')).suggestions).toEqual([]);
  });

  it('suggests from the search text alone when filters left nothing', async () => {
    const r = await suggest('kruvikeraja', 'et', { price: { from: '0', to: '0.01' } });
    expect(r.suggestions[0]?.search).toBe('kruvikeeraja');
  });
});
