// spec §4 online/offline: what a route shows when its data was never loaded on this device and there
// is no connection: the errors feature's OfflinePage, retried when the connection returns.
import { Suspense, useCallback, useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { OfflineError } from '@/commerce/client';
import type { Locale } from '@/lib/locale';
import { withAllMessages } from '@/lib/all-messages';
import { lazyPart } from '@/ui/lazy-part';

// Loaded only when needed (the service worker precaches it, so it is there offline).
const OfflinePage = lazyPart(
  'OfflinePage',
  withAllMessages(() => import('@/features/errors/offline-page').then((m) => ({ default: m.OfflinePage }))),
);

/** An error that means "no connection", not "the page is broken". */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  return typeof navigator !== 'undefined' && !navigator.onLine;
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
