import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSpecialPrice, shownPrice } from '@/lib/prices';
import { toCents } from '@/lib/money';
import { startGraphql, type Data, type Harness } from './graphql-helpers';

// Issue 17 item 6: sorting by price follows the price the shopper is shown (a campaign tier below the regular
// or special price counts), not the regular price: "high to low" never lists a cheaper shown price first.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(1500);
});
afterAll(() => h.close());

const QUERY = `query ($dir: SortEnum) { products(filter: { price: { from: "0", to: "100000" } }, pageSize: 100, sort: { price: $dir }) { items { sku
  price_range { minimum_price { regular_price { value } final_price { value } } }
  available_price_tiers { final_price { value currency } quantity price_group_type price_valid_until cust_group } } } }`;

/** What a guest is shown: Magento's final price, or the spec §6 tier chosen for a guest when lower. */
const shown = (p: Data) => {
  const final = toCents(p.price_range.minimum_price.final_price.value);
  const tier = chooseSpecialPrice(p.available_price_tiers ?? [], { loggedIn: false }, { now: new Date() });
  return shownPrice(final, tier).finalCents;
};

describe('sort by price', () => {
  it.each(['DESC', 'ASC'] as const)('%s follows the shown price, tier prices included', async (dir) => {
    const r = await h.gql(QUERY, { dir });
    expect(r.errors).toBeUndefined();
    const items = r.data.products.items as Data[];
    expect(items.length).toBeGreaterThan(50);
    const prices = items.map(shown);
    const sorted = [...prices].sort((a, b) => (dir === 'DESC' ? b - a : a - b));
    expect(prices).toEqual(sorted);
    // the case the shopper met: some product's shown price is a tier below its regular price (Magento's
    // final price includes the tier from one unit, so final and shown agree)
    expect(items.every((p, i) => prices[i] === toCents(p.price_range.minimum_price.final_price.value))).toBe(
      true,
    );
    const tierBelowRegular = (p: Data) =>
      chooseSpecialPrice(p.available_price_tiers ?? [], { loggedIn: false }, { now: new Date() })?.cents ===
        toCents(p.price_range.minimum_price.final_price.value) &&
      toCents(p.price_range.minimum_price.final_price.value) <
        toCents(p.price_range.minimum_price.regular_price.value);
    expect(items.some(tierBelowRegular)).toBe(true);
  });
});
