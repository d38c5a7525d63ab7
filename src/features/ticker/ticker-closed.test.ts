import { describe, expect, it } from 'vitest';
import {
  isClosed,
  markClosedServerTicker,
  TICKER_CLOSE_MS,
  TICKER_CLOSED_ATTRIBUTE,
} from '@/features/ticker/ticker-closed';

describe('close for 24 h (spec §9: 864e5 ms)', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('is closed within 24 h of closing and open afterwards', () => {
    expect(TICKER_CLOSE_MS).toBe(86_400_000);
    expect(isClosed(null, now)).toBe(false);
    expect(isClosed(String(now - 1000), now)).toBe(true);
    expect(isClosed(String(now - TICKER_CLOSE_MS + 1), now)).toBe(true);
    expect(isClosed(String(now - TICKER_CLOSE_MS), now)).toBe(false);
    expect(isClosed('not a number', now)).toBe(false);
  });

  it('does not stay closed forever for a close time in the future', () => {
    expect(isClosed(String(now + 5 * TICKER_CLOSE_MS), now)).toBe(false);
  });
});

describe('a banner the server rendered that this device closed', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const page = (key: string | null) => {
    document.documentElement.removeAttribute(TICKER_CLOSED_ATTRIBUTE);
    document.body.innerHTML =
      key === null
        ? '<div id="root"></div>'
        : `<div id="root"><aside class="ticker" data-key="${key}"></aside></div>`;
    return document;
  };
  const storage = (entries: Record<string, string>) => (k: string) => entries[k] ?? null;
  const marked = () => document.documentElement.hasAttribute(TICKER_CLOSED_ATTRIBUTE);

  it('is marked hidden on <html> while its close is less than 24 h old', () => {
    markClosedServerTicker(page('ticker-a'), storage({ 'ticker-a': String(now - 1000) }), now);
    expect(marked()).toBe(true);
  });

  it('is left alone when not closed, closed long ago, closed under another key, or absent', () => {
    markClosedServerTicker(page('ticker-a'), storage({}), now);
    expect(marked()).toBe(false);
    markClosedServerTicker(page('ticker-a'), storage({ 'ticker-a': String(now - TICKER_CLOSE_MS) }), now);
    expect(marked()).toBe(false);
    markClosedServerTicker(page('ticker-b'), storage({ 'ticker-a': String(now - 1000) }), now);
    expect(marked()).toBe(false);
    markClosedServerTicker(page(null), storage({ 'ticker-a': String(now - 1000) }), now);
    expect(marked()).toBe(false);
  });
});
