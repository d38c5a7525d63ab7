import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isOnline } from '@/commerce/online';

/** How long persisted data stays usable offline (DESIGN.md "Offline and install"). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One retry while online; none offline. With offlineFirst a retry that meets no network *pauses*
 * until the connection returns, so a router loader awaiting ensureQueryData for a page never seen
 * would hang with a blank screen; failing at once lets the page say it needs a connection, and
 * mounted queries refetch by themselves on reconnect (refetchOnReconnect).
 */
export function shouldRetry(failureCount: number, online: boolean = isOnline()): boolean {
  return online && failureCount < 1;
}

/**
 * The one QueryClient of the app. Queries run offline-first: a query with cached data renders it at
 * once, and a fetch that fails without a network pauses instead of erroring. gcTime is at least the
 * persisted max age, or restored entries would be garbage-collected before they could be shown.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and learns only from online/offline events: a page opened
  // offline would never see a change when the connection returns, so its failed queries would stay
  // failed (issue 17 item 11). Start from what the browser says.
  onlineManager.setOnline(isOnline());
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE_MS,
        retry: (failureCount) => shouldRetry(failureCount),
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: 0,
      },
    },
  });
}
