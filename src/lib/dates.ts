// spec §3 delivery information: `from` is text or a number of days turned into an Estonian-format
// date (dd.mm.yyyy). Days are calendar days counted from today in Estonia; the shop's own texts say
// when weekends matter, so no business-day logic is applied here.

export type DateLocale = 'et' | 'ru';

const TALLINN_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Tallinn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Today's calendar date in Estonia (a server in UTC must not say yesterday after midnight). */
export const tallinnDate = (now: Date): CalendarDate => {
  const [y, m, d] = TALLINN_PARTS.format(now).split('-').map(Number);
  return { year: y ?? 1970, month: m ?? 1, day: d ?? 1 };
};

export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy — the Estonian way, and the Russian one too (ru-RU uses the same numeric pattern). */
export const formatCalendarDate = (date: CalendarDate, _locale: DateLocale = 'et'): string =>
  `${pad(date.day)}.${pad(date.month)}.${date.year}`;

/** A Date shown as dd.mm.yyyy in Estonian time. */
export const formatDate = (date: Date, locale: DateLocale = 'et'): string =>
  formatCalendarDate(tallinnDate(date), locale);

/** A number, or a string of digits only, is a count of days. */
export const deliveryDays = (from: string | number | null | undefined): number | null => {
  if (typeof from === 'number') return Number.isInteger(from) && from >= 0 ? from : null;
  const s = (from ?? '').trim();
  return /^\d{1,4}$/.test(s) ? Number(s) : null;
};

/**
 * spec §3: delivery information `from` — a number of days becomes the date that many days from now
 * (dd.mm.yyyy); text passes through unchanged.
 */
export const deliveryFrom = (
  from: string | number | null | undefined,
  now: Date,
  locale: DateLocale = 'et',
): string => {
  const days = deliveryDays(from);
  if (days === null) return typeof from === 'string' ? from : '';
  return formatCalendarDate(addDays(tallinnDate(now), days), locale);
};

/** ISO date (yyyy-mm-dd) for <time dateTime>. */
export const isoCalendarDate = (date: CalendarDate): string =>
  `${date.year}-${pad(date.month)}-${pad(date.day)}`;
