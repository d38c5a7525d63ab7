import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore } from '@tanstack/query-persist-client-core';
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
 * brought is written at once (persistChanges).
 */
export const PERSIST_THROTTLE_MS = 1000;
/** The queries a page asks at once arrive within this of each other: one write for them. */
const SEEN_WRITE_DELAY_MS = 50;
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
declare const __DATA_SHAPE_ID__: string | undefined;

// A stored cache of another data shape is dropped (build/data-shape-id.ts): a deploy that changes the commerce code
// may change what the cache holds; one that does not keeps what the device has seen for offline use.
const buster = typeof __DATA_SHAPE_ID__ === 'string' ? __DATA_SHAPE_ID__ : 'dev';

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

/**
 * Queries with data are written (a query can opt out with `meta: { persist: false }`), also one whose refetch
 * failed: opened offline, a page's stale data is fetched again, fails, and the query turns to `error` while it keeps
 * its data. Written only when successful, the page was gone from the cache at the next offline start.
 */
const dehydrateOptions = {
  shouldDehydrateQuery: (query: { state: { data: unknown }; meta?: Record<string, unknown> }) =>
    query.state.data !== undefined && query.meta?.persist !== false,
};

/**
 * Restores the persisted cache into `client`, then keeps persisting changes (persistChanges). Resolves
 * once the restore is done (or given up), so the caller can create the router only afterwards:
 * loaders that run earlier would not see the restored data (TOOLCHAIN.md trap).
 */
export async function restoreQueryCache(
  client: QueryClient,
  storage: PersistStorage = idbStorage,
): Promise<void> {
  activeStorage = storage;
  lastWritten = undefined;
  const hadData = client.getQueryCache().getAll().length > 0;
  stopPersisting?.();
  const changes = persistChanges(client, storage);
  stopPersisting = changes.stop;
  // the library reads, checks (build, age) and hydrates; writing is persistChanges' alone
  const persister = createAsyncStoragePersister({ storage: queued(storage), key: PERSIST_KEY });
  const restored = persistQueryClientRestore({
    queryClient: client,
    persister,
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
  });
  // A corrupt or unreadable store is removed by the library; the app then simply starts empty.
  await Promise.race([restored.catch(() => undefined), timeout]);
  clearTimeout(timer);
  // what was in the cache before (a server-rendered page's data, restored after it) is kept now, not only
  // with the next answer: the page must open offline even if nothing else is asked
  changes.start();
  if (hadData) await enqueue(() => writeNow(client, storage)).catch(() => undefined);
}

function isUserQueryKey(key: readonly unknown[]): boolean {
  const root = key[0];
  return typeof root === 'string' && (USER_QUERY_ROOTS as readonly string[]).includes(root);
}

export const isPricedQueryKey = (key: readonly unknown[]): boolean =>
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
  await persistNow(client);
}

/** Writes the cache at once (not throttled), after any write already queued. */
export const persistNow = (client: QueryClient): Promise<void> => {
  const storage = activeStorage;
  return enqueue(() => writeNow(client, storage));
};

/** Query updates other than an answer that change what is stored. */
const STORED_CHANGES: readonly string[] = ['error', 'invalidate', 'setState'];

/** The cache as last written (its queries and mutations), so that a write changing nothing is skipped. */
let lastWritten: string | undefined;

/**
 * Dehydrated when the write runs, so it is the newest state whatever was queued before it. Skipped when the
 * cache is what was last written (an event that changed nothing stored): an IndexedDB write of the whole cache
 * is one of the longer tasks while a page starts on a phone.
 */
const writeNow = (client: QueryClient, storage: PersistStorage) => {
  const dehydrated = dehydrate(client, dehydrateOptions);
  // dehydrate stamps every query with the time of the call, which hydrate reads only for a pending query's
  // promise (never stored here): the data's own time instead, so the same cache gives the same text
  for (const query of dehydrated.queries) {
    query.dehydratedAt = query.state.dataUpdatedAt;
    // the data as it was last fetched: a failed refetch is no part of it (the next start fetches again when stale)
    query.state = { ...query.state, status: 'success', error: null };
  }
  const state = JSON.stringify(dehydrated);
  if (state === lastWritten) return Promise.resolve();
  lastWritten = state;
  // the library's format (persistQueryClientRestore reads it), with the dehydrated text made once above
  return storage
    .setItem(
      PERSIST_KEY,
      `{"buster":${JSON.stringify(buster)},"timestamp":${Date.now()},"clientState":${state}}`,
    )
    .catch((error: unknown) => {
      lastWritten = undefined; // not stored: the next change writes everything again
      throw error;
    });
};

/**
 * The one writer of the cache (issue 17 item 11: a page counts as seen once its data arrived). An answer a fetch
 * brought is written at once (one write for the queries a page asks together); any other change to what is stored
 * (a query removed, invalidated or failed, a mutation) within PERSIST_THROTTLE_MS; everything when the app goes
 * to the background (a phone may end it there). Nothing is written before `start`, when the restore is done: a
 * write before it would replace the stored cache with what is in memory (the restore's own events are not changes).
 */
function persistChanges(
  client: QueryClient,
  storage: PersistStorage,
): { start: () => void; stop: () => void } {
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = Infinity;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    due = Infinity;
    void enqueue(() => writeNow(client, storage)).catch(() => undefined);
  };
  const writeWithin = (ms: number) => {
    if (!started || Date.now() + ms >= due) return; // not yet, or a write already comes sooner
    clearTimeout(timer);
    due = Date.now() + ms;
    timer = setTimeout(write, ms);
  };
  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    const action = event.type === 'updated' ? event.action.type : null;
    if (action === 'success') writeWithin(SEEN_WRITE_DELAY_MS);
    // a fetch starting, pausing or retrying changes nothing that is stored
    else if (event.type === 'removed' || (action && STORED_CHANGES.includes(action)))
      writeWithin(PERSIST_THROTTLE_MS);
  });
  const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
      writeWithin(PERSIST_THROTTLE_MS);
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden' && started) write();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  return {
    start: () => {
      started = true;
    },
    stop: () => {
      clearTimeout(timer);
      unsubscribeQueries();
      unsubscribeMutations();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
