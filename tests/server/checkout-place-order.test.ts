import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@/lib/money';
import { listOutbox } from '@/server/store/cart-order-email';
import { startGraphql, type Data, type Harness } from './graphql-helpers';
import {
  ADDRESS,
  add,
  findSimple,
  getCart,
  newCart,
  parcelSized,
  place,
  setBilling,
  setEmail,
  setMethod,
  setPayment,
  setShippingAddress,
} from './cart-helpers';

// placeOrder (spec §7): minimum total, Magento-style errors, stock and price re-check, order numbers per
// store, stored orders and the order-confirmation outbox.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

const qty = (sku: string) =>
  Number(
    h.db
      .prepare('SELECT qty FROM product_inventory WHERE product_id = (SELECT id FROM products WHERE sku = ?)')
      .pluck()
      .get(sku),
  );
const sourceQty = (sku: string, source: string) =>
  Number(
    h.db
      .prepare(
        'SELECT qty FROM inventory_source_items WHERE source_code = ? AND product_id = (SELECT id FROM products WHERE sku = ?)',
      )
      .pluck()
      .get(source, sku) ?? 0,
  );
const orderCount = () => Number(h.db.prepare('SELECT count(*) FROM orders').pluck().get());

const machineOf = async (carrier: string) =>
  (await h.gql(`query ($c: String) { parcelMachines(carrier: $c) { machine_id } }`, { c: carrier })).data
    .parcelMachines[0].machine_id as string;

