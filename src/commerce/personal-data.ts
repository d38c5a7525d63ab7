// DESIGN.md: personal data in the browser is tied to the account. On logout and session expiry the
// user's queries leave the persisted cache, the cart outbox is emptied and the personal local-storage
// entries are removed, so the next person on a shared device finds nothing of the previous one.
import type { QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { clearUserData } from '@/commerce/persist';
import { createOutboxStore, OUTBOX_KEY } from '@/commerce/outbox-store';
import { personalStorageKeys } from '@/lib/storage-keys';

export async function wipePersonalData(client: QueryClient): Promise<void> {
  await clearUserData(client);
  await del(OUTBOX_KEY, createOutboxStore()).catch(() => undefined); // no IndexedDB: nothing was kept
  if (typeof localStorage !== 'undefined') {
    for (const key of personalStorageKeys) localStorage.removeItem(key);
  }
}
