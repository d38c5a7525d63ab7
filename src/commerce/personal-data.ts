// DESIGN.md: personal data in the browser is tied to the account. On logout and session expiry the
// user's queries leave the persisted cache, the cart outbox is emptied and the personal local-storage
// entries are removed, so the next person on a shared device finds nothing of the previous one.
import type { QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { clearCartId } from '@/commerce/cart-id';
import { clearUserData } from '@/commerce/persist';
import { isSignedIn } from '@/lib/session';
import { watchSession } from '@/lib/session-watch';
import { createOutboxStore, OUTBOX_KEY } from '@/commerce/outbox-store';
import { personalStorageKeys } from '@/lib/storage-keys';
import { clearAllDrafts } from '@/lib/drafts';

export async function wipePersonalData(client: QueryClient): Promise<void> {
  await clearUserData(client);
  await del(OUTBOX_KEY, createOutboxStore()).catch(() => undefined); // no IndexedDB: nothing was kept
  if (typeof localStorage !== 'undefined') {
    for (const key of personalStorageKeys) localStorage.removeItem(key);
    clearAllDrafts();
  }
}

/**
 * A person's session ended without this tab signing them out (expired, or signed out in another tab): their data
 * goes as on logout, and the cart id too (the cart service, which forgets it on a sign-out, may not run yet).
 */
export async function forgetPreviousPerson(client: QueryClient): Promise<void> {
  clearCartId();
  await wipePersonalData(client);
}

/**
 * At startup: forgets a person whose session ended while no tab was open (`leftBehind`, lib/session.ts), then
 * watches for a session that ends or begins outside this tab (lib/session-watch.ts). This tab then forgets what it
 * holds of the previous session before it reloads: the person's data if nobody is signed in now, else (a sign-in
 * or a switch of account in another tab) at least the queries of the account it ran with, which it would
 * otherwise write back into the cache the other tab left.
 */
export async function guardSession(client: QueryClient, leftBehind: boolean): Promise<void> {
  if (leftBehind) await forgetPreviousPerson(client);
  watchSession(() => {
    const forget = isSignedIn() ? clearUserData(client) : forgetPreviousPerson(client);
    void forget.finally(() => location.reload());
  });
}