describe('a complete guest order', () => {
  it('with a parcel machine: order number, totals, items, stock taken, e-mail queued, cart closed', async () => {
    const machine = await machineOf('omniva');
    const id = await newCart(h);
    const sku = parcelSized(h);
    const before = qty(sku);
    await add(h, id, [{ sku, quantity: 2 }]);
    await setEmail(h, id, 'mari@example.ee');
    await setShippingAddress(h, id, {
      address: {
        firstname: 'Mari',
        lastname: 'Maasikas',
        street: [],
        city: '',
        country_code: 'EE',
        telephone: '+3725123456',
      },
      object_id: machine,
    });
    await setMethod(h, id, { carrier_code: 'omniva', method_code: 'parcel_machine' });
    await setBilling(h, id, { same_as_shipping: true });
    // paid by invoice: nothing to pay online, so the confirmation is queued with the order (online: payments test)
    const cart = (await setPayment(h, id, 'company_invoice')).data.setPaymentMethodOnCart.cart;
    expect(cart.items_groups[0].location_id).toBe(machine);
    const r = await place(h, id);
    expect(r.errors).toBeUndefined();
    const out = r.data.placeOrder;
    expect(out.errors).toEqual([]);
    expect(out.order.order_number).toMatch(/^\d{9}$/);
    expect(out.orderV2).toMatchObject({
      number: out.order.order_number,
      status: 'Pending',
      email: 'mari@example.ee',
      payment_methods: [{ type: 'company_invoice', name: 'Ettevõtte arve' }],
      total: { grand_total: { value: cart.prices.grand_total.value }, total_shipping: { value: 2.9 } },
    });
    expect(out.orderV2.items).toEqual([
      expect.objectContaining({
        product_sku: sku,
        quantity_ordered: 2,
        product_sale_price: { value: cart.items[0].prices.price.value },
      }),
    ]);
    expect(qty(sku)).toBe(before - 2);
    const mail = listOutbox(h.db)[0]!;
    expect(mail).toMatchObject({
      kind: 'order_confirmation',
      recipient: 'mari@example.ee',
      store_code: 'et',
    });
    expect(mail.subject).toBe(`Tellimus ${out.order.order_number} on vastu võetud`);
    expect(mail.body).toContain('Omniva - Pakiautomaat');
    expect((await getCart(h, id)).errors?.[0]?.message).toBe(`The cart isn't active.`);
    // placed again (a retry after a lost answer): the same order, not a second one (checkout-place-again.test.ts)
    const again = (await place(h, id)).data.placeOrder;
    expect(again).toEqual(out);
    // an ordered item's product is read only when an answer asks for it (OrderItem.product)
    const withProduct = await h.gql(
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { items { product_sku product { sku } } } } }`,
      { id },
    );
    expect(withProduct.data.placeOrder.orderV2.items).toEqual([{ product_sku: sku, product: { sku } }]);
  });

  it('by courier in the Russian store: its own number sequence and a Russian e-mail', async () => {
    const id = await newCart(h); // created in et; the shopper switches to Russian before checking out
    await add(h, id, [{ sku: parcelSized(h, 1), quantity: 1 }], 'ru');
    await setEmail(h, id, 'ivan@example.ee', 'ru');
    await setShippingAddress(h, id, { address: ADDRESS }, 'ru');
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' }, 'ru');
    await setBilling(h, id, { address: { ...ADDRESS, firstname: 'Иван' } }, 'ru');
    await setPayment(h, id, 'company_invoice', 'ru');
    const out = (await place(h, id, 'ru')).data.placeOrder;
    expect(out.errors).toEqual([]);
    expect(out.order.order_number).toBe('200000001');
    const mail = listOutbox(h.db)[0]!;
    expect(mail.subject).toBe('Заказ 200000001 принят');
    expect(mail.body).toContain('Здравствуйте, Иван!');
    expect(mail.body).toContain('Курьер');
  });

  it("for someone else: the recipient's e-mail is checked, kept on the delivery address and named to the buyer", async () => {
    const id = await newCart(h);
    await add(h, id, [{ sku: parcelSized(h, 2), quantity: 1 }]);
    await setEmail(h, id, 'ostja@example.ee');
    const juta = { ...ADDRESS, firstname: 'Juta', lastname: 'Saaja', telephone: '+3725111222' };
    const refused = await setShippingAddress(h, id, { address: { ...juta, email: 'juta@' } });
    expect(refused.errors?.[0]?.message).toBe('Please enter a valid e-mail address');
    const saved = await h.gql(
      `mutation ($input: SetShippingAddressesOnCartInput) {
        setShippingAddressesOnCart(input: $input) { cart { shipping_addresses { firstname email } } }
      }`,
      { input: { cart_id: id, shipping_addresses: [{ address: { ...juta, email: ' juta@example.ee ' } }] } },
    );
    expect(saved.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
      { firstname: 'Juta', email: 'juta@example.ee' },
    ]);
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
    await setBilling(h, id, { same_as_shipping: true });
    await setPayment(h, id, 'company_invoice');
    const placed = await h.gql(
      `mutation ($id: String!) {
        placeOrder(input: { cart_id: $id }) { orderV2 { shipping_address { email } billing_address { email } } }
      }`,
      { id },
    );
    // the bill is the buyer's: the recipient's e-mail stays with the delivery
    expect(placed.data.placeOrder.orderV2).toEqual({
      shipping_address: { email: 'juta@example.ee' },
      billing_address: { email: null },
    });
    const mail = listOutbox(h.db)[0]!;
    expect(mail.recipient).toBe('ostja@example.ee');
    expect(mail.body).toContain('Saaja: Juta Saaja, +3725111222, juta@example.ee');
  });

  it('with store pickup: the stock leaves that store', async () => {
    const store = h.db
      .prepare(
        `SELECT source_code FROM inventory_source_items WHERE qty >= 3 AND source_code != 'warehouse' AND product_id = (SELECT id FROM products WHERE sku = 'SIM-0006') ORDER BY qty`,
      )
      .pluck()
      .get() as string;
    const before = sourceQty('SIM-0006', store);
    const id = await newCart(h);
    await add(h, id, [{ sku: 'SIM-0006', quantity: 3 }]);
    await setEmail(h, id, 'jyri@example.ee');
    await setShippingAddress(h, id, { pickup_location_code: store });
    await setMethod(h, id, { carrier_code: 'instore', method_code: 'pickup' });
    await setBilling(h, id, { address: ADDRESS });
    await setPayment(h, id, 'paylater');
    const out = (await place(h, id)).data.placeOrder;
    expect(out.errors).toEqual([]);
    expect(out.orderV2.total.total_shipping.value).toBe(0);
    expect(sourceQty('SIM-0006', store)).toBe(before - 3);
    const shipment = h.db
      .prepare('SELECT carrier_code, location_id FROM order_shipments ORDER BY order_id DESC LIMIT 1')
      .get();
    expect(shipment).toEqual({ carrier_code: 'instore', location_id: store });
  });

  it('a virtual-only cart needs no shipping', async () => {
    const id = await newCart(h);
    await add(h, id, [{ sku: 'VIR-0001', quantity: 1 }]);
    const address = await setShippingAddress(h, id, { address: ADDRESS });
    expect(address.errors?.[0]?.message).toBe(
      'Shipping address is not allowed on cart: cart contains no items for shipment.',
    );
    await setEmail(h, id, 'mari@example.ee');
    await setBilling(h, id, { address: ADDRESS });
    await setPayment(h, id, 'company_invoice');
    const out = (await place(h, id)).data.placeOrder;
    expect(out.errors).toEqual([]);
    expect(out.orderV2.total.total_shipping.value).toBe(0);
  });
});

describe('placeOrder refusals', () => {
  it('below 10 EUR excluding transport, even when transport lifts the total above it', async () => {
    const cheap = findSimple(h, { maxCents: 900 });
    const id = await newCart(h);
    const cart = (await add(h, id, [{ sku: cheap.sku, quantity: 1 }])).data.addProductsToCart.cart;
    expect(cart.messages).toContainEqual({
      type: 'warning',
      text: 'Unable to place order: minimum cart total 10 EUR',
    });
    await setEmail(h, id, 'mari@example.ee');
    await setShippingAddress(h, id, { address: ADDRESS });
    const withCourier = (await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' })).data
      .setShippingMethodsOnCart.cart;
    expect(withCourier.prices.grand_total.value).toBeGreaterThan(10);
    await setBilling(h, id, { same_as_shipping: true });
    await setPayment(h, id, 'card');
    const before = orderCount();
    const out = (await place(h, id)).data.placeOrder;
    expect(out.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: minimum cart total 10 EUR' },
    ]);
    expect(out.orderV2).toBeNull();
    expect(orderCount()).toBe(before);
    expect((await getCart(h, id)).data.cart.id).toBe(id); // still active
  });

  it('each missing checkout step gets its Magento-style error, in order', async () => {
    const id = await newCart(h);
    const expectError = async (code: string, message: string) =>
      expect((await place(h, id)).data.placeOrder.errors).toEqual([{ code, message }]);
    await expectError('UNABLE_TO_PLACE_ORDER', 'Unable to place order: The cart does not contain products.');
    await add(h, id, [{ sku: parcelSized(h), quantity: 1 }]);
    await expectError('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.');
    await setEmail(h, id, 'mari@example.ee');
    await expectError(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: Please check the shipping address information.',
    );
    await setShippingAddress(h, id, {
      address: { firstname: 'Mari', lastname: 'M', street: [], city: '', country_code: 'EE' },
    });
    await expectError(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: The shipping method is missing. Select the shipping method and try again.',
    );
    await setMethod(h, id, { carrier_code: 'dpd', method_code: 'parcel_machine' });
    await expectError(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: Choose a parcel machine for the delivery.',
    );
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
    // a courier needs a real street, not the §5 fallback
    await expectError(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: Please check the shipping address information.',
    );
    await setShippingAddress(h, id, { address: ADDRESS });
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
    await expectError(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: Please check the billing address information.',
    );
    await setBilling(h, id, { same_as_shipping: true });
    await expectError(
      'UNABLE_TO_PLACE_ORDER',
      'Unable to place order: Enter a valid payment method and try again.',
    );
    await setPayment(h, id, 'banklink');
    expect((await place(h, id)).data.placeOrder.errors).toEqual([]);
  });

  it('an unknown cart is CART_NOT_FOUND', async () => {
    const out = (await place(h, 'Z'.repeat(32))).data.placeOrder;
    expect(out.errors).toEqual([
      { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${'Z'.repeat(32)}"` },
    ]);
  });

  it('re-checks stock: goods sold meanwhile show on the item and stop the order', async () => {
    const p = findSimple(h, { minCents: 1500, maxCents: 5000, stock: 10 });
    const id = await newCart(h);
    await add(h, id, [{ sku: p.sku, quantity: 5 }]);
    await setEmail(h, id, 'mari@example.ee');
    await setShippingAddress(h, id, { address: ADDRESS });
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
    await setBilling(h, id, { same_as_shipping: true });
    await setPayment(h, id, 'card');
    h.db
      .prepare(
        'UPDATE product_inventory SET qty = 3 WHERE product_id = (SELECT id FROM products WHERE sku = ?)',
      )
      .run(p.sku);
    const cart = (await getCart(h, id)).data.cart;
    expect(cart.items[0].errors).toEqual([{ code: 'ITEM_QTY', message: 'Not enough products in stock' }]);
    expect(cart.messages[0].type).toBe('error');
    const out = (await place(h, id)).data.placeOrder;
    expect(out.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: Not enough products in stock' },
    ]);
    expect(qty(p.sku)).toBe(3);
  });

  it('re-checks prices: the order charges the current price', async () => {
    const p = findSimple(h, { minCents: 1500, maxCents: 5000 });
    const id = await newCart(h);
    await add(h, id, [{ sku: p.sku, quantity: 2 }]);
    await setEmail(h, id, 'mari@example.ee');
    await setShippingAddress(h, id, { address: ADDRESS });
    await setMethod(h, id, { carrier_code: 'courier', method_code: 'courier' });
    await setBilling(h, id, { same_as_shipping: true });
    await setPayment(h, id, 'card');
    h.db.prepare('UPDATE products SET price = ? WHERE sku = ?').run(p.price + 1000, p.sku);
    const out = (await place(h, id)).data.placeOrder;
    expect(out.errors).toEqual([]);
    const items = out.orderV2.items as Data[];
    expect(toCents(items[0].product_sale_price.value)).toBe(p.price + 1000);
    expect(toCents(out.orderV2.total.grand_total.value)).toBe((p.price + 1000) * 2 + 590);
  });
});
