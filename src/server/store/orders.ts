import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { meetsMinimumTotal, totalWithoutTransport } from '@/lib/cart-rules';
import { ADDRESS_FALLBACKS } from '@/lib/address';
import { countCouponUse, findCart, stmt, updateCart, type CartRow } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';
import { stockUses } from '@/server/store/cart-lines';
import { buildCartView, type CartView, type GroupView } from '@/server/store/cart-view';
import type { StoredAddress } from '@/server/store/cart-checkout';
import { writeOrderEmail } from '@/server/store/cart-order-email';
import { shopperText } from '@/server/shopper-text';
import { issueGiftCards } from '@/server/store/giftcard-accounts';
import { chargeForOrder, recordCreditPurchase } from '@/server/store/company-credit';

// placeOrder (spec §7): checks the cart (minimum total, e-mail, addresses, methods, stock, prices), then in ONE
// transaction writes the order, its lines and shipments, takes the stock, queues the confirmation e-mail (for
// an online payment only once it is paid: order-payments.ts) and deactivates the cart. A failure anywhere
// leaves no order and an untouched cart.

export type PlaceOrderCode =
  'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

export interface PlaceOrderError {
  code: PlaceOrderCode;
  message: string;
}

export interface PlaceOrderHooks {
  /** test hook: runs right after the order row is written, inside the transaction */
  afterOrderRow?: (orderId: number) => void;
}

const unable = (message: string): PlaceOrderError => ({
  code: 'UNABLE_TO_PLACE_ORDER',
  message: `Unable to place order: ${message}`,
});

const isRealStreet = (a: StoredAddress) => a.street.some((s) => s !== ADDRESS_FALLBACKS.street);

const groupProblem = (group: GroupView, address: StoredAddress): string | null => {
  const c = group.choice;
  if (!c) return shopperText('The shipping method is missing. Select the shipping method and try again.');
  if (c.carrier.kind === 'parcel' && !c.locationId)
    return shopperText('Choose a parcel machine for the delivery.');
  if (c.carrier.kind === 'pickup' && !c.locationId)
    return shopperText('Choose a store to pick the goods up from.');
  if ((c.carrier.kind === 'courier' || c.carrier.kind === 'special') && !isRealStreet(address))
    return shopperText('Please check the shipping address information.');
  return null;
};

/** Why the cart cannot become an order yet, or null. */
export const orderProblem = (view: CartView): PlaceOrderError | null => {
  const cart = view.cart;
  if (!view.lines.length) return unable(shopperText('The cart does not contain products.'));
  // spec §5: minimum cart total 10 EUR excluding transport
  if (!meetsMinimumTotal(totalWithoutTransport(view.grandTotal, view.shipping)))
    return unable(shopperText('minimum cart total 10 EUR'));
  if (!cart.email)
    return { code: 'GUEST_EMAIL_MISSING', message: shopperText('Guest email for cart is missing.') };
  if (!view.isVirtual) {
    if (!cart.shipping_address) return unable(shopperText('Please check the shipping address information.'));
    const address = JSON.parse(cart.shipping_address) as StoredAddress;
    for (const g of view.groups) {
      const problem = groupProblem(g, address);
      if (problem) return unable(problem);
    }
  }
  if (!cart.billing_address) return unable(shopperText('Please check the billing address information.'));
  if (!cart.payment_method || !view.payments.some((p) => p.code === cart.payment_method))
    return unable(shopperText('Enter a valid payment method and try again.'));
  if (view.lines.some((l) => l.errors.length)) return unable(shopperText('Not enough products in stock'));
  return null;
};

const nextNumber = (db: Database, cart: CartRow): string => {
  const value = Number(
    stmt(
      db,
      `INSERT INTO order_sequences (store_code, last_value) VALUES (?, 1)
         ON CONFLICT (store_code) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`,
    )
      .pluck()
      .get(cart.store_code),
  );
  // Magento's increment ids: 9 digits, prefixed with the store id for stores other than the first
  const storeId = Number(
    stmt(db, 'SELECT store_id FROM store_views WHERE code = ?').pluck().get(cart.store_code),
  );
  const prefix = storeId > 1 ? String(storeId) : '';
  return prefix + String(value).padStart(9 - prefix.length, '0');
};

/** Takes stock: the product total, and the source the goods leave from (the pickup store, else the warehouse first). */
const takeStock = (db: Database, productId: number, qty: number, pickupSource: string | null) => {
  const managed = stmt(db, 'SELECT manage_stock FROM product_inventory WHERE product_id = ?')
    .pluck()
    .get(productId) as number | undefined;
  if (!managed) return;
  const done = stmt(
    db,
    `UPDATE product_inventory SET qty = qty - @qty, stock_status = CASE WHEN qty - @qty > 0 THEN stock_status ELSE 0 END
       WHERE product_id = @id AND qty >= @qty - 1e-9`,
  ).run({ id: productId, qty }).changes;
  if (!done) throw new Error(`Stock of product ${productId} ran out while placing the order`);
  const sources = stmt(
    db,
    `SELECT source_code, qty FROM inventory_source_items WHERE product_id = ? AND qty > 0
       ORDER BY CASE WHEN source_code = ? THEN 0 WHEN source_code = 'warehouse' THEN 1 ELSE 2 END, qty DESC`,
  ).all(productId, pickupSource ?? 'warehouse') as { source_code: string; qty: number }[];
  let left = qty;
  const take = stmt(
    db,
    'UPDATE inventory_source_items SET qty = qty - ?, status = CASE WHEN qty - ? > 0 THEN status ELSE 0 END WHERE product_id = ? AND source_code = ?',
  );
  for (const s of sources) {
    if (left <= 0) break;
    const n = Math.min(left, s.qty);
    take.run(n, n, productId, s.source_code);
    left -= n;
  }
};

