import { useSyncExternalStore } from 'react';
import { useParams } from '@tanstack/react-router';
import { isSignedIn, session } from '@/lib/session';
import { defaultLocale, isLocale, type Locale } from '@/lib/locale';

/** The locale of the current route ($locale param), et when absent. */
export function useLocale(): Locale {
  const params = useParams({ strict: false }) as { locale?: string };
  return isLocale(params.locale) ? params.locale : defaultLocale;
}

/** Re-renders when someone signs in or out in this tab (the header icon, the account menu). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, isSignedIn, () => false);
}

/** spec §4 client type: the vsf-group cookie says b2b for business customers. */
export function isBusiness(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)vsf-group=b2b(?:;|$)/.test(document.cookie);
}
