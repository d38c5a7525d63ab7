// Whether this device closed the ticker (spec §2, §9), apart from the banner's other rules. A banner the server
// rendered that this device closed is hidden before the page's first paint by the page's inline start script
// (src/server/http/entry-loader.ts: the same rule, with these constants) until the app renders without it.

/** spec §9: closing hides the ticker for 24 h. */
export const TICKER_CLOSE_MS = 864e5;

/** Closed when the stored close time is less than 24 h ago. */
export function isClosed(storedValue: string | null, now: number): boolean {
  if (storedValue === null) return false;
  const closedAt = Number(storedValue);
  if (!Number.isFinite(closedAt)) return false;
  return now >= closedAt && now - closedAt < TICKER_CLOSE_MS;
}

/**
 * On <html> while a banner the server rendered is one this device closed: ticker.css hides it from the first
 * paint the script can reach until the app has rendered without it (the server's page is everyone's, so it cannot
 * know). Set by the page's start script, removed by the banner.
 */
export const TICKER_CLOSED_ATTRIBUTE = 'data-ticker-closed';

/** The close time stored under the banner's key; null without local storage (nothing was closed here). */
export function readCloseTime(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
