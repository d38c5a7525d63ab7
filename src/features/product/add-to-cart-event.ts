// The add-to-cart button announces what the shopper chose; the cart feature (a later issue) listens
// for it. DESIGN.md: events are dot-namespaced (`cart.itemAdded`).

export const CART_ITEM_ADDED = 'cart.itemAdded';

export interface CartItemAddedDetail {
  /** The sku to add: the chosen variant's for a configurable product. */
  sku: string;
  quantity: number;
  /** The configurable parent's sku (spec §7 addConfigurableProductsToCart parent_sku). */
  parentSku?: string;
  /** Option value uids: configurable values, bundle options, downloadable links, gift card amount. */
  selectedOptions: string[];
  /** A typed gift card amount (open amount), in cents. */
  enteredAmountCents?: number;
}

export function cartItemAddedEvent(detail: CartItemAddedDetail): CustomEvent<CartItemAddedDetail> {
  return new CustomEvent(CART_ITEM_ADDED, { detail, bubbles: true });
}

/** Dispatched on `target` (the button), bubbling to window listeners. */
export function dispatchCartItemAdded(target: EventTarget, detail: CartItemAddedDetail): boolean {
  return target.dispatchEvent(cartItemAddedEvent(detail));
}
