// The kiosk's back-end calls (README "Kiosk mode": /api/kiosk/*) and its offline copy of the store's
// assortment in IndexedDB (issue 13 item 4). The device token goes as X-Kiosk-Token; the phone's handoff
// redemption needs none.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { OfflineError } from '@/commerce/client';
import { forgetKioskImages } from '@/commerce/kiosk-images';
import { kioskStorageKeys } from '@/lib/storage-keys';
import { announceKioskBinding, type KioskBinding, type KioskProduct, type KioskStore } from '@/lib/kiosk';
import type { Locale } from '@/lib/locale';

export class KioskRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`kiosk request failed: ${status} ${code}`);
    this.name = 'KioskRequestError';
  }
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body) headers['Content-Type'] = 'application/json';
  if (init.token) headers['X-Kiosk-Token'] = init.token;
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers });
  } catch (error) {
    throw new OfflineError(error);
  }
  const body = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
  if (!res.ok || !body?.data) throw new KioskRequestError(res.status, body?.error ?? 'unknown');
  return body.data;
}

/** Binds this tablet with a setup code; a wrong, used or expired code is KioskRequestError 'invalid-code'. */
export const bindKiosk = (code: string) =>
  call<{ token: string; store: KioskStore }>('/api/kiosk/bind', {
    method: 'POST',
    body: JSON.stringify({ code }),
  });

export function saveKioskBinding(binding: KioskBinding): void {
  localStorage.setItem(kioskStorageKeys.binding, JSON.stringify(binding));
  announceKioskBinding();
}

/** The store's assortment as kept on the device. */
export interface KioskAssortment {
  store: KioskStore;
  locale: Locale;
  refreshedAt: string;
  products: KioskProduct[];
}

const PAGE = 1000;
const ASSORTMENT_KEY = 'assortment';
const createKioskStore = (): UseStore => createStore('ehituspood-kiosk', 'kiosk');
let store: UseStore | null = null;
const kioskStore = () => (store ??= createKioskStore());

/**
 * Loads the whole assortment page by page (onProgress: products loaded of the total), then keeps it in
 * IndexedDB in one write, so an interrupted load never replaces a good copy with half of one.
 */
export async function downloadAssortment(
  token: string,
  locale: Locale,
  onProgress: (loaded: number, total: number) => void,
): Promise<KioskAssortment> {
  const products: KioskProduct[] = [];
  let first: { store: KioskStore; refreshedAt: string } | null = null;
  for (let offset = 0; ; offset += PAGE) {
    const page = await call<{
      store: KioskStore;
      refreshedAt: string;
      total: number;
      products: KioskProduct[];
    }>(`/api/kiosk/assortment?locale=${locale}&offset=${offset}&limit=${PAGE}`, { token });
    first ??= page;
    products.push(...page.products);
    onProgress(products.length, page.total);
    if (page.products.length < PAGE) break;
  }
  const assortment: KioskAssortment = {
    store: first.store,
    locale,
    refreshedAt: first.refreshedAt,
    products,
  };
  await set(`${ASSORTMENT_KEY}:${locale}`, assortment, kioskStore());
  try {
    localStorage.setItem(kioskStorageKeys.refreshed, assortment.refreshedAt);
  } catch {
    // storage blocked: the next start loads again
  }
  return assortment;
}

export async function readAssortment(locale: Locale): Promise<KioskAssortment | null> {
  try {
    return (await get<KioskAssortment>(`${ASSORTMENT_KEY}:${locale}`, kioskStore())) ?? null;
  } catch {
    return null;
  }
}

/** A revoked tablet (npm run kiosk:revoke): the server refuses its token with 401 kiosk-not-bound. */
export const isRevoked = (error: unknown): boolean =>
  error instanceof KioskRequestError && error.status === 401 && error.code === 'kiosk-not-bound';

/**
 * Whether the server still knows this tablet: 'revoked' when it refuses the token, 'bound' when it answers,
 * 'unknown' without a connection or on a server error (the kiosk then keeps working on what it has).
 */
export async function checkKioskBinding(token: string): Promise<'bound' | 'revoked' | 'unknown'> {
  try {
    await call<{ store: KioskStore }>('/api/kiosk/store', { token });
    return 'bound';
  } catch (error) {
    return isRevoked(error) ? 'revoked' : 'unknown';
  }
}

/** Unbinds the tablet: its binding, the store's data and pictures go; the kiosk then shows the setup. */
export async function forgetKioskDevice(): Promise<void> {
  for (const locale of ['et', 'ru'] as const)
    await del(`${ASSORTMENT_KEY}:${locale}`, kioskStore()).catch(() => {});
  await forgetKioskImages();
  try {
    localStorage.removeItem(kioskStorageKeys.binding);
    localStorage.removeItem(kioskStorageKeys.refreshed);
  } catch {
    // storage blocked: nothing was kept there
  }
  announceKioskBinding();
}

/** "Send this cart to my phone": a single-use token for a copy of the kiosk's cart (10 minutes). */
export const createHandoff = (token: string, cartId: string) =>
  call<{ token: string; expiresAt: string }>('/api/kiosk/handoff', {
    method: 'POST',
    token,
    body: JSON.stringify({ cartId }),
  });

/** Whether the phone has taken the cart. */
export const handoffUsed = async (token: string, handoff: string) =>
  (
    await call<{ used: boolean }>('/api/kiosk/handoff/status', {
      method: 'POST',
      token,
      body: JSON.stringify({ token: handoff }),
    })
  ).used;

/** The phone's side: the id of its new cart; KioskRequestError 410 when used or expired. */
export const redeemHandoff = async (handoff: string) =>
  (
    await call<{ cartId: string }>('/api/kiosk/handoff/redeem', {
      method: 'POST',
      body: JSON.stringify({ token: handoff }),
    })
  ).cartId;
