// The add-to-cart button announces what the shopper chose; the cart feature (a later issue) listens
// for it. DESIGN.md: events are dot-namespaced (`cart.itemAdded`).

import type { AddToCartProduct, EnteredOption } from '@/lib/cart-intents';

export const CART_ITEM_ADDED = 'cart.itemAdded';

export interface CartItemAddedDetail {
  /** The sku to add: the chosen variant's for a configurable product. */
  sku: string;
  quantity: number;
  /** The configurable parent's sku (spec §7 addConfigurableProductsToCart parent_sku). */
  parentSku?: string;
  /** Option value uids: configurable values, bundle options, downloadable links, gift card amount. */
  selectedOptions: string[];
  /** What the shopper typed (Magento entered_options): a gift card's sender, recipient, message, own amount. */
  enteredOptions?: EnteredOption[];
  /** What the shopper saw (a grouped kit's member is not a cached product page of its own). */
  product?: AddToCartProduct;
}

export function cartItemAddedEvent(detail: CartItemAddedDetail): CustomEvent<CartItemAddedDetail> {
  return new CustomEvent(CART_ITEM_ADDED, { detail, bubbles: true });
}

/** Dispatched on `target` (the button), bubbling to window listeners. */
export function dispatchCartItemAdded(target: EventTarget, detail: CartItemAddedDetail): boolean {
  return target.dispatchEvent(cartItemAddedEvent(detail));
}
