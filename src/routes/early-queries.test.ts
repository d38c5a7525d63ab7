import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureCommerceClient } from '@/commerce/client';
import { categoryPageQueryOptions, listingQueryOptions } from '@/commerce/catalog';
import { productDetailQueryOptions, productExtrasQueryOptions } from '@/commerce/product';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { cmsBlocksQueryOptions, HOME_BLOCK_IDS, topCategoriesQueryOptions } from '@/commerce/content-blocks';
import { parseListingParams } from '@/lib/listing-params';
import { startEarlyQueries } from '@/routes/early-queries';
import { loadListingParams, rawSearch, validateListingSearch } from '@/routes/listing-search';

// The early queries only pay off when their keys are the loaders' keys: a key that drifts apart is
// not wrong data, just the page's data asked twice and the startup gain silently gone.

const requested: string[] = [];
let reset: () => void;

beforeEach(() => {
  requested.length = 0;
  reset = configureCommerceClient({
    fetch: async (input) => {
      requested.push(String(input));
      return new Response(JSON.stringify({ data: null }), { status: 200 });
    },
  });
});
afterEach(() => {
  reset();
  vi.unstubAllGlobals();
});
// The early queries also start loading the screens' code: it is in before the file ends (the next test file runs in
// this worker with the same modules, vitest.config.ts).
afterAll(async () => {
  await Promise.all([
    import('@/routes/screens/home-screen'),
    import('@/routes/screens/catalog-screens'),
    import('@/routes/screens/product-screen'),
    import('@/routes/screens/search-screen'),
  ]);
}, 30_000);

/**
 * The keys started for a URL, once the dynamically loaded query modules have added theirs and their requests are
 * answered (a read is sent from a task of its own: unanswered, it reached the next test's fetch).
 */
async function keysFor(url: string, expected: number): Promise<unknown[][]> {
  const { pathname, search } = new URL(url, 'http://shop.test');
  const keys: unknown[][] = [];
  const answers: Promise<unknown>[] = [];
  startEarlyQueries(pathname, search, 'et').take((q) => {
    keys.push([...q.options.queryKey]);
    answers.push(q.promise);
  });
  await vi.waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(expected));
  await Promise.allSettled(answers);
  return keys;
}

/** The listing key a route loader computes from the router's parse of the same search. */
async function loaderListingKey(scope: Parameters<typeof listingQueryOptions>[0], search: string) {
  await loadListingParams();
  const deps = validateListingSearch(rawSearch(search));
  return [...listingQueryOptions(scope, parseListingParams(deps), 'et').queryKey];
}

describe('early queries use the route loaders’ query keys', () => {
  it('home: store config, the CMS blocks and the top categories', async () => {
    const keys = await keysFor('/et', 3);
    expect(keys).toEqual([
      [...storeConfigQueryOptions('et').queryKey],
      [...cmsBlocksQueryOptions(HOME_BLOCK_IDS, 'et').queryKey],
      [...topCategoriesQueryOptions('et').queryKey],
    ]);
  });

  it('category with listing parameters: the category and the very listing the loader asks for', async () => {
    const search = '?page=2&sort=price_ASC&f.product_brand=43&itemsPerPage=50';
    const keys = await keysFor(`/et/c/tooriistad/akutooriistad.html${search}`, 3);
    expect(keys).toContainEqual([...categoryPageQueryOptions('tooriistad/akutooriistad', 'et').queryKey]);
    expect(keys).toContainEqual(
      await loaderListingKey({ kind: 'category', urlPath: 'tooriistad/akutooriistad' }, search),
    );
  });

  it('search: the listing for the term; nothing for a term under 3 characters', async () => {
    const keys = await keysFor('/et/search?term=kruvi', 2);
    expect(keys).toContainEqual(await loaderListingKey({ kind: 'search' }, '?term=kruvi'));
    const short = await keysFor('/et/search?term=kr', 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(short).toEqual([[...storeConfigQueryOptions('et').queryKey]]);
  });

  it('product: the detail by sku and its extras', async () => {
    const keys = await keysFor('/et/p/SIM-0001/kruvikeeraja', 3);
    expect(keys).toContainEqual([...productDetailQueryOptions({ sku: 'SIM-0001' }, 'et').queryKey]);
    expect(keys).toContainEqual([...productExtrasQueryOptions('SIM-0001', 'et').queryKey]);
  });

  it('offline nothing is asked; a malformed address starts only the store config', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const offline: unknown[] = [];
    startEarlyQueries('/et/c/tooriistad', '', 'et').take((q) => offline.push(q));
    await new Promise((r) => setTimeout(r, 50));
    expect(offline).toEqual([]);
    expect(requested).toEqual([]);
    vi.unstubAllGlobals();

    const keys = await keysFor('/et/c/%E0%A4%A', 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(keys).toEqual([[...storeConfigQueryOptions('et').queryKey]]);
  });
});
