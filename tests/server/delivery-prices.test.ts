import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphql, type Data, type Harness } from './graphql-helpers';
import { ADDRESS, add, newCart, setShippingAddress } from './cart-helpers';

// Issue 17 item 6: the "from" prices of the product page's delivery list are what the checkout charges for that
// product alone (the shopper saw courier "alates 4,90 €" and paid 5,90 €).

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

const productOf = (profile: string) =>
  h.db
    .prepare(
      `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.delivery_profile = ? AND i.stock_status = 1
         AND i.qty >= 5 AND i.min_sale_qty <= 1 AND i.enable_qty_increments = 0 ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get(profile) as string;

describe('delivery prices on the product page', () => {
  it.each([
    ['standard', 'Kuller', ['courier']],
    ['standard', 'Pakiautomaat', ['omniva', 'dpd', 'smartpost']],
    ['bulky', 'Kaubaauto', ['special']],
    ['special', 'Eritransport (koormavedu)', ['special']],
  ])('%s: "%s" from the cheapest price the checkout offers', async (profile, name, carriers) => {
    const sku = productOf(profile);
    const page = await h.gql(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { delivery_information { name min_price } } } }`,
      { sku },
    );
    const shown = (page.data.products.items[0].delivery_information as Data[]).find((d) => d.name === name);
    expect(shown).toBeDefined();
    const id = await newCart(h);
    await add(h, id, [{ sku, quantity: 1 }]);
    const cart = (await setShippingAddress(h, id, { address: ADDRESS })).data.setShippingAddressesOnCart.cart;
    const offered = (cart.items_groups[0].available_shipping_methods as Data[])
      .filter((m) => carriers.includes(m.carrier_code) && m.available)
      .map((m) => m.amount.value as number);
    expect(offered.length).toBeGreaterThan(0);
    expect(shown!.min_price).toBe(Math.min(...offered));
  });
});
