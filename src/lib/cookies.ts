// Cookie names and attributes of spec §3 and §9 (locale cookie 1 year, path /, SameSite lax).
// Pure string helpers: the caller reads and writes document.cookie.
import { languages, locales, type Locale } from '@/lib/locale';

export const cookieNames = {
  currency: 'vsf-currency',
  country: 'vsf-country',
  locale: 'vsf-locale',
  cart: 'vsf-cart',
  customer: 'vsf-customer',
  /** Readable flag beside the HttpOnly customer cookie: "1" while a session exists (lib/session.ts). */
  session: 'vsf-session',
  store: 'vsf-store',
  message: 'vsf-message',
  group: 'vsf-group',
} as const;

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export function parseCookies(cookieString: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export function readCookie(cookieString: string, name: string): string | null {
  return parseCookies(cookieString)[name] ?? null;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  parts.push(`Path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie string that deletes `name` at `path`. */
export function expireCookie(name: string, path = '/'): string {
  return `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}

/** spec §4 language switch: locale, store and currency (the locale's default) for one year. */
export function localeCookies(locale: Locale): string[] {
  const options: CookieOptions = { maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'Lax' };
  return [
    serializeCookie(cookieNames.locale, locale, options),
    serializeCookie(cookieNames.currency, languages[locale].defaultCurrency, options),
    serializeCookie(cookieNames.store, locale, options),
  ];
}

/** spec §4 session expiry: customer and cart cookies are cleared at the root and under each locale. */
export function sessionExpiryCookies(): string[] {
  const paths = ['/', ...locales.map((l) => `/${l}`)];
  return [cookieNames.customer, cookieNames.session, cookieNames.cart].flatMap((name) =>
    paths.map((path) => expireCookie(name, path)),
  );
}
