// spec §4 online/offline: whether a screen can only fail without a connection (then it shows the
// offline screen, routes/offline-screen.tsx). Apart from that screen, which the root route needs at
// startup: only the catalogue screens use this.
import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useOnline } from '@/commerce/online';

/**
 * True while the browser is offline and the query cache holds nothing for `queryKey`: the screen
 * would only fail, so it shows the offline screen. Reads the cache without an observer of its own
 * (the page's query keeps its options); turns false by itself when the connection returns.
 */
export function useNeedsConnection(queryKey: QueryKey, enabled = true): boolean {
  const client = useQueryClient();
  const online = useOnline();
  const cached = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => client.getQueryData(queryKey) !== undefined,
    () => true,
  );
  return enabled && !online && !cached;
}