/** `repeated`: the cart had already become this order (a retry after a lost answer, issue 15). */
export type PlaceOrderResult =
  { orderId: number; number: string; repeated?: boolean } | { error: PlaceOrderError };

/** The order a cart became, if it did (one order per cart: orders.cart_id is unique). */
const orderOfCart = (db: Database, cartId: number) =>
  stmt(db, 'SELECT id, increment_id FROM orders WHERE cart_id = ?').get(cartId) as
    { id: number; increment_id: string } | undefined;

export const placeOrder = (
  db: Database,
  maskedId: string,
  hooks: PlaceOrderHooks = {},
  now = new Date(),
  store?: StoreCode,
): PlaceOrderResult =>
  db
    .transaction((): PlaceOrderResult => {
      const found = findCart(db, maskedId);
      if (!found)
        return { error: { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${maskedId}"` } };
      if (!found.is_active) {
        // Placing a cart's order again answers the order it already became (whatever its payment state),
        // so a shopper whose first answer was lost learns the number: an extension of Magento, which says
        // CART_NOT_ACTIVE. Only the cart's owner gets here (cart-access.ts); a merged cart has no order.
        const placed = orderOfCart(db, found.id);
        if (placed) return { orderId: placed.id, number: placed.increment_id, repeated: true };
        return { error: { code: 'CART_NOT_ACTIVE', message: `The cart isn't active.` } };
      }
      // the order belongs to the store view the customer checks out in (its number and e-mail language)
      if (store && store !== found.store_code) updateCart(db, found.id, { store_code: store });
      const cart = store ? { ...found, store_code: store } : found;
      const view = buildCartView(db, cart, now);
      const problem = orderProblem(view);
      if (problem) return { error: problem };
      const billing = JSON.parse(cart.billing_address!) as StoredAddress;
      const payment = view.payments.find((p) => p.code === cart.payment_method)!;
      // spec §6 company roles and §8 credit refusals; on credit the amount is taken in this transaction
      const refused = chargeForOrder(db, cart.customer_id, cart.store_code, payment.code, view.grandTotal);
      if (refused) return { error: { code: 'UNABLE_TO_PLACE_ORDER', message: refused.message } };
      const number = nextNumber(db, cart);
      const orderId = Number(
        stmt(
          db,
          `INSERT INTO orders (increment_id, store_code, cart_id, token, status, email, customer_firstname,
             customer_lastname, shipping_address, billing_address, payment_method, payment_title, coupon_code,
             subtotal, discount, shipping_amount, grand_total, created_at)
           VALUES (@number, @store, @cart, @token, @status, @email, @first, @last, @ship, @bill, @pay, @payTitle,
             @coupon, @subtotal, @discount, @shipping, @grand, @created)`,
        ).run({
          number,
          store: cart.store_code,
          cart: cart.id,
          token: randomBytes(16).toString('hex'),
          // paid online: the order waits for the provider's answer (its confirmation leaves once paid)
          status: payment.online ? 'pending_payment' : 'pending',
          email: cart.email,
          first: billing.firstname,
          last: billing.lastname,
          ship: view.isVirtual ? null : cart.shipping_address,
          bill: cart.billing_address,
          pay: payment.code,
          payTitle: payment.title[cart.store_code],
          coupon: view.coupon?.code ?? null,
          subtotal: view.subtotal,
          discount: view.discount,
          shipping: view.shipping,
          grand: view.grandTotal,
          created: now.toISOString().slice(0, 19).replace('T', ' '),
        }).lastInsertRowid,
      );
      // a single-use code (the newsletter's first-order code) is spent by this order
      if (view.coupon) countCouponUse(db, view.coupon.code);
      if (payment.companyCredit) recordCreditPurchase(db, cart.customer_id, orderId, view.grandTotal);
      hooks.afterOrderRow?.(orderId);
      const item = stmt(
        db,
        `INSERT INTO order_items (order_id, product_id, variant_id, sku, name, product_type, url_key, quantity, price,
         row_total, discount, options, group_id)
       VALUES (@order, @product, @variant, @sku, @name, @type, @url, @qty, @price, @row, @discount, @options, @group)`,
      );
      const ru = cart.store_code === 'ru';
      for (const l of view.lines) {
        const p = l.spec.product;
        item.run({
          order: orderId,
          product: p.id,
          variant: l.spec.variant?.id ?? null,
          sku: (l.spec.variant ?? p).sku,
          name: ru ? p.name_ru : p.name_et,
          type: p.type_id,
          url: ru ? p.url_key_ru : p.url_key_et,
          qty: l.row.quantity,
          price: l.unit,
          row: l.rowTotal,
          discount: l.discount,
          options: l.row.options,
          group: l.groupId,
        });
        const group = view.groups.find((g) => g.groupId === l.groupId);
        const source = group?.choice?.carrier.kind === 'pickup' ? group.choice.locationId : null;
        for (const use of stockUses(db, l.spec))
          takeStock(db, use.productId, use.perUnit * l.row.quantity, source);
      }
      const shipment = stmt(
        db,
        `INSERT INTO order_shipments (order_id, group_id, carrier_code, method_code, title, location_id, amount)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const g of view.groups) {
        const c = g.choice!;
        const t = c.carrier.title[cart.store_code];
        shipment.run(
          orderId,
          g.groupId,
          c.carrier.carrier_code,
          c.carrier.method_code,
          `${t.carrier} - ${t.method}`,
          c.locationId,
          c.carrier.amount,
        );
      }
      if (!payment.online) {
        writeOrderEmail(db, orderId);
        issueGiftCards(db, orderId);
      }
      updateCart(db, cart.id, { is_active: 0 });
      return { orderId, number };
    })
    .immediate();
