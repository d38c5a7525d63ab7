import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '@/server/store/orders';
import { startGraphql, type Harness } from './graphql-helpers';
import {
  ADDRESS,
  add,
  getCart,
  mutateCart,
  newCart,
  place,
  setBilling,
  setEmail,
  setMethod,
  setPayment,
  setShippingAddress,
} from './cart-helpers';

// Issue 5 item 4: everything that changes a cart or places an order runs in one transaction; a crash
// mid-order leaves either a complete order or an untouched cart.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

/** Everything a failed order could have touched. */
const snapshot = () => ({
  orders: h.db.prepare('SELECT count(*) FROM orders').pluck().get(),
  items: h.db.prepare('SELECT count(*) FROM order_items').pluck().get(),
  shipments: h.db.prepare('SELECT count(*) FROM order_shipments').pluck().get(),
  outbox: h.db.prepare('SELECT count(*) FROM email_outbox').pluck().get(),
  sequences: h.db.prepare('SELECT * FROM order_sequences ORDER BY store_code').all(),
  stock: h.db
    .prepare(
      `SELECT qty, stock_status FROM product_inventory WHERE product_id IN (SELECT id FROM products WHERE sku IN ('SIM-0001', 'SIM-0006')) ORDER BY product_id`,
    )
    .all(),
  sources: h.db
    .prepare(
      `SELECT * FROM inventory_source_items WHERE product_id IN (SELECT id FROM products WHERE sku IN ('SIM-0001', 'SIM-0006')) ORDER BY product_id, source_code`,
    )
    .all(),
  carts: h.db.prepare('SELECT id, is_active, updated_at FROM carts ORDER BY id').all(),
  lines: h.db.prepare('SELECT * FROM cart_items ORDER BY id').all(),
});

const readyCart = async () => {
  const id = await newCart(h);
  await add(h, id, [
    { sku: 'SIM-0001', quantity: 2 },
    { sku: 'SIM-0006', quantity: 1 },
  ]);
  await setEmail(h, id, 'mari@example.ee');
  await setShippingAddress(h, id, { address: ADDRESS });
  await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
  await setBilling(h, id, { same_as_shipping: true });
  await setPayment(h, id, 'card');
  return id;
};

describe('placeOrder is all or nothing', () => {
  it('a crash right after the order row is written leaves no order and the cart untouched; a retry succeeds', async () => {
    const id = await readyCart();
    const before = snapshot();
    expect(() =>
      placeOrder(h.db, id, {
        afterOrderRow: (orderId) => {
          // the row really was written inside the transaction before the crash
          expect(h.db.prepare('SELECT count(*) FROM orders WHERE id = ?').pluck().get(orderId)).toBe(1);
          throw new Error('power cut');
        },
      }),
    ).toThrow('power cut');
    expect(snapshot()).toEqual(before);
    const retry = placeOrder(h.db, id);
    expect('number' in retry).toBe(true);
    expect(snapshot().orders).toBe(Number(before.orders) + 1);
  });

  it("a statement failing late in placeOrder (shipments) answers Magento's error and changes nothing", async () => {
    const id = await readyCart();
    const before = snapshot();
    h.db.exec(
      `CREATE TEMP TRIGGER fail_shipment BEFORE INSERT ON order_shipments BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    );
    try {
      const out = (await place(h, id)).data.placeOrder;
      expect(out.errors).toEqual([
        {
          code: 'UNABLE_TO_PLACE_ORDER',
          message:
            'Unable to place order: A server error stopped your order from being placed. Please try to place your order again.',
        },
      ]);
      expect(out.orderV2).toBeNull();
    } finally {
      h.db.exec('DROP TRIGGER fail_shipment');
    }
    expect(snapshot()).toEqual(before);
    const ok = (await place(h, id)).data.placeOrder;
    expect(ok.errors).toEqual([]);
    expect((await getCart(h, id)).errors?.[0]?.message).toBe(`The cart isn't active.`);
  });
});

describe('cart mutations are all or nothing', () => {
  it('a legacy add with one bad item adds none of them', async () => {
    const id = await newCart(h);
    const r = await mutateCart(h, 'addSimpleProductsToCart', 'AddSimpleProductsToCartInput', {
      cart_id: id,
      cart_items: [{ data: { sku: 'SIM-0001', quantity: 1 } }, { data: { sku: 'SIM-0005', quantity: 1 } }],
    });
    expect(r.errors?.[0]).toMatchObject({
      message: 'Product that you are trying to add is not available.',
      extensions: { category: 'graphql-input' },
    });
    expect((await getCart(h, id)).data.cart.items).toEqual([]);
  });

  it('updateCartItems with one refused update applies none', async () => {
    const id = await newCart(h);
    const items = (
      await add(h, id, [
        { sku: 'SIM-0001', quantity: 1 },
        { sku: 'SIM-0004', quantity: 25 },
      ])
    ).data.addProductsToCart.cart.items;
    const r = await mutateCart(h, 'updateCartItems', 'UpdateCartItemsInput', {
      cart_id: id,
      cart_items: [
        { cart_item_uid: items[0].uid, quantity: 3 },
        { cart_item_uid: items[1].uid, quantity: 26 },
      ],
    });
    expect(r.errors?.[0]?.message).toBe('You can buy this product only in quantities of 25 at a time.');
    expect((await getCart(h, id)).data.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([
      1, 25,
    ]);
  });

  it('a failing write inside addProductsToCart rolls the whole mutation back', async () => {
    const id = await newCart(h);
    await add(h, id, [{ sku: 'SIM-0001', quantity: 1 }]);
    const before = snapshot();
    // the second line's insert fails after the first line's quantity was already raised
    h.db.exec(
      `CREATE TEMP TRIGGER fail_line BEFORE INSERT ON cart_items BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    try {
      const r = await add(h, id, [
        { sku: 'SIM-0001', quantity: 1 },
        { sku: 'SIM-0006', quantity: 1 },
      ]);
      expect(r.errors?.[0]?.message).toBe('Internal server error');
    } finally {
      h.db.exec('DROP TRIGGER fail_line');
    }
    expect(snapshot()).toEqual(before);
  });
});
