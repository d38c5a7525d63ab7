// The wishlist's shared state for the heart, the badge, the sidebar and the page: whether the store offers
// a wishlist at all (spec §3 store config flag), the customer's wishlist from the query cache (persisted,
// so it reads offline; wiped on logout), and whether a guest just pressed a heart (the sidebar then says
// why nothing was added).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { EMPTY_WISHLIST, wishlistQueryOptions, type Wishlist } from '@/commerce/wishlist';
import type { Locale } from '@/lib/locale';
import { isSignedIn, session } from '@/lib/session';

/** spec §3: magento_wishlist_general_is_enabled; until the config is known the wishlist is offered. */
export function useWishlistEnabled(locale: Locale): boolean {
  const config = useQuery({
    ...storeConfigQueryOptions(locale),
    select: (c) => c?.magento_wishlist_general_is_enabled,
  });
  return config.data !== '0';
}

export function useSignedInNow(): boolean {
  return useSyncExternalStore(session.subscribe, isSignedIn, () => false);
}

/**
 * The customer's wishlist. `fresh`: this observer asks the server again whenever it mounts (the shell's
 * badge does, once per page load), since a restored cache may miss a change made just before a reload or on
 * another device; the hearts read the same cache without asking.
 */
export function useWishlist(
  locale: Locale,
  fresh = false,
): { wishlist: Wishlist; query: ReturnType<typeof useQuery<Wishlist>> } {
  const signedIn = useSignedInNow();
  const query = useQuery({
    ...wishlistQueryOptions(locale, signedIn),
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
  return { wishlist: signedIn ? (query.data ?? EMPTY_WISHLIST) : EMPTY_WISHLIST, query };
}

// A guest pressed a heart: the sidebar shows spec §5 "Need to be authenticated…" until it closes.
let guestAttempt = false;
const listeners = new Set<() => void>();
export const guestAttempts = {
  mark() {
    guestAttempt = true;
    listeners.forEach((l) => l());
  },
  clear() {
    if (!guestAttempt) return;
    guestAttempt = false;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => guestAttempt,
};

export const useGuestAttempt = () =>
  useSyncExternalStore(guestAttempts.subscribe, guestAttempts.get, () => false);
