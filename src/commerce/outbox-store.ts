// Where the cart outbox lives in IndexedDB (its own database, so clearing the query cache never touches
// it), and the startup check whether offline cart changes still wait there. Kept apart from outbox.ts
// so the app shell can ask without loading the outbox logic.
import { createStore, get, type UseStore } from 'idb-keyval';

export const OUTBOX_KEY = 'cart-outbox';

export const createOutboxStore = (): UseStore => createStore('ehituspood-outbox', 'outbox');

/** True when cart changes made offline wait to be sent (they must reach the server, spec §8). */
export async function outboxHasEntries(store: UseStore = createOutboxStore()): Promise<boolean> {
  try {
    const entries = await get<unknown[]>(OUTBOX_KEY, store);
    return Array.isArray(entries) && entries.length > 0;
  } catch {
    return false; // no IndexedDB: the outbox then lives in memory only, and nothing survived a reload
  }
}
