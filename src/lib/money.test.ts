import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, lineTotal, sumCents, toCents } from '@/lib/money';

// Intl uses no-break spaces (U+00A0 or U+202F) as group separators; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('toCents / fromCents', () => {
  it.each([
    [0, 0],
    [0.19, 19],
    [2999, 299900],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-2.5, -250],
    [-1.005, -101],
  ])('%s EUR is %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('refuses values that are not money', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
  });

  it('round-trips cents through the GraphQL float', () => {
    for (const cents of [1, 19, 290, 1999, 123456]) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('adds without float drift', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(lineTotal(1999, 3)).toBe(5997);
    expect(lineTotal(333, 2.5)).toBe(833);
  });
});

describe('formatMoney', () => {
  it('formats Estonian amounts with comma decimals and the euro sign after', () => {
    expect(plain(formatMoney(1050, 'et'))).toBe('10,50 €');
    expect(plain(formatMoney(1234550, 'et'))).toBe('12 345,50 €');
    expect(plain(formatMoney(290, 'et'))).toBe('2,90 €');
  });

  it('formats Russian amounts with spaces between thousands', () => {
    expect(plain(formatMoney(123450, 'ru'))).toBe('1 234,50 €');
    expect(plain(formatMoney(19, 'ru'))).toBe('0,19 €');
  });

  it('defaults to et and EUR and handles other currencies', () => {
    expect(formatMoney(500)).toBe(formatMoney(500, 'et', 'EUR'));
    expect(plain(formatMoney(500, 'et', 'USD'))).toContain('5,00');
    expect(formatMoney(500, 'et', 'USD')).toMatch(/\$|USD/);
  });
});
