import type { QueryClient } from '@tanstack/react-query';

/** For loaders: fetch when online; offline only what is already cached (never hang on the network). */
export function ensureCached<T>(
  client: QueryClient,
  options: { queryKey: readonly unknown[]; queryFn?: unknown },
  online: boolean,
): Promise<T | undefined> | undefined {
  if (!online && client.getQueryData(options.queryKey) === undefined) return undefined;
  return client.ensureQueryData(options as Parameters<QueryClient['ensureQueryData']>[0]) as Promise<T>;
}
