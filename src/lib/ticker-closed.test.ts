import { describe, expect, it } from 'vitest';
import { isClosed, TICKER_CLOSE_MS } from '@/lib/ticker-closed';

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
