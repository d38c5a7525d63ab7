import {
  formatDate,
  formatNumber,
  localeFromPath,
  localeRedirectTarget,
  pickLocale,
  switchLocalePath,
} from '@/lib/locale';

describe('locale from the route prefix', () => {
  it('reads et and ru as the first segment only', () => {
    expect(localeFromPath('/ru/c/tools')).toBe('ru');
    expect(localeFromPath('/et')).toBe('et');
    expect(localeFromPath('/en/c/tools')).toBeNull();
    expect(localeFromPath('/c/ru')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
  });
});

describe('spec §4 locale choice: cookie, then browser languages, then et', () => {
  it('prefers a valid vsf-locale cookie over the browser', () => {
    expect(pickLocale({ cookie: 'ru', languages: ['et-EE'] })).toBe('ru');
  });
  it('ignores an unknown cookie value and uses the first matching browser language', () => {
    expect(pickLocale({ cookie: 'de', languages: ['en-US', 'ru-RU', 'et'] })).toBe('ru');
  });
  it('falls back to et', () => {
    expect(pickLocale({ languages: ['en-US', 'fi'] })).toBe('et');
    expect(pickLocale({})).toBe('et');
  });
});

describe('locale redirect', () => {
  it('keeps a path that already has a locale prefix', () => {
    expect(localeRedirectTarget('/ru/search', {})).toBeNull();
  });
  it('sends the bare root to the chosen locale', () => {
    expect(localeRedirectTarget('/', {})).toBe('/et');
    expect(localeRedirectTarget('/', { languages: ['ru'] })).toBe('/ru');
    expect(localeRedirectTarget('/', { cookie: 'ru', languages: ['et'] })).toBe('/ru');
  });
  it('treats an unknown first segment as a path under the chosen locale, keeping query and hash', () => {
    expect(localeRedirectTarget('/campaign/spring', {}, '?a=1#x')).toBe('/et/campaign/spring?a=1#x');
    expect(localeRedirectTarget('/en/foo/', {})).toBe('/et/en/foo');
  });
});

describe('language switch path', () => {
  it('replaces the locale segment and keeps the rest', () => {
    expect(switchLocalePath('/et/c/tools/drills', 'ru')).toBe('/ru/c/tools/drills');
    expect(switchLocalePath('/ru', 'et')).toBe('/et');
    expect(switchLocalePath('/', 'ru')).toBe('/ru');
  });
});

describe('Estonian and Russian formats', () => {
  it('formats numbers with a space grouping and a decimal comma', () => {
    // Estonian CLDR groups only from five digits (minimum grouping digits 2).
    expect(formatNumber(1234.5, 'et')).toBe('1234,5');
    expect(formatNumber(12345.5, 'et').replace(/\s/g, ' ')).toBe('12 345,5');
    expect(formatNumber(12345.5, 'ru').replace(/\s/g, ' ')).toBe('12 345,5');
  });
  it('formats dates day first with dots', () => {
    const date = new Date(2026, 10, 22);
    expect(formatDate(date, 'et')).toBe('22.11.2026');
    expect(formatDate(date, 'ru')).toBe('22.11.2026');
  });
});
