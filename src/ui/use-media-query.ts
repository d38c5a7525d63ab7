// Whether a CSS media query matches, kept up to date (spec §9 breakpoints). For parts that are only
// shown at some widths: not rendering them at the others saves the work, not just the pixels.
import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query (null without matchMedia, e.g. jsdom). */
function listFor(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches ?? false,
    () => false,
  );
}
