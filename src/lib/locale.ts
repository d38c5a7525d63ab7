// Locale rules of spec §2 (every route carries /et or /ru), §3 (language entries) and §4 (locale redirect).

export const locales = ['et', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'et';

export interface LanguageEntry {
  code: Locale;
  label: string;
  iso: string;
  tag: 'EST' | 'RUS';
  defaultCurrency: 'EUR';
  /** BCP 47 tag used for Intl formatting (spec §3 lexasCode et-EE / ru). */
  intl: string;
}

// Labels are endonyms: a language is always offered in its own name, whatever the page language is.
export const languages: Record<Locale, LanguageEntry> = {
  et: { code: 'et', label: 'Eesti', iso: 'et-EE', tag: 'EST', defaultCurrency: 'EUR', intl: 'et-EE' },
  ru: { code: 'ru', label: 'Русский', iso: 'ru-RU', tag: 'RUS', defaultCurrency: 'EUR', intl: 'ru-RU' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale named by the first path segment, or null when the first segment is not a locale. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLocale(first) ? first : null;
}

/** Maps a browser language tag (ru-RU, et, en-US) to a shop locale by its primary subtag. */
export function matchLanguageTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

export interface LocaleHints {
  /** Value of the vsf-locale cookie, if any. */
  cookie?: string | null;
  /** navigator.languages (or the Accept-Language list), most preferred first. */
  languages?: readonly string[];
}

/** spec §4: the first available among the locale cookie, the browser's languages and the default. */
export function pickLocale(hints: LocaleHints): Locale {
  if (isLocale(hints.cookie)) return hints.cookie;
  for (const tag of hints.languages ?? []) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return defaultLocale;
}

/**
 * spec §2/§4: a path whose first segment is a known locale is kept (returns null). Otherwise the
 * path is treated as a path under the chosen locale: `/` → `/et`, `/campaign/x` → `/et/campaign/x`.
 */
export function localeRedirectTarget(
  pathname: string,
  hints: LocaleHints,
  searchAndHash = '',
): string | null {
  if (localeFromPath(pathname)) return null;
  const target = pickLocale(hints);
  const rest = pathname === '/' || pathname === '' ? '' : pathname.replace(/\/+$/, '');
  return `/${target}${rest.startsWith('/') || rest === '' ? rest : `/${rest}`}${searchAndHash}`;
}

/** The same path in another locale (language switch reloads here, spec §4). */
export function switchLocalePath(pathname: string, to: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return `/${[to, ...segments].join('/')}`;
}

export function intlLocale(locale: Locale): string {
  return languages[locale].intl;
}

/** Numbers in Estonian / Russian conventions (et-EE: "1 234,5"). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** Dates in Estonian / Russian conventions (et-EE: "22.11.2026"). */
export function formatDate(
  value: Date | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(value);
}
