// A kiosk's reset between shoppers (issue 13 item 2): everything personal leaves the device — every
// persisted query but the shop's own texts and settings (so search terms, listings searched and products
// viewed go too), the cart outbox (IndexedDB), the cart cookie, every local-storage entry
// except the device's own (binding, last refresh, storefront config), and session storage. The caller then
// reloads the kiosk home, so nothing held in memory (the cart service, typed search terms) survives either.
import type { QueryClient } from '@tanstack/react-query';
import { clearCartId } from '@/commerce/cart-id';
import { wipePersonalData } from '@/commerce/personal-data';
import { kioskDeviceKeys } from '@/lib/kiosk';

/** Query roots that say nothing about a shopper: store settings, CMS content, the category tree. */
const SHOP_QUERY_ROOTS: readonly unknown[] = ['storeConfig', 'content', 'categories'];

export async function wipeKioskSession(client: QueryClient): Promise<void> {
  await client.cancelQueries().catch(() => undefined);
  client.removeQueries({ predicate: (query) => !SHOP_QUERY_ROOTS.includes(query.queryKey[0]) });
  await wipePersonalData(client); // also writes the persisted cache at once
  clearCartId();
  try {
    for (const key of Object.keys(localStorage))
      if (!kioskDeviceKeys.includes(key)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // storage blocked: nothing was kept there
  }
}
