import { describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient, shouldRetry } from '@/commerce/query-client';
import { clearUserData, PERSIST_KEY, restoreQueryCache, type PersistStorage } from '@/commerce/persist';

function memoryStorage(): PersistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (k) => data.get(k) ?? null,
    setItem: async (k, v) => void data.set(k, v),
    removeItem: async (k) => void data.delete(k),
  };
}

const persistedKeys = (storage: { data: Map<string, string> }) => {
  const raw = storage.data.get(PERSIST_KEY);
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return parsed.clientState.queries.map((q) => JSON.stringify(q.queryKey));
};

describe('persisted query cache (issue 3 item 8)', () => {
  it('uses offline-first queries whose gcTime outlives the persisted max age', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.networkMode).toBe('offlineFirst');
    expect(defaults?.gcTime).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it('retries once online and never offline, so loaders fail fast instead of pausing', () => {
    expect(shouldRetry(0, true)).toBe(true);
    expect(shouldRetry(1, true)).toBe(false);
    expect(shouldRetry(0, false)).toBe(false);
  });

  it('an offline fetch without cached data errors at once instead of hanging', async () => {
    const client = createQueryClient();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const attempt = client.fetchQuery({
        queryKey: ['categories', 'ru'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      const outcome = await Promise.race([
        attempt.then(
          () => 'data',
          () => 'error',
        ),
        new Promise((r) => setTimeout(() => r('hung'), 1000)),
      ]);
      expect(outcome).toBe('error');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('restores what a previous page load saw', async () => {
    const storage = memoryStorage();
    const first = createQueryClient();
    await restoreQueryCache(first, storage);
    first.setQueryData(['storeConfig', 'et'], { store_name: 'Ehituspood' });
    await new Promise((r) => setTimeout(r, 1300)); // writes are throttled by 1 s
    expect(persistedKeys(storage)).toContain('["storeConfig","et"]');

    const second = createQueryClient();
    await restoreQueryCache(second, storage);
    expect(second.getQueryData(['storeConfig', 'et'])).toEqual({ store_name: 'Ehituspood' });
  });

  it('keeps a page whose refetch failed offline: opened offline twice, its data is still there', async () => {
    const storage = memoryStorage();
    const first = createQueryClient();
    await restoreQueryCache(first, storage);
    first.setQueryData(['orders', 'list'], { items: ['000000012'] });
    await new Promise((r) => setTimeout(r, 1300));
    // the first offline start: the stale data is fetched again and the fetch fails
    const second = createQueryClient();
    await restoreQueryCache(second, storage);
    await second
      .fetchQuery({
        queryKey: ['orders', 'list'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined);
    expect(second.getQueryState(['orders', 'list'])?.status).toBe('error');
    await new Promise((r) => setTimeout(r, 1300));
    // the second offline start still has the orders
    const third = createQueryClient();
    await restoreQueryCache(third, storage);
    expect(third.getQueryData(['orders', 'list'])).toEqual({ items: ['000000012'] });
    expect(third.getQueryState(['orders', 'list'])?.status).toBe('success');
  });

  it('discards a cache written for another data shape (build/data-shape-id.ts)', async () => {
    const storage = memoryStorage();
    storage.data.set(
      PERSIST_KEY,
      JSON.stringify({
        timestamp: Date.now(),
        buster: 'another-data-shape',
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['storeConfig', 'et'],
              queryHash: '["storeConfig","et"]',
              state: { data: { old: true }, status: 'success', dataUpdatedAt: Date.now() },
            },
          ],
        },
      }),
    );
    const client = createQueryClient();
    await restoreQueryCache(client, storage);
    expect(client.getQueryData(['storeConfig', 'et'])).toBeUndefined();
  });

  it('clearUserData removes user data from memory and storage at once, keeping the catalogue', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    await restoreQueryCache(client, storage);
    client.setQueryData(['customer'], { email: 'mari@example.ee' });
    client.setQueryData(['cart', 'abc'], { items: [] });
    client.setQueryData(['wishlist'], { items_count: 2 });
    client.setQueryData(['company'], { name: 'OÜ Test' });
    client.setQueryData(['orders', 1], { total_count: 3 });
    client.setQueryData(['products', { page: 1 }], { items: [1, 2] });
    // prices loaded while signed in (the buyer's group tier is in Magento's final price)
    client.setQueryData(['catalog', 'listing', 'et', { page: 1 }], { items: [{ final: 5.22 }] });
    client.setQueryData(['product', 'detail', 'et', 'SIM-0001'], { final: 5.22 });

    await clearUserData(client);

    expect(client.getQueryData(['catalog', 'listing', 'et', { page: 1 }])).toBeUndefined();
    expect(client.getQueryData(['product', 'detail', 'et', 'SIM-0001'])).toBeUndefined();
    expect(client.getQueryData(['customer'])).toBeUndefined();
    expect(client.getQueryData(['cart', 'abc'])).toBeUndefined();
    expect(client.getQueryData(['products', { page: 1 }])).toEqual({ items: [1, 2] });
    // Written without waiting for the throttle: a reload right after logout finds no user data.
    expect(persistedKeys(storage)).toEqual(['["products",{"page":1}]']);

    const next = createQueryClient();
    await restoreQueryCache(next, storage);
    expect(next.getQueryData(['customer'])).toBeUndefined();
    expect(next.getQueryData(['products', { page: 1 }])).toEqual({ items: [1, 2] });
  });
});

describe('a page counts as seen once its data arrived (issue 17 item 11)', () => {
  it('writes data a fetch brought at once, well within the throttle', async () => {
    const storage = memoryStorage();
    const client = createQueryClient();
    await restoreQueryCache(client, storage);
    await client.fetchQuery({
      queryKey: ['product', 'et', 'SIM-0002'],
      queryFn: async () => ({ sku: 'SIM-0002' }),
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(persistedKeys(storage)).toContain(JSON.stringify(['product', 'et', 'SIM-0002']));
  });

  it('writes an answer once, and nothing when what is stored has not changed', async () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = async (k, v) => {
      writes.push(v);
      await setItem(k, v);
    };
    const client = createQueryClient();
    await restoreQueryCache(client, storage);
    await client.fetchQuery({
      queryKey: ['product', 'et', 'SIM-0003'],
      queryFn: async () => ({ sku: 'SIM-0003' }),
    });
    await new Promise((r) => setTimeout(r, 1300)); // past the throttle too
    expect(writes).toHaveLength(1);
    // the app goes to the background twice: the cache is written once more only if it changed
    const hide = () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    hide();
    client.setQueryData(['storeConfig', 'et'], { store_name: 'Ehituspood' });
    hide();
    await new Promise((r) => setTimeout(r, 20)); // what is written must not depend on when
    hide();
    await new Promise((r) => setTimeout(r, 100));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(writes).toHaveLength(2);
    expect(persistedKeys(storage)).toContain('["storeConfig","et"]');
  });

  it('knows it starts offline, so the connection coming back refetches what failed', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      createQueryClient();
      expect(onlineManager.isOnline()).toBe(false);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      onlineManager.setOnline(true);
    }
  });
});
