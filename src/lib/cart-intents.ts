// A tiny typed bus between "something wants a product in the cart" (product page, product cards) and
// the cart feature, which features cannot import directly (DESIGN.md: features never import each
// other). Framework-free and SSR-safe: nothing runs at module scope.

/** What the shopper saw of the product, for the offline cart line and the data layer (spec §7). */
export interface AddToCartProduct {
  name: string;
  /** GraphQL __typename, e.g. SimpleProduct. */
  typename: string;
  /** The unit price shown to the shopper, in cents. */
  priceCents: number;
  currency: string;
  brand?: string | null;
  imageUrl?: string | null;
}

/** A value the shopper typed for an option (Magento EnteredOptionInput). */
export interface EnteredOption {
  uid: string;
  value: string;
}

export interface AddToCartRequest {
  /** The sku to add: the chosen variant's for a configurable product. */
  sku: string;
  quantity: number;
  /** The configurable parent's sku (spec §7 addConfigurableProductsToCart parent_sku). */
  parentSku?: string;
  /** Option value uids: configurable values, bundle options, downloadable links. */
  selectedOptions: string[];
  /** Typed option values: a gift card's sender, recipient, message and own amount. */
  enteredOptions?: EnteredOption[];
  product?: AddToCartProduct;
}

type Listener = (request: AddToCartRequest) => void;
const listeners = new Set<Listener>();

/** Asks the cart to add a product. Returns false when no cart is listening (nothing happens). */
export function requestAddToCart(request: AddToCartRequest): boolean {
  if (listeners.size === 0) return false;
  listeners.forEach((listener) => listener(request));
  return true;
}

/** The cart feature listens here; returns the unsubscribe function. */
export function onAddToCartRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A bus without payload: what listens now hears each emit. */
function signal() {
  const listeners = new Set<() => void>();
  return {
    emit: () => listeners.forEach((listener) => listener()),
    on: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const reload = signal();
/** The cart changed on the server (e.g. a reorder): the cart feature loads it again if it is running. */
export const requestCartReload = reload.emit;
export const onCartReloadRequest = reload.on;

const ordered = signal();
/** The cart became an order: the cart feature lets it go at once (badge and sidebar empty, no reload). */
export const announceCartOrdered = ordered.emit;
export const onCartOrdered = ordered.on;

/** How a batch of adds went (quick order): sent now with a result per request, or kept in the outbox. */
export type AddBatchOutcome =
  | {
      status: 'sent';
      results: ({ added: true } | { added: false; code: string | null; message: string | null })[];
    }
  /** Offline (or changes already wait): every request went into the cart outbox, in order. */
  | { status: 'queued' };

type BatchHandler = (requests: AddToCartRequest[]) => Promise<AddBatchOutcome>;
let batchHandler: BatchHandler | null = null;

/**
 * Asks the cart to add several products with one request (quick order). Null when no cart is listening;
 * rejects when the add failed as a whole (the cart's error message).
 */
export function requestAddBatchToCart(requests: AddToCartRequest[]): Promise<AddBatchOutcome> | null {
  return batchHandler ? batchHandler(requests) : null;
}

/** The cart feature handles batches here; returns the unsubscribe function. */
export function onAddBatchRequest(handler: BatchHandler): () => void {
  batchHandler = handler;
  return () => {
    if (batchHandler === handler) batchHandler = null;
  };
}
