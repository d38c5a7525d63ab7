import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  addDays,
  formatTallinnDayTime,
  deliveryDays,
  deliveryFrom,
  formatDate,
  isoCalendarDate,
  magentoTime,
  tallinnDate,
  tallinnOffsetHours,
} from '@/lib/dates';
import { inDaysMessage } from '@/lib/date-messages';

const now = new Date('2026-11-22T10:00:00Z');

describe('deliveryFrom (spec §3 delivery information)', () => {
  it('turns a number of days into an Estonian-format date', () => {
    expect(deliveryFrom(3, now)).toBe('25.11.2026');
    expect(deliveryFrom('3', now)).toBe('25.11.2026');
    expect(deliveryFrom(0, now)).toBe('22.11.2026');
  });
  it('crosses month and year ends', () => {
    expect(deliveryFrom(10, new Date('2026-12-25T12:00:00Z'))).toBe('04.01.2027');
    expect(deliveryFrom(1, new Date('2028-02-28T12:00:00Z'))).toBe('29.02.2028');
  });
  it('counts from the Estonian date, not the UTC one', () => {
    // 22:30 UTC on 30 Nov is already 1 Dec in Tallinn (UTC+2)
    expect(deliveryFrom(1, new Date('2026-11-30T22:30:00Z'))).toBe('02.12.2026');
    // summer time (UTC+3)
    expect(tallinnDate(new Date('2026-06-30T21:30:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });
  it('passes text through', () => {
    expect(deliveryFrom('Tellimisel 2–3 nädalat', now)).toBe('Tellimisel 2–3 nädalat');
    expect(deliveryFrom('3-5', now)).toBe('3-5');
    expect(deliveryFrom(null, now)).toBe('');
  });
  it('uses the same numeric pattern in Russian', () => {
    expect(deliveryFrom(3, now, 'ru')).toBe('25.11.2026');
  });
  it('reads days only from whole non-negative numbers', () => {
    expect(deliveryDays(2.5)).toBeNull();
    expect(deliveryDays(-1)).toBeNull();
    expect(deliveryDays(' 7 ')).toBe(7);
  });
  it('formats dates and ISO dates', () => {
    expect(formatDate(new Date('2026-01-05T08:00:00Z'))).toBe('05.01.2026');
    expect(isoCalendarDate(addDays({ year: 2026, month: 1, day: 31 }, 1))).toBe('2026-02-01');
  });
});

describe('inDaysMessage', () => {
  const ru = setupI18n({
    locale: 'ru',
    messages: {
      ru: {
        [inDaysMessage(5).id]:
          '{days, plural, one {через # день} few {через # дня} many {через # дней} other {через # дня}}',
      },
    },
  });
  const en = setupI18n({ locale: 'en', messages: { en: {} } });

  it('says today and tomorrow in words', () => {
    expect(en._(inDaysMessage(0))).toBe('today');
    expect(en._(inDaysMessage(1))).toBe('tomorrow');
    expect(en._(inDaysMessage(3))).toBe('in 3 days');
  });
  it('uses Russian plural forms', () => {
    const say = (n: number) => ru._({ ...inDaysMessage(n), values: { days: n } });
    expect(say(21)).toBe('через 21 день');
    expect(say(3)).toBe('через 3 дня');
    expect(say(5)).toBe('через 5 дней');
    expect(say(11)).toBe('через 11 дней');
  });
});

describe('tallinnDate without Intl time zone data (EU summer time rule)', () => {
  const viaIntl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Tallinn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  it('agrees with the Europe/Tallinn zone every half hour across two years and their clock changes', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2027, 0, 1);
    for (let t = start; t < end; t += 30 * 60_000) {
      const now = new Date(t);
      expect(isoCalendarDate(tallinnDate(now))).toBe(viaIntl.format(now));
    }
  });
  it('switches at 01:00 UTC on the last Sunday of March and of October', () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(tallinnOffsetHours(new Date(Date.UTC(2026, 2, 29, 0, 59)))).toBe(2);
    expect(tallinnOffsetHours(new Date(Date.UTC(2026, 2, 29, 1, 0)))).toBe(3);
    expect(tallinnOffsetHours(new Date(Date.UTC(2026, 9, 25, 0, 59)))).toBe(3);
    expect(tallinnOffsetHours(new Date(Date.UTC(2026, 9, 25, 1, 0)))).toBe(2);
    // 21:30 UTC on a summer evening is already the next day in Tallinn.
    expect(isoCalendarDate(tallinnDate(new Date(Date.UTC(2026, 6, 14, 21, 30))))).toBe('2026-07-15');
  });
});

describe('magentoTime', () => {
  it('reads a zone-less Magento time as UTC and keeps a time that has a zone', () => {
    expect(magentoTime('2026-11-20 22:30:00').toISOString()).toBe('2026-11-20T22:30:00.000Z');
    expect(magentoTime('2026-11-20T22:30:00+02:00').toISOString()).toBe('2026-11-20T20:30:00.000Z');
    expect(formatDate(magentoTime('2026-11-20 22:30:00'))).toBe('21.11.2026'); // midnight passed in Tallinn
  });
});

describe('formatTallinnDayTime', () => {
  it('writes the day and time in Estonia exactly as Intl does in the Europe/Tallinn zone, across summer time', () => {
    const intl = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Tallinn',
      });
    const formats = { et: intl('et-EE'), ru: intl('ru-RU') };
    // the hours around the 2026 changes (29 March, 25 October, 01:00 UTC) and the turn of a year
    const edges = [
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:00Z',
      '2026-10-25T01:00:00Z',
      '2026-12-31T22:00:00Z',
    ];
    for (const locale of ['et', 'ru'] as const) {
      for (const iso of edges)
        expect(formatTallinnDayTime(new Date(iso), locale)).toBe(formats[locale].format(new Date(iso)));
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2037, 0, 1) }), (t) => {
          expect(formatTallinnDayTime(new Date(t), locale)).toBe(formats[locale].format(new Date(t)));
        }),
        { numRuns: 2000 },
      );
    }
    expect(formatTallinnDayTime(new Date('2026-11-27T16:00:00Z'), 'et')).toBe('27. november, kell 18:00');
    expect(formatTallinnDayTime(new Date('2026-11-27T16:00:00Z'), 'ru')).toBe('27 ноября в 18:00');
  });
});
