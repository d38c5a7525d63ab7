// Numbers written out the way CLDR writes them in et-EE and ru-RU, without Intl: creating a page's first
// Intl.NumberFormat loads ICU's number data, one task of about 50 ms on a desktop core and four times that on a
// mid-range phone. Both locales put a no-break space (U+00A0) between thousands and a comma before decimals;
// Estonian groups only from five digits (CLDR minimumGroupingDigits 2: "1234", "12 345") and writes minus as
// U+2212, Russian groups from four ("1 234") and uses a hyphen-minus. number-format.test.ts compares with Intl.

export type NumberLocale = 'et' | 'ru';

/** The digits of a whole number (no sign) with the locale's thousands separator. */
export const groupDigits = (digits: string, locale: NumberLocale): string =>
  digits.length < (locale === 'et' ? 5 : 4) ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');

export const minusSign = (locale: NumberLocale): string => (locale === 'et' ? '\u2212' : '-');

/**
 * A number with up to three decimals, as `Intl.NumberFormat(locale).format` writes it ("1,5", "12 345,678").
 * Rounding is Intl's: half away from zero on the shortest decimal that reads back as the number (1.0005 → 1,001).
 */
export const formatDecimal = (value: number, locale: NumberLocale): string => {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs >= 1e21) return new Intl.NumberFormat(locale).format(value);
  // below 1e-6 String() writes an exponent, and such a number rounds to 0 anyway
  const [whole, fraction = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.');
  let digits = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'));
  if (fraction.charAt(3) >= '5') digits += 1n;
  const text = digits.toString().padStart(4, '0');
  const units = text.slice(0, -3);
  const decimals = text.slice(-3).replace(/0+$/, '');
  // Intl keeps the sign of a negative number that rounds to zero, and of -0
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? minusSign(locale) : ''}${groupDigits(units, locale)}${decimals ? `,${decimals}` : ''}`;
};
