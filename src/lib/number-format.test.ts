import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/lib/number-format';

describe('formatDecimal', () => {
  const intl = { et: new Intl.NumberFormat('et-EE'), ru: new Intl.NumberFormat('ru-RU') };

  it('writes numbers exactly as Intl does: grouping from five digits in et and four in ru, minus signs, rounding', () => {
    const edges = [
      0,
      -0,
      1.5,
      0.125,
      1.0005,
      2.675,
      1234,
      12345,
      -1234.5678,
      -0.0004,
      999999.9995,
      1e20,
      NaN,
      Infinity,
    ];
    for (const locale of ['et', 'ru'] as const) {
      for (const value of edges) expect(formatDecimal(value, locale)).toBe(intl[locale].format(value));
      fc.assert(
        fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
          expect(formatDecimal(value, locale)).toBe(intl[locale].format(value));
        }),
        { numRuns: 3000 },
      );
    }
  });

  it('has the Estonian and Russian shapes a shopper reads', () => {
    expect(formatDecimal(12.5, 'et')).toBe('12,5');
    expect(formatDecimal(1234, 'et')).toBe('1234');
    expect(formatDecimal(12345, 'et')).toBe('12\u00a0345');
    expect(formatDecimal(1234, 'ru')).toBe('1\u00a0234');
    expect(formatDecimal(-3, 'et')).toBe('\u22123');
  });
});
