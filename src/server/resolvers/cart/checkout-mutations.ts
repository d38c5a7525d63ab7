import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';
import { money } from '@/server/resolvers/money';
import { toUid } from '@/server/resolvers/uid';
import { activeCart } from '@/server/store/cart-service';
import {
  setBillingAddress,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethods,
  type BillingArgs,
  type MethodArgs,
  type ShippingAddressArgs,
  type StoredAddress,
} from '@/server/store/cart-checkout';
import { placeOrder } from '@/server/store/orders';
import { loadOrder } from '@/server/store/cart-order-email';
import { cartShape } from '@/server/resolvers/cart/cart-shape';
import { required, run } from '@/server/resolvers/cart/cart-run';

// Checkout mutations of spec §7 (Magento 2.4.7 shapes) and placeOrder's PlaceOrderOutput.

const shaped = (ctx: ShopContext, maskedId: string) => ({
  cart: cartShape(ctx, activeCart(ctx.db, maskedId)),
});

type LoggingContext = ShopContext & { reply?: { log: { error: (o: unknown, m: string) => void } } };

/** Magento's default labels of its order statuses (sales_order_status). */
const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  holded: 'On Hold',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
};

/** CustomerOrder (Magento) of a placed order, for PlaceOrderOutput.orderV2 and Customer.orders. */
/** An order's address as Magento's OrderAddress (the stored cart address, as it was when ordered). */
const orderAddress = (json: string | null) => {
  if (!json) return null;
  const a = JSON.parse(json) as StoredAddress;
  return { ...a, region_id: a.region_id === null ? null : String(a.region_id), email: a.email ?? null };
};

export const orderShape = (ctx: ShopContext, orderId: number) => {
  const { order, items, shipments } = loadOrder(ctx.db, orderId);
  const date = order.created_at;
  return {
    id: toUid(order.id),
    number: order.increment_id,
    order_number: order.increment_id,
    increment_id: order.increment_id,
    order_date: date,
    created_at: date,
    status: ORDER_STATUS_LABELS[order.status] ?? 'Pending',
    email: order.email,
    token: order.token,
    grand_total: order.grand_total / 100,
    carrier: shipments.map((s) => s.carrier_code).join(', ') || null,
    shipping_method: shipments.map((s) => s.title).join(', ') || null,
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    shipping_address: orderAddress(order.shipping_address),
    billing_address: orderAddress(order.billing_address),
    payment_methods: [{ name: order.payment_title, type: order.payment_method, additional_data: [] }],
    total: {
      base_grand_total: money(order.grand_total),
      grand_total: money(order.grand_total),
      subtotal: money(order.subtotal),
      total_shipping: money(order.shipping_amount),
      total_tax: money(0),
      taxes: [],
      discounts: order.discount
        ? [{ amount: money(order.discount), label: order.coupon_code ?? '', applied_to: 'ITEM' }]
        : [],
    },
    items: items.map((i) => ({
      __typename: 'OrderItem',
      id: toUid(i.id),
      // the product is read only when asked for (OrderItem.product, cart-resolvers.ts): the checkout's answer and
      // the order lists show the item's own columns
      product_id: i.product_id,
      product_name: i.name,
      product_sku: i.sku,
      product_type: i.product_type,
      product_url_key: i.url_key,
      product_sale_price: money(i.price),
      quantity_ordered: i.quantity,
      quantity_canceled: 0,
      quantity_invoiced: 0,
      quantity_refunded: 0,
      quantity_returned: 0,
      quantity_shipped: 0,
      status: 'Ordered',
      discounts: i.discount
        ? [{ amount: money(i.discount), label: order.coupon_code ?? '', applied_to: 'ITEM' }]
        : [],
    })),
  };
};

export const checkoutMutations = {
  setShippingAddressesOnCart: (
    _: unknown,
    args: { input?: { cart_id: string; shipping_addresses: (ShippingAddressArgs | null)[] } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      setShippingAddress(ctx.db, cartId, args.input?.shipping_addresses ?? []);
      return shaped(ctx, cartId);
    }),
  setShippingMethodsOnCart: (
    _: unknown,
    args: { input?: { cart_id: string; shipping_methods: (MethodArgs | null)[] } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      setShippingMethods(ctx.db, cartId, args.input?.shipping_methods ?? []);
      return shaped(ctx, cartId);
    }),
  setBillingAddressOnCart: (
    _: unknown,
    args: { input?: { cart_id: string; billing_address: BillingArgs } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      if (!args.input?.billing_address) throw inputError('Required parameter "billing_address" is missing');
      setBillingAddress(ctx.db, cartId, args.input.billing_address);
      return shaped(ctx, cartId);
    }),
  setPaymentMethodOnCart: (
    _: unknown,
    args: { input?: { cart_id: string; payment_method: { code: string } } | null },
    ctx: ShopContext,
  ) =>
    run(() => {
      const cartId = required(args.input?.cart_id, 'cart_id');
      setPaymentMethod(ctx.db, cartId, required(args.input?.payment_method?.code, 'code'));
      return shaped(ctx, cartId);
    }),
  placeOrder: async (_: unknown, args: { input?: { cart_id: string } | null }, ctx: LoggingContext) => {
    const cartId = args.input?.cart_id?.trim();
    if (!cartId)
      return { errors: [{ code: 'CART_NOT_FOUND', message: 'Required parameter "cart_id" is missing' }] };
    let result: ReturnType<typeof placeOrder>;
    try {
      result = placeOrder(ctx.db, cartId, {}, new Date(), ctx.store);
    } catch (err) {
      // the transaction rolled back: no order, the cart is as it was
      ctx.reply?.log.error({ err }, 'placeOrder failed');
      return {
        errors: [
          {
            code: 'UNABLE_TO_PLACE_ORDER',
            message:
              'Unable to place order: A server error stopped your order from being placed. Please try to place your order again.',
          },
        ],
      };
    }
    if ('error' in result) return { errors: [result.error], order: null, orderV2: null };
    // The confirmation waits in the outbox (written with the order) and leaves after the answer, as with
    // Magento's asynchronous sending: the shopper never waits for the mail (src/server/mail/outbox-sender.ts).
    if (!result.repeated) ctx.outbox.nudge();
    return {
      errors: [],
      order: { order_number: result.number, order_id: result.number },
      orderV2: orderShape(ctx, result.orderId),
    };
  },
};
