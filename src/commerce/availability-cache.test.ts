import { describe, expect, it, vi } from 'vitest';
import { cachedAvailability } from '@/commerce/availability-cache';

describe('availability checks (spec §7: 60 s, 20 entries)', () => {
  it('asks once per value within 60 s, case and spaces ignored, then again', async () => {
    const ask = vi.fn(async (v: string) => v !== 'taken@example.ee');
    const check = cachedAvailability(ask);
    expect(await check('Taken@example.ee ', 0)).toBe(false);
    expect(await check('taken@example.ee', 59_999)).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    await check('taken@example.ee', 60_000);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 20 entries (the oldest goes) and forgets a failed check', async () => {
    const ask = vi.fn(async (v: string) => {
      if (v === 'boom') throw new Error('offline');
      return true;
    });
    const check = cachedAvailability(ask);
    for (let i = 0; i < 21; i++) await check(`v${i}`, 0);
    await check('v20', 1);
    expect(ask).toHaveBeenCalledTimes(21);
    await check('v0', 1); // pushed out by the 21st
    expect(ask).toHaveBeenCalledTimes(22);
    await expect(check('boom', 2)).rejects.toThrow('offline');
    await expect(check('boom', 3)).rejects.toThrow('offline');
    expect(ask.mock.calls.filter(([v]) => v === 'boom')).toHaveLength(2);
  });
});
