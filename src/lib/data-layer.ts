// Tag manager data layer (spec §7: view_item, add_to_cart, begin_checkout, purchase, page_view, search)
// in Google Analytics 4's ecommerce shape. SSR-safe: the global is only touched inside functions.

export const dataLayerEvents = [
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'purchase',
  'page_view',
  'search',
] as const;
export type DataLayerEventName = (typeof dataLayerEvents)[number];

/** One GA4 ecommerce item; money as a decimal number in the currency (GA4 wants floats, not cents). */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  index?: number;
}

export interface DataLayerEcommerce {
  currency: string;
  value: number;
  items: DataLayerItem[];
  transaction_id?: string;
  shipping?: number;
  coupon?: string;
  [key: string]: unknown;
}

export interface DataLayerEvent {
  event: DataLayerEventName;
  event_id?: string;
  ecommerce?: DataLayerEcommerce;
  [key: string]: unknown;
}

type DataLayerTarget = { dataLayer?: unknown[] };

/**
 * Pushes an event to `window.dataLayer` (created when missing). An ecommerce event is preceded by
 * `{ ecommerce: null }` as Google recommends, so fields of an earlier event never leak into this one.
 * spec §8: an unknown event type is refused with the spec's message.
 */
export function pushDataLayer(event: DataLayerEvent, target?: DataLayerTarget): void {
  if (!(dataLayerEvents as readonly string[]).includes(event.event)) {
    throw new Error(`Type of event "${event.event}" does not exist in Google Tag Manager`);
  }
  const host = target ?? (typeof window === 'undefined' ? undefined : (window as DataLayerTarget));
  if (!host) return;
  host.dataLayer ??= [];
  if (event.ecommerce) host.dataLayer.push({ ecommerce: null });
  host.dataLayer.push(event);
}

/** Cents → the decimal value GA4 expects (2 decimals, no float noise). */
export const centsToValue = (cents: number): number => Math.round(cents) / 100;
