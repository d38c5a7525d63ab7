import { QueryClient } from '@tanstack/react-query';

/** How long persisted data stays usable offline (DESIGN.md "Offline and install"). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The one QueryClient of the app. Queries run offline-first: a query with cached data renders it at
 * once, and a fetch that fails without a network pauses instead of erroring. gcTime is at least the
 * persisted max age, or restored entries would be garbage-collected before they could be shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE_MS,
        retry: 1,
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: 0,
      },
    },
  });
}
