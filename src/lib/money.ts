// Money is integer cents inside the code (DESIGN.md); it becomes a float only at the GraphQL
// boundary (Magento's Money.value) and text only through Intl.NumberFormat.

export type Cents = number;
export type MoneyLocale = 'et' | 'ru';

/** A float amount in currency units (e.g. 12.3) → integer cents (1230), rounded half away from zero. */
export const toCents = (amount: number): Cents => {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  // toPrecision(15) removes binary noise first: 1.005 * 100 = 100.49999999999999 must round to 101
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return amount < 0 ? -cents : cents;
};

/** Integer cents → float amount for the GraphQL boundary. */
export const fromCents = (cents: Cents): number => cents / 100;

const INTL_LOCALE: Record<MoneyLocale, string> = { et: 'et-EE', ru: 'ru-RU' };
const formatters = new Map<string, Intl.NumberFormat>();

const formatter = (locale: MoneyLocale, currency: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f;
};

/** "12 345,50 €" in et, "12 345,50 €" in ru (CLDR separators of each locale). */
export const formatMoney = (cents: Cents, locale: MoneyLocale = 'et', currency = 'EUR'): string =>
  formatter(locale, currency).format(fromCents(cents));

/** Sum of cents, safe from float drift because every term is an integer. */
export const sumCents = (values: readonly Cents[]): Cents => values.reduce((a, b) => a + b, 0);

/** Line total: unit cents × quantity (quantities may be decimal, e.g. 2.5 m), rounded to a cent. */
export const lineTotal = (unitCents: Cents, quantity: number): Cents => toCents((unitCents * quantity) / 100);
