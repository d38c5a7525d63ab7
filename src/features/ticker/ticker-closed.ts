// Whether this device closed the ticker (spec §2, §9), apart from the banner's other rules: the entry script reads
// it before the app starts (src/main.tsx), so it holds only what that needs (it is in the first page's code).

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
 * know). Set by markClosedServerTicker, removed by the banner.
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

/** For the entry script, before the app starts: marks <html> when the server's banner is closed here. */
export function markClosedServerTicker(
  doc: Document,
  read: (key: string) => string | null,
  now: number,
): void {
  const key = doc.querySelector<HTMLElement>('#root .ticker[data-key]')?.dataset.key;
  if (key && isClosed(read(key), now)) doc.documentElement.setAttribute(TICKER_CLOSED_ATTRIBUTE, '');
}
