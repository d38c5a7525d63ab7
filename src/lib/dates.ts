// spec §3 delivery information: `from` is text or a number of days turned into an Estonian-format
// date (dd.mm.yyyy). Days are calendar days counted from today in Estonia; the shop's own texts say
// when weekends matter, so no business-day logic is applied here.

export type DateLocale = 'et' | 'ru';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when EU summer time starts or ends. */
const lastSundayAtOneUtc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

/**
 * Estonia's offset from UTC in hours: 2, and 3 in summer time, which in the EU runs from 01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October (Directive 2000/84/EC).
 * Computed instead of asking Intl for the Europe/Tallinn zone: creating that formatter loads the time
 * zone data, tens of milliseconds on a slow phone, on every page that shows a price.
 */
export const tallinnOffsetHours = (now: Date): number => {
  const year = now.getUTCFullYear();
  const t = now.getTime();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 3 : 2;
};

/** Today's calendar date in Estonia (a server in UTC must not say yesterday after midnight). */
export const tallinnDate = (now: Date): CalendarDate => {
  const local = new Date(now.getTime() + tallinnOffsetHours(now) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy — the Estonian way, and the Russian one too (ru-RU uses the same numeric pattern). */
export const formatCalendarDate = (date: CalendarDate, _locale: DateLocale = 'et'): string =>
  `${pad(date.day)}.${pad(date.month)}.${date.year}`;

/**
 * A time as Magento writes it (`2026-11-20 14:05:00`, UTC without a zone) as a Date; a time with its own zone
 * keeps it. Read as UTC, the server and the browser agree on the day.
 */
export const magentoTime = (value: string): Date =>
  new Date(`${value.replace(' ', 'T')}${/(Z|[+-]\d\d:?\d\d)$/i.test(value) ? '' : 'Z'}`);

/** A Date shown as dd.mm.yyyy in Estonian time. */
export const formatDate = (date: Date, locale: DateLocale = 'et'): string =>
  formatCalendarDate(tallinnDate(date), locale);

const MONTHS: Record<DateLocale, readonly string[]> = {
  et: [
    'jaanuar',
    'veebruar',
    'märts',
    'aprill',
    'mai',
    'juuni',
    'juuli',
    'august',
    'september',
    'oktoober',
    'november',
    'detsember',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/**
 * A moment as a day and time in Estonia, the way Intl writes `{ day: 'numeric', month: 'long', hour: '2-digit',
 * minute: '2-digit' }` in the Europe/Tallinn zone: "27. november, kell 18:00", "27 ноября в 18:00". Written out
 * here because that formatter loads ICU's date and zone data on a page that needs nothing else of it.
 */
export const formatTallinnDayTime = (date: Date, locale: DateLocale = 'et'): string => {
  const local = new Date(date.getTime() + tallinnOffsetHours(date) * 3_600_000);
  const day = local.getUTCDate();
  const month = MONTHS[locale][local.getUTCMonth()];
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  return locale === 'et' ? `${day}. ${month}, kell ${time}` : `${day} ${month} в ${time}`;
};

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

/** ISO date (yyyy-mm-dd): for <time dateTime>, and as Magento writes a date without a time. */
export const isoCalendarDate = (date: CalendarDate): string =>
  `${date.year}-${pad(date.month)}-${pad(date.day)}`;
