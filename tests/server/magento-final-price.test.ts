import { chooseSpecialPrice, type PriceTierInput } from '@/lib/prices';
import { toCents } from '@/lib/money';
import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';
import { add, newCart } from './cart-helpers.ts';

// Magento's final price includes the tier price the buyer gets from quantity 1 (CatalogGraphQl's price
// providers read the product's final price, which Magento's price model lowers to the tier for one unit),
// so price_range's final price is what the cart charges for one unit (issue 18: 6.09 € listed, 5.22 € charged).

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

interface TierRow {
  product_id: number;
  code: string;
  customer_group: string;
  value: number;
  qty: number | null;
  valid_until: string | null;
}
const tiersOf = (rows: TierRow[]): PriceTierInput[] =>
  rows.map((t) => ({
    final_price: { value: t.value / 100, currency: 'EUR' },
    quantity: t.qty,
    price_group_type: t.code,
    price_valid_until: t.valid_until,
    cust_group: t.customer_group,
  }));
const GUEST = { loggedIn: false } as const;

/** Simple products in stock with their own final price and the guest's tier for 1 and for 100 units. */
const candidates = () => {
  const products = h.db
    .prepare(
      `SELECT p.id, p.sku, p.price, p.special_price, p.special_from_date, p.special_to_date FROM products p
       JOIN product_inventory i ON i.product_id = p.id AND i.stock_status = 1 AND i.qty >= 5 AND i.min_sale_qty <= 1
         AND i.enable_qty_increments = 0
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id`,
    )
    .all() as Data[];
  const tiers = h.db.prepare('SELECT * FROM product_tier_prices ORDER BY value, id').all() as TierRow[];
  const now = new Date();
  return products.map((p) => {
    const own = tiersOf(tiers.filter((t) => t.product_id === p.id));
    return {
      ...p,
      one: chooseSpecialPrice(own, GUEST, { now, quantity: 1 })?.cents ?? null,
      many: chooseSpecialPrice(own, GUEST, { now, quantity: 100 })?.cents ?? null,
    };
  });
};

const finalOf = async (sku: string) => {
  const r = await h.gql(
    `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
      price_range { minimum_price { regular_price { value } final_price { value } discount { amount_off } }
                    maximum_price { final_price { value } } }
      price { minimalPrice { amount { value } } } } } }`,
    { sku },
  );
  expect(r.errors).toBeUndefined();
  return r.data.products.items[0];
};

describe('price_range final price with tier prices', () => {
  it('includes the tier a guest gets from one unit, and the cart charges exactly that for one unit', async () => {
    const p = candidates().find(
      (c) => c.one !== null && c.one < c.price && (c.special_price ?? c.price) > c.one,
    );
    expect(p, 'the seed has a product with a guest tier from one unit').toBeTruthy();
    const item = await finalOf(p!.sku);
    const min = item.price_range.minimum_price;
    expect(toCents(min.final_price.value)).toBe(p!.one);
    expect(toCents(item.price_range.maximum_price.final_price.value)).toBe(p!.one);
    expect(toCents(item.price.minimalPrice.amount.value)).toBe(p!.one);
    expect(min.discount.amount_off).toBeCloseTo(min.regular_price.value - min.final_price.value, 2);
    const cartId = await newCart(h);
    const added = await add(h, cartId, [{ sku: p!.sku, quantity: 1 }]);
    expect(added.errors).toBeUndefined();
    expect(toCents(added.data.addProductsToCart.cart.items[0].prices.price.value)).toBe(p!.one);
  });

  it('leaves out a tier that starts at a larger quantity', async () => {
    const p = candidates().find((c) => c.one === null && c.many !== null && c.many < c.price);
    expect(p, 'the seed has a product whose guest tier needs more than one unit').toBeTruthy();
    const item = await finalOf(p!.sku);
    const today = new Date().toISOString().slice(0, 10);
    const special =
      p!.special_price !== null &&
      p!.special_price < p!.price &&
      (!p!.special_from_date || p!.special_from_date.slice(0, 10) <= today) &&
      (!p!.special_to_date || p!.special_to_date.slice(0, 10) >= today)
        ? p!.special_price
        : p!.price;
    expect(toCents(item.price_range.minimum_price.final_price.value)).toBe(special);
  });

  it("a configurable's range is over its children's final prices, their tiers from one unit included", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tiers = h.db.prepare('SELECT * FROM product_tier_prices ORDER BY value, id').all() as TierRow[];
    const children = h.db
      .prepare(
        `SELECT v.parent_id, c.id, c.price, c.special_price, c.special_from_date, c.special_to_date
         FROM product_variants v JOIN products c ON c.id = v.child_id AND c.status = 1
         JOIN products p ON p.id = v.parent_id AND p.type_id = 'configurable' ORDER BY v.parent_id`,
      )
      .all() as Data[];
    const unit = (c: Data) => {
      const special =
        c.special_price !== null &&
        c.special_price < c.price &&
        (!c.special_from_date || c.special_from_date.slice(0, 10) <= today) &&
        (!c.special_to_date || c.special_to_date.slice(0, 10) >= today)
          ? c.special_price
          : c.price;
      const tier = chooseSpecialPrice(tiersOf(tiers.filter((t) => t.product_id === c.id)), GUEST, {
        now: new Date(),
        quantity: 1,
      })?.cents;
      return { special, final: tier !== undefined && tier < special ? tier : special };
    };
    // a guest tier from one unit below the first child's own final price (the seed gives children none)
    const parent = children[0].parent_id as number;
    const child = children[0];
    h.db
      .prepare(
        `INSERT INTO product_tier_prices (product_id, code, customer_group, value, qty) VALUES (?, 'guestprice41', 'NOT LOGGED IN', ?, 1)`,
      )
      .run(child.id, unit(child).special - 100);
    tiers.push(
      ...(h.db.prepare('SELECT * FROM product_tier_prices WHERE product_id = ?').all(child.id) as TierRow[]),
    );
    expect(unit(child).final).toBe(unit(child).special - 100);
    const own = children.filter((c) => c.parent_id === parent).map((c) => unit(c).final);
    const sku = h.db.prepare('SELECT sku FROM products WHERE id = ?').pluck().get(parent) as string;
    const item = await finalOf(sku);
    expect(toCents(item.price_range.minimum_price.final_price.value)).toBe(Math.min(...own));
    expect(toCents(item.price_range.maximum_price.final_price.value)).toBe(Math.max(...own));
  });
});
