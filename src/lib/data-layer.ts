// Tag manager data layer (spec §7: view_item, add_to_cart, begin_checkout, purchase, page_view, search)
// in Google Analytics 4's ecommerce shape. SSR-safe: the global is only touched inside functions.
//
// Nothing reaches `window.dataLayer` before the shop knows it may (issue 16 part 5): events wait while that is
// unknown (the storefront config and the consent choice are being read), then go out when the gate opens
// (analytics consent, or no tag manager or conversions configured) or are dropped when it closes; while it is
// closed they are dropped. Every event gets an id (spec §7: generated event id; the conversions forwarder
// uses the same id).

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

type Gate = 'pending' | 'open' | 'closed';
let gate: Gate = 'pending';
/** what was pushed while undecided, written in order once the gate opens */
const waiting: Array<() => void> = [];
const MAX_WAITING = 100;
const listeners = new Set<(event: DataLayerEvent) => void>();

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** spec §9: random id length 10 */
export function newEventId(length = 10): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

const hostOf = (target?: DataLayerTarget) =>
  target ?? (typeof window === 'undefined' ? undefined : (window as DataLayerTarget));

function write(event: DataLayerEvent, target?: DataLayerTarget): void {
  const host = hostOf(target);
  if (host) {
    host.dataLayer ??= [];
    if (event.ecommerce) host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push(event);
  }
  for (const listener of listeners) listener(event);
}

/** Opens (events flow, those waiting first) or closes (waiting ones dropped) the data layer. */
export function setDataLayerGate(open: boolean): void {
  gate = open ? 'open' : 'closed';
  const queued = waiting.splice(0);
  if (open) for (const flush of queued) flush();
}

/** Called with every event that reaches the data layer (the conversions forwarder). */
export function onDataLayerEvent(listener: (event: DataLayerEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Pushes an event to `window.dataLayer` (created when missing). An ecommerce event is preceded by
 * `{ ecommerce: null }` as Google recommends, so fields of an earlier event never leak into this one.
 * spec §8: an unknown event type is refused with the spec's message. Waits or is dropped per the gate (above).
 */
export function pushDataLayer(event: DataLayerEvent, target?: DataLayerTarget): void {
  if (!(dataLayerEvents as readonly string[]).includes(event.event)) {
    throw new Error(`Type of event "${event.event}" does not exist in Google Tag Manager`);
  }
  const withId: DataLayerEvent = event.event_id ? event : { ...event, event_id: newEventId() };
  if (gate === 'open') write(withId, target);
  else if (gate === 'pending' && waiting.length < MAX_WAITING) waiting.push(() => write(withId, target));
}

/**
 * spec §7 "a consent/ads event at checkout start": Google consent mode's update with the person's current
 * choice (gtag's arguments shape, which the tag manager reads); waits or is dropped per the gate like events.
 */
export function pushConsentUpdate(choice: { analytics: boolean; marketing: boolean }): void {
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  const push = () => {
    const host = hostOf();
    if (!host) return;
    host.dataLayer ??= [];
    host.dataLayer.push(
      gtagArguments('consent', 'update', {
        analytics_storage: state(choice.analytics),
        ad_storage: state(choice.marketing),
        ad_user_data: state(choice.marketing),
        ad_personalization: state(choice.marketing),
      }),
    );
  };
  if (gate === 'open') push();
  else if (gate === 'pending' && waiting.length < MAX_WAITING) waiting.push(push);
}

/** gtag() pushes its `arguments` object, not an array; the tag manager tells them apart. */
export function gtagArguments(...args: unknown[]): IArguments {
  const collect = function (..._: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  };
  return collect(...args);
}

/** Cents → the decimal value GA4 expects (2 decimals, no float noise). */
export const centsToValue = (cents: number): number => Math.round(cents) / 100;
