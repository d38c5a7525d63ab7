import { vi } from 'vitest';
import { loadPriceHistory } from '@/server/store/price-history';
import type * as PriceHistory from '@/server/store/price-history';
import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';

// Listing cards show the Omnibus prior price (ESTONIA.md): a listing returns the same omnibus_prior_price
// as the product page, and reads the price history of the whole page in one batch (no query per product).

vi.mock('@/server/store/price-history', async (original) => {
  const real = await original<typeof PriceHistory>();
  return { ...real, loadPriceHistory: vi.fn(real.loadPriceHistory) };
});
const historyReads = vi.mocked(loadPriceHistory);

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());
beforeEach(() => {
  historyReads.mockClear();
});

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

// The fields the storefront's ProductCardFields fragment asks for the price (src/commerce/product-summary.ts).
const CARD_FIELDS = `sku price_range { minimum_price { regular_price { value currency } final_price { value currency } } }
  omnibus_prior_price { value currency }
  available_price_tiers { price_group_type cust_group quantity price_valid_until final_price { value currency } }`;

const listing = async (filter: string, pageSize: number, currentPage = 1): Promise<Data[]> => {
  const r = await h.gql(
    `{ products(filter: { ${filter} }, pageSize: ${pageSize}, currentPage: ${currentPage}, sort: { position: ASC }) {
       items { ${CARD_FIELDS} } } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data.products.items;
};

/** The category listing (as a category page asks for it) that holds SIM-0006, and its page. */
const sim6Listing = async () => {
  const categories = h.db
    .prepare(
      `SELECT pc.category_id FROM category_products pc JOIN products p ON p.id = pc.product_id
       WHERE p.sku = 'SIM-0006' ORDER BY pc.category_id`,
    )
    .pluck()
    .all() as number[];
  for (const id of categories) {
    for (let page = 1; page <= 10; page++) {
      const items = await listing(`category_uid: { eq: "${uid(id)}" }`, 24, page);
      const hit = items.find((p) => p.sku === 'SIM-0006');
      if (hit) return { filter: `category_uid: { eq: "${uid(id)}" }`, page, items, hit };
      if (items.length < 24) break;
    }
  }
  throw new Error('no category listing holds SIM-0006');
};

describe('listing omnibus_prior_price', () => {
  it('gives SIM-0006 in a category listing the same prior price as its product page', async () => {
    const { hit } = await sim6Listing();
    const page = await h.gql(
      `{ products(filter: { sku: { eq: "SIM-0006" } }) { items { ${CARD_FIELDS} } } }`,
    );
    const productPage = page.data.products.items[0];
    expect(productPage.omnibus_prior_price).not.toBeNull();
    expect(hit.omnibus_prior_price).toEqual(productPage.omnibus_prior_price);
    // a real prior price: differs from the regular price, and the card's price is discounted
    const regular = hit.price_range.minimum_price.regular_price.value;
    expect(hit.omnibus_prior_price.value).not.toBe(regular);
    expect(hit.price_range.minimum_price.final_price.value).toBeLessThan(regular);
  });

  it('gives every product in a listing the value it has alone, and null without a discount', async () => {
    const { filter, page } = await sim6Listing();
    const items = await listing(filter, 24, page);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      const alone = await h.gql(
        `{ products(filter: { sku: { eq: "${item.sku}" } }) { items { omnibus_prior_price { value currency } } } }`,
      );
      expect(item.omnibus_prior_price).toEqual(alone.data.products.items[0].omnibus_prior_price);
      const min = item.price_range.minimum_price;
      const tierBelow = item.available_price_tiers.some(
        (t: Data) => t.final_price.value < min.regular_price.value,
      );
      if (min.final_price.value >= min.regular_price.value && !tierBelow)
        expect(item.omnibus_prior_price).toBeNull();
    }
  });

  it('reads the price history of a whole listing page in one statement (no N+1)', async () => {
    const { filter, page } = await sim6Listing();
    historyReads.mockClear();
    const items = await listing(filter, 24, page);
    const withPrior = items.filter((p) => p.omnibus_prior_price !== null);
    expect(withPrior.length).toBeGreaterThan(1);
    expect(historyReads).toHaveBeenCalledTimes(1);
    // the one read covers every product that shows a prior price
    const ids = h.db
      .prepare('SELECT id FROM products WHERE sku IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(withPrior.map((p) => p.sku))) as number[];
    const asked = historyReads.mock.calls[0]![1];
    for (const id of ids) expect(asked).toContain(id);
  });
});
