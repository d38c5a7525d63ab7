// Kiosk mode's rules (issue 13), pure and SSR-safe: the device binding kept in local storage, the idle
// timer's settings, when the nightly refresh is due, the store-first filters and the pick list order.
import { kioskStorageKeys, storageKeys } from '@/lib/storage-keys';

export interface KioskStore {
  code: string;
  name: string;
  street: string;
  city: string;
}

/** What a bound tablet keeps (the device's, not a shopper's: it survives every wipe and reload). */
export interface KioskBinding {
  token: string;
  store: KioskStore;
  /** Seconds without a touch before the countdown starts. */
  idleSeconds: number;
}

/** issue 13 item 2: two minutes without a touch by default, then a visible 15-second countdown. */
export const KIOSK_IDLE_DEFAULT_SECONDS = 120;
export const KIOSK_COUNTDOWN_SECONDS = 15;
/** What staff may choose at setup. */
export const KIOSK_IDLE_CHOICES = [60, 120, 180, 300] as const;

interface ReadStorage {
  getItem(key: string): string | null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0;

export function parseKioskBinding(raw: string | null): KioskBinding | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(value) || !isText(value.token) || !isObject(value.store)) return null;
  const { store } = value;
  if (!isText(store.code) || !isText(store.name)) return null;
  const idle = Number(value.idleSeconds);
  return {
    token: value.token,
    store: {
      code: store.code,
      name: store.name,
      street: typeof store.street === 'string' ? store.street : '',
      city: typeof store.city === 'string' ? store.city : '',
    },
    idleSeconds: Number.isInteger(idle) && idle >= 30 && idle <= 3600 ? idle : KIOSK_IDLE_DEFAULT_SECONDS,
  };
}

export function readKioskBinding(storage: ReadStorage | null = browserLocalStorage()): KioskBinding | null {
  try {
    return parseKioskBinding(storage?.getItem(kioskStorageKeys.binding) ?? null);
  } catch {
    return null;
  }
}

function browserLocalStorage(): ReadStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The local-storage keys a kiosk wipe keeps: the device's own, nothing a shopper did. */
export const kioskDeviceKeys: readonly string[] = [
  kioskStorageKeys.binding,
  kioskStorageKeys.refreshed,
  storageKeys.storefrontConfig,
];

/** issue 13 item 4: the assortment is loaded again every night at this local hour (and at setup). */
export const NIGHTLY_REFRESH_HOUR = 3;

/** True when there is no data yet, or the last load was before the latest nightly refresh time. */
export function refreshDue(lastRefreshed: string | null, now: Date): boolean {
  const last = lastRefreshed ? Date.parse(lastRefreshed) : NaN;
  if (!Number.isFinite(last)) return true;
  const mark = new Date(now);
  mark.setHours(NIGHTLY_REFRESH_HOUR, 0, 0, 0);
  if (mark.getTime() > now.getTime()) mark.setDate(mark.getDate() - 1);
  return last < mark.getTime();
}

/** A product as the kiosk preloads it (GET /api/kiosk/assortment). Money in cents. */
export interface KioskProduct {
  sku: string;
  name: string;
  /** The shop's product page path with the locale, e.g. /et/p/SIM-0001/kruvikeeraja. */
  path: string;
  description: string | null;
  imagePath: string | null;
  brand: string | null;
  department: string | null;
  unit: string;
  regularCents: number;
  finalCents: number;
  qtyHere: number;
  aisle: number | null;
  shelf: string | null;
}

export interface KioskFilters {
  /** "Available here now": the default (issue 13 item 3). */
  hereOnly: boolean;
  department: string | null;
  brand: string | null;
}

export const defaultKioskFilters: KioskFilters = { hereOnly: true, department: null, brand: null };

export function filterKioskProducts<T extends KioskProduct>(products: readonly T[], f: KioskFilters): T[] {
  return products.filter(
    (p) =>
      (!f.hereOnly || p.qtyHere > 0) &&
      (f.department === null || p.department === f.department) &&
      (f.brand === null || p.brand === f.brand),
  );
}

export interface FacetValue {
  value: string;
  count: number;
}

/** Departments and brands among `products` with their counts, by name. */
export function kioskFacets(products: readonly KioskProduct[]): {
  departments: FacetValue[];
  brands: FacetValue[];
} {
  const count = (pick: (p: KioskProduct) => string | null) => {
    const counts = new Map<string, number>();
    for (const p of products) {
      const v = pick(p);
      if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    return [...counts]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => a.value.localeCompare(b.value));
  };
  return { departments: count((p) => p.department), brands: count((p) => p.brand) };
}

export interface PickListLine {
  sku: string;
  name: string;
  quantity: number;
  aisle: number | null;
  shelf: string | null;
}

/** A walk through the store: by aisle, then shelf; what has no shelf here comes last. */
export function sortPickList<T extends PickListLine>(lines: readonly T[]): T[] {
  const key = (l: PickListLine) => (l.aisle === null ? Number.MAX_SAFE_INTEGER : l.aisle);
  return [...lines].sort(
    (a, b) =>
      key(a) - key(b) || (a.shelf ?? '~').localeCompare(b.shelf ?? '~') || a.name.localeCompare(b.name),
  );
}

const BINDING_EVENT = 'kiosk-binding';

/** Tells this page's listeners that the binding changed (other tabs hear the storage event). */
export function announceKioskBinding(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BINDING_EVENT));
}

/** For useSyncExternalStore: the binding as stored (a string, so snapshots compare by value). */
export function subscribeKioskBinding(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(BINDING_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(BINDING_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function kioskBindingSnapshot(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(kioskStorageKeys.binding);
  } catch {
    return null;
  }
}

/**
 * issue 13 item 2, what the thank-you page means for a kiosk: an order without online payment, or paid
 * ('PAID', 'NOT_REQUIRED'), resets the tablet at once; an order whose payment failed, was cancelled or is not
 * finished stays payable — the shopper pays it again from that page. Null while the state is not known (loading,
 * offline, or the reset's wipe just dropped it): nothing changes then.
 */
export function kioskThankYouOutcome(
  orderToken: string | null,
  paymentStatus: string | null | undefined,
): 'ordered' | 'paymentOpen' | null {
  if (!orderToken) return 'ordered';
  if (paymentStatus === 'PAID' || paymentStatus === 'NOT_REQUIRED') return 'ordered';
  return paymentStatus === 'FAILED' || paymentStatus === 'CANCELLED' || paymentStatus === 'PENDING'
    ? 'paymentOpen'
    : null;
}
