import { afterAll, beforeAll, expect, it } from 'vitest';
import { toCents } from '@/lib/money';
import { startGraphql, type Harness } from './graphql-helpers';
import { add, mutateCart, newCart } from './cart-helpers';

// spec §8 coupon messages; one coupon at a time; seeded codes EHITUS10 (10 %), TASUTA5 (5 EUR), SUVI2020 (expired).

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

const apply = (cart_id: string, coupon_code: string) =>
  mutateCart(h, 'applyCouponToCart', 'ApplyCouponToCartInput', { cart_id, coupon_code });
const remove = (cart_id: string) =>
  mutateCart(h, 'removeCouponFromCart', 'RemoveCouponFromCartInput', { cart_id });

it('a percentage coupon discounts the items; a second coupon is refused; removing restores the total', async () => {
  const id = await newCart(h);
  const before = (await add(h, id, [{ sku: 'SIM-0001', quantity: 2 }])).data.addProductsToCart.cart;
  const subtotal = toCents(before.prices.subtotal_including_tax.value);
  const r = (await apply(id, 'ehitus10')).data.applyCouponToCart.cart;
  expect(r.applied_coupons).toEqual([{ code: 'EHITUS10' }]);
  const off = Math.round(subtotal / 10);
  expect(r.prices.discounts).toEqual([{ label: 'Ehitushooaja soodustus 10%', amount: { value: off / 100 } }]);
  expect(toCents(r.prices.grand_total.value)).toBe(subtotal - off);
  expect(toCents(r.items[0].prices.total_item_discount.value)).toBe(off);

  const second = await apply(id, 'TASUTA5');
  expect(second.errors?.[0]).toMatchObject({
    message: 'A coupon is already applied to the cart',
    extensions: { category: 'graphql-input' },
  });

  const removed = (await remove(id)).data.removeCouponFromCart.cart;
  expect(removed.applied_coupons).toBeNull();
  expect(removed.prices.discounts).toBeNull();
  expect(toCents(removed.prices.grand_total.value)).toBe(subtotal);
});

it('a fixed coupon takes 5 EUR off, labelled in the store language', async () => {
  const id = await newCart(h);
  await add(h, id, [{ sku: 'SIM-0001', quantity: 1 }], 'ru');
  const r = (
    await mutateCart(
      h,
      'applyCouponToCart',
      'ApplyCouponToCartInput',
      { cart_id: id, coupon_code: 'TASUTA5' },
      'ru',
    )
  ).data.applyCouponToCart.cart;
  expect(r.prices.discounts).toEqual([{ label: 'Подарочный код 5 €', amount: { value: 5 } }]);
  expect(toCents(r.prices.grand_total.value)).toBe(toCents(r.prices.subtotal_including_tax.value) - 500);
});

it("unknown and expired codes get the spec's message; an empty cart cannot take a coupon", async () => {
  const id = await newCart(h);
  const empty = await apply(id, 'EHITUS10');
  expect(empty.errors?.[0]?.extensions.category).toBe('graphql-input');
  await add(h, id, [{ sku: 'SIM-0001', quantity: 1 }]);
  for (const code of ['NOSUCHCODE', 'SUVI2020']) {
    const r = await apply(id, code);
    expect(r.errors?.[0]).toMatchObject({
      message: 'The promo code you entered is currently invalid',
      extensions: { category: 'graphql-no-such-entity' },
    });
  }
  const after = await apply(id, 'EHITUS10');
  expect(after.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'EHITUS10' }]);
});
