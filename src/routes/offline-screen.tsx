// spec §4 online/offline: what a route shows when its data was never loaded on this device and there
// is no connection. Composes the errors feature's OfflinePage with the pages the query cache can show.
import { Suspense, lazy, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { OfflineError } from '@/commerce/client';
import { useOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';
import type { SeenPageLink } from '@/features/errors/offline-page';

// Loaded only when needed (the service worker precaches it, so it is there offline).
const OfflinePage = lazy(() =>
  import('@/features/errors/offline-page').then((m) => ({ default: m.OfflinePage })),
);

/** An error that means "no connection", not "the page is broken". */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

const MAX_SEEN_PAGES = 8;

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** Category and product pages whose data is in the (persisted) query cache, newest first. */
export function seenPages(client: QueryClient, locale: Locale): SeenPageLink[] {
  const found: (SeenPageLink & { at: number })[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: ['catalog', 'category', locale] })) {
    const data = record(query.state.data);
    if (typeof data?.name === 'string' && typeof data.urlPath === 'string') {
      const suffix = typeof data.urlSuffix === 'string' ? data.urlSuffix : '';
      found.push({
        href: `/${locale}/c/${data.urlPath}${suffix}`,
        title: data.name,
        at: query.state.dataUpdatedAt,
      });
    }
  }
  for (const query of client.getQueryCache().findAll({ queryKey: ['product', 'detail', locale] })) {
    const data = record(query.state.data);
    if (typeof data?.name === 'string' && typeof data.sku === 'string') {
      // spec §2: /p/{sku} opens a product by its sku.
      found.push({
        href: `/${locale}/p/${encodeURIComponent(data.sku)}`,
        title: data.name,
        at: query.state.dataUpdatedAt,
      });
    }
  }
  const unique = new Map<string, SeenPageLink & { at: number }>();
  for (const page of found.sort((a, b) => b.at - a.at))
    if (!unique.has(page.href)) unique.set(page.href, page);
  return [...unique.values()].slice(0, MAX_SEEN_PAGES).map(({ href, title }) => ({ href, title }));
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
  const client = useQueryClient();
  const router = useRouter();
  const invalidate = useCallback(() => void router.invalidate(), [router]);
  const retry = onRetry ?? invalidate;
  const pages = useMemo(() => seenPages(client, locale), [client, locale]);
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <Suspense fallback={null}>
      <OfflinePage locale={locale} onRetry={retry} seenPages={pages} />
    </Suspense>
  );
}
