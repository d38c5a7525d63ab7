import { describe, expect, it } from 'vitest';
import type { Cents } from '@/lib/money';
import { announcedReduction, resolvePrice, GUEST, type PriceInput } from '@/ui/price';

// Issue 17 item 7 (Omnibus, ESTONIA.md): SIM-2109 crossed out 2,59 € while its 30-day lowest was 1,90 €.

const price = (regular: number, final: number, prior: number | null): PriceInput => ({
  regularCents: regular as Cents,
  finalCents: final as Cents,
  currency: 'EUR',
  tiers: [],
  priorCents: prior as Cents | null,
});
const reduction = (p: PriceInput) => announcedReduction(p, resolvePrice(p, GUEST));

describe('an announced reduction', () => {
  it('is measured from the 30-day lowest price when that is below the regular price', () => {
    expect(reduction(price(2290, 1459, 1790))).toBe(1790);
  });

  it('is not announced when today’s price is not below the 30-day lowest', () => {
    expect(reduction(price(259, 199, 190))).toBeNull();
    expect(reduction(price(259, 190, 190))).toBeNull();
  });

  it('without a price history, is measured from the regular price; no discount, no reduction', () => {
    expect(reduction(price(2290, 1459, null))).toBe(2290);
    expect(reduction(price(2290, 2290, null))).toBeNull();
  });
});
