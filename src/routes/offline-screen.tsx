// spec §4 online/offline: what a route shows when its data was never loaded on this device and there
// is no connection: the errors feature's OfflinePage, retried when the connection returns.
import { Suspense, lazy, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { OfflineError } from '@/commerce/client';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import { withAllMessages } from '@/lib/all-messages';

// Loaded only when needed (the service worker precaches it, so it is there offline).
const OfflinePage = lazy(
  withAllMessages(() => import('@/features/errors/offline-page').then((m) => ({ default: m.OfflinePage }))),
);

/** An error that means "no connection", not "the page is broken". */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

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

/**
 * The offline screen; `onRetry` (default: re-run the route loaders) runs again by itself when the
 * browser reports the connection back.
 */
export function OfflineScreen({ locale, onRetry }: { locale: Locale; onRetry?: () => void }) {
  const router = useRouter();
  const invalidate = useCallback(() => void router.invalidate(), [router]);
  const retry = onRetry ?? invalidate;
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <Suspense fallback={null}>
      <OfflinePage locale={locale} onRetry={retry} />
    </Suspense>
  );
}
