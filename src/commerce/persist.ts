import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { PERSIST_MAX_AGE_MS } from '@/commerce/query-client';

/** Storage the persister writes to; IndexedDB through idb-keyval in the browser. */
export interface PersistStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

export const PERSIST_KEY = 'ehituspood-query-cache';
/**
 * Writes are throttled; tests wait longer than this before reloading (TOOLCHAIN.md). Data a fetch
 * brought is written at once (persistWhenSeen).
 */
export const PERSIST_THROTTLE_MS = 1000;
/** If IndexedDB never answers (broken private mode), start anyway after this long. */
const RESTORE_TIMEOUT_MS = 3000;

/** Query keys whose first element names user-specific data, wiped on logout (DESIGN.md). */
export const USER_QUERY_ROOTS = ['customer', 'cart', 'wishlist', 'company', 'orders'] as const;

/**
 * Catalogue data that carries prices (listings, product pages, carousels, articles with products). Magento's
 * final price includes the signed-in buyer's group tier (issue 18), so what a customer loaded must not be
 * shown to the next person on the device as the guest price: it goes on logout too (a guest then loads the
 * guest prices again; categories, content and the store config stay for offline use).
 */
const PRICED_QUERY_KEYS: readonly (readonly [string, string])[] = [
  ['catalog', 'listing'],
  ['catalog', 'campaign'],
  ['product', 'detail'],
  ['product', 'extras'],
  ['product', 'bySku'],
  ['product', 'quickOrder'],
  ['content', 'productCarousels'],
  ['content', 'blogPost'],
];

// Defined by vite.config.ts (`define`); declared here so this module does not depend on a global d.ts.
declare const __BUILD_ID__: string | undefined;

// The build id busts the persisted cache on every deploy: data shapes may have changed.
const buster = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

const idbStorage: PersistStorage = {
  getItem: (key) => get<string>(key),
  setItem: (key, value) => set(key, value),
  removeItem: (key) => del(key),
};

let activeStorage: PersistStorage = idbStorage;
let stopPersisting: (() => void) | undefined;

// Every write goes through one queue, so a throttled write that was already under way can never land
// after (and undo) the immediate write of clearUserData.
let writeChain: Promise<unknown> = Promise.resolve();
function enqueue(write: () => Promise<void>): Promise<void> {
  const next = writeChain.then(write, write);
  writeChain = next.catch(() => undefined);
  return next;
}

function queued(storage: PersistStorage): PersistStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => enqueue(() => storage.setItem(key, value)),
    removeItem: (key) => enqueue(() => storage.removeItem(key)),
  };
}

/** Only successful queries are written, and a query can opt out with `meta: { persist: false }`. */
const dehydrateOptions = {
  shouldDehydrateQuery: (query: { state: { status: string }; meta?: Record<string, unknown> }) =>
    query.state.status === 'success' && query.meta?.persist !== false,
};

/**
 * Restores the persisted cache into `client`, then keeps persisting changes (throttled). Resolves
 * once the restore is done (or given up), so the caller can create the router only afterwards:
 * loaders that run earlier would not see the restored data (TOOLCHAIN.md trap).
 */
export async function restoreQueryCache(
  client: QueryClient,
  storage: PersistStorage = idbStorage,
): Promise<void> {
  activeStorage = storage;
  const hadData = client.getQueryCache().getAll().length > 0;
  stopPersisting?.();
  const persister = createAsyncStoragePersister({
    storage: queued(storage),
    key: PERSIST_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
  });
  const [unsubscribe, restored] = persistQueryClient({
    queryClient: client,
    persister,
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions,
  });
  const stopSeen = persistWhenSeen(client, storage);
  stopPersisting = () => {
    unsubscribe();
    stopSeen();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
  });
  // A corrupt or unreadable store is removed by the library; the app then simply starts empty.
  await Promise.race([restored.catch(() => undefined), timeout]);
  clearTimeout(timer);
  // what was in the cache before (a server-rendered page's data, restored after it) is kept now, not only
  // with the next answer: the page must open offline even if nothing else is asked
  if (hadData) await enqueue(() => writeNow(client, storage)).catch(() => undefined);
}

function isUserQueryKey(key: readonly unknown[]): boolean {
  const root = key[0];
  return typeof root === 'string' && (USER_QUERY_ROOTS as readonly string[]).includes(root);
}

const isPricedQueryKey = (key: readonly unknown[]): boolean =>
  PRICED_QUERY_KEYS.some(([root, kind]) => key[0] === root && key[1] === kind);

/**
 * Removes everything user-specific (and the prices loaded for the user) from the cache and writes the cache
 * at once (not throttled), so a reload right after logout cannot bring the previous user's data back.
 */
export async function clearUserData(client: QueryClient): Promise<void> {
  client.removeQueries({
    predicate: (query) => isUserQueryKey(query.queryKey) || isPricedQueryKey(query.queryKey),
  });
  // Let a throttled write that already started hand its (older) data to the queue first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const storage = activeStorage;
  await enqueue(() => writeNow(client, storage));
}

/**
 * The customer's prices changed (a club joined): what is not on screen is dropped (never shown again with the
 * old prices), what is on screen is fetched again, and the cache is written at once.
 */
export async function refreshPricedQueries(client: QueryClient): Promise<void> {
  const predicate = (query: { queryKey: readonly unknown[] }) => isPricedQueryKey(query.queryKey);
  client.removeQueries({ predicate, type: 'inactive' });
  await client.invalidateQueries({ predicate });
  const storage = activeStorage;
  await enqueue(() => writeNow(client, storage));
}

/** Dehydrated when the write runs, so it is the newest state whatever was queued before it. */
const writeNow = (client: QueryClient, storage: PersistStorage) =>
  storage.setItem(
    PERSIST_KEY,
    JSON.stringify({ buster, timestamp: Date.now(), clientState: dehydrate(client, dehydrateOptions) }),
  );

/**
 * A page counts as seen once its data arrived (issue 17 item 11): data a fetch brought is written at
 * once (a page left within the throttle was lost), and so is everything when the app goes to the
 * background (a phone may end it there).
 */
function persistWhenSeen(client: QueryClient, storage: PersistStorage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    void enqueue(() => writeNow(client, storage)).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // one write for the queries a page asks at once
    if (event.type === 'updated' && event.action.type === 'success' && !timer) timer = setTimeout(write, 50);
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') write();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
}
