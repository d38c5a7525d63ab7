// spec §7 data layer: begin_checkout and purchase in GA4's ecommerce shape; spec §3/§4 placed-order
// message in localStorage `placedOrder`, consumed once by the thank-you page.
import type { PlacedOrder } from '@/commerce/checkout';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { centsToValue, type DataLayerEvent } from '@/lib/data-layer';
import { storageKeys } from '@/lib/storage-keys';
import type { KeyValueStorage } from '@/features/checkout/checkout-state';

export function beginCheckoutEvent(cart: CheckoutCart): DataLayerEvent {
  return {
    event: 'begin_checkout',
    ecommerce: {
      currency: cart.currency,
      value: centsToValue(cart.grandTotalCents - cart.transportCents),
      ...(cart.coupon ? { coupon: cart.coupon } : {}),
      items: cart.items.map((i, index) => ({
        item_id: i.sku,
        item_name: i.name,
        price: centsToValue(Math.round(i.rowTotalCents / Math.max(1, i.quantity))),
        quantity: i.quantity,
        index,
      })),
    },
  };
}

export function purchaseEvent(order: PlacedOrder, coupon: string | null = null): DataLayerEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: order.grandTotal,
      shipping: order.shipping,
      ...(coupon ? { coupon } : {}),
      items: order.items.map((i, index) => ({
        item_id: i.sku,
        item_name: i.name,
        price: i.price,
        quantity: i.quantity,
        index,
      })),
    },
  };
}

export interface PlacedOrderMessage {
  orderNumber: string;
  email: string | null;
}

export function storePlacedOrder(storage: KeyValueStorage | null, order: PlacedOrder): void {
  try {
    const message: PlacedOrderMessage = { orderNumber: order.number, email: order.email };
    storage?.setItem(storageKeys.placedOrder, JSON.stringify(message));
  } catch {
    // storage blocked: the thank-you page then shows its generic text
  }
}

/** Reads the placed-order message without removing it (call consumePlacedOrder afterwards). */
export function readPlacedOrder(storage: KeyValueStorage | null): PlacedOrderMessage | null {
  try {
    const raw = JSON.parse(storage?.getItem(storageKeys.placedOrder) ?? 'null') as unknown;
    if (raw && typeof raw === 'object' && typeof (raw as PlacedOrderMessage).orderNumber === 'string') {
      const m = raw as PlacedOrderMessage;
      return { orderNumber: m.orderNumber, email: typeof m.email === 'string' ? m.email : null };
    }
  } catch {
    // malformed: treated as absent
  }
  return null;
}

export function consumePlacedOrder(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(storageKeys.placedOrder);
  } catch {
    // see storePlacedOrder
  }
}
