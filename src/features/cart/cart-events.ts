// Events of the cart machine and the pure helpers around them (outbox change, data layer event).
import type { Cart } from '@/commerce/cart-model';
import type { CartChange } from '@/commerce/outbox';
import type { AddToCartRequest } from '@/lib/cart-intents';
import { centsToValue, pushDataLayer } from '@/lib/data-layer';

export type CartEvent =
  | { type: 'cart.itemAdded'; request: AddToCartRequest }
  | { type: 'cart.quantityChanged'; uid: string; quantity: number }
  | { type: 'cart.itemRemoved'; uid: string }
  | { type: 'cart.cleared' }
  | { type: 'cart.couponApplied'; code: string }
  | { type: 'cart.couponRemoved' }
  | { type: 'cart.reload' }
  | { type: 'cart.ordered' }
  /** The shopper closed the message of a failed add, change or removal. */
  | { type: 'cart.errorDismissed' }
  | { type: 'auth.loggedIn'; token: string }
  | { type: 'auth.loggedOut' }
  /** The outbox replay finished: the server cart with whatever still waits applied. */
  | { type: 'outbox.synced'; cart: Cart }
  /** The server cart after a change made beside the machine (a quick order's batch add). */
  | { type: 'cart.received'; cart: Cart };

export type ChangeEvent = Extract<
  CartEvent,
  { type: 'cart.itemAdded' | 'cart.quantityChanged' | 'cart.itemRemoved' }
>;

/** The outbox form of a change event. */
export function changeOf(event: ChangeEvent): CartChange {
  if (event.type === 'cart.itemAdded') {
    const { product, ...item } = event.request;
    return {
      type: 'add',
      item,
      ...(product
        ? {
            product: {
              name: product.name,
              typename: product.typename,
              unitCents: product.priceCents,
              brand: product.brand ?? null,
              imageUrl: product.imageUrl ?? null,
            },
          }
        : {}),
    };
  }
  if (event.type === 'cart.quantityChanged') return { type: 'set', uid: event.uid, quantity: event.quantity };
  return { type: 'remove', uid: event.uid };
}

/** spec §7 add_to_cart in GA4's ecommerce shape. */
export function trackAddToCart(request: AddToCartRequest, cart: Cart | null): void {
  const line = cart?.lines.find((l) => l.sku === request.sku);
  const price = request.product?.priceCents ?? line?.unitCents ?? 0;
  pushDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: request.product?.currency ?? cart?.currency ?? 'EUR',
      value: centsToValue(price * request.quantity),
      items: [
        {
          item_id: request.parentSku ?? request.sku,
          item_name: request.product?.name ?? line?.name ?? request.sku,
          ...(request.product?.brand ? { item_brand: request.product.brand } : {}),
          ...(request.parentSku ? { item_variant: request.sku } : {}),
          price: centsToValue(price),
          quantity: request.quantity,
        },
      ],
    },
  });
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
