// spec §2 every page lives under /et or /ru: its canonical address and its hreflang alternates (et, ru and
// x-default → et, the default locale), for the page head and the sitemap.
//
// What the canonical address keeps of the query (spec §2 listing parameters page, sort, term, itemsPerPage,
// display, period and filters f.{name}):
// - `term` (search) and `type` (blog topic) choose WHAT the page lists: kept.
// - `page` (when > 1): each page of a listing shows other products, and Google asks every page of a series to
//   be its own canonical (pointing page 2 at page 1 would hide the products only page 2 links to). Kept.
// - sort, itemsPerPage, display, period and every f.* filter only re-order, re-size or narrow the same
//   listing (filter combinations alone would be endless near-duplicates): dropped.
// - Anything else — tracking (utm_*, gclid, fbclid, msclkid, …), session or unknown parameters: dropped.
//   Keeping a short allow-list rather than a deny-list means a new tracking parameter never leaks in.
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/locale';

export type Hreflang = Locale | 'x-default';

export interface HreflangLink {
  hreflang: Hreflang;
  href: string;
}

export interface PageUrls {
  /** The absolute canonical URL of the page in its own locale. */
  canonical: string;
  /** One link per locale plus x-default (→ et), each with the same canonical query. */
  alternates: HreflangLink[];
}

export interface PageUrlsInput {
  /** The shop's origin, `https://shop.example` (PUBLIC_URL, else the request's origin). */
  origin: string;
  /** The page as requested: a path under a locale, with or without a query: `/et/c/tooriistad?page=2&utm_source=x`. */
  url: string;
  /**
   * The same page's path in each other locale when it is not the same path under the other prefix. Product
   * url keys and category url paths are per store view (`url_key_et` / `url_key_ru`, `url_path_et` /
   * `url_path_ru`); the seed gives both the same value, but a shop may translate them, so the caller passes
   * e.g. `{ ru: '/ru/c/instrumenty' }` when it knows them. A query here is ignored: the canonical one is used.
   */
  localePaths?: Partial<Record<Locale, string>>;
}

/** The query parameters a canonical address keeps, in this order. */
export const CANONICAL_PARAMS = ['term', 'type', 'page'] as const;

function canonicalQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    if (name === 'page') {
      const page = Number(value);
      if (Number.isInteger(page) && page > 1) kept.set(name, String(page));
    } else kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** `/et/` and `/et/c/a/` → without the trailing slash (the router answers both; one is canonical). */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

function localeOf(pathname: string): Locale {
  const first = pathname.split('/')[1];
  if (!isLocale(first)) throw new RangeError(`Not a path under a locale: ${pathname}`);
  return first;
}

/** The hreflang links of a page whose absolute URL in each locale is given; x-default is the default locale's. */
export function hreflangAlternates(urls: Record<Locale, string>): HreflangLink[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: urls[locale] })),
    { hreflang: 'x-default', href: urls[defaultLocale] },
  ];
}

export function pageUrls({ origin, url, localePaths = {} }: PageUrlsInput): PageUrls {
  const base = origin.replace(/\/+$/, '');
  const parsed = new URL(url, `${base}/`);
  const pathname = withoutTrailingSlash(parsed.pathname);
  const locale = localeOf(pathname);
  const query = canonicalQuery(parsed.searchParams);
  const absolute = (path: string) => `${new URL(withoutTrailingSlash(path), `${base}/`).href}${query}`;
  const pathIn = (other: Locale) => {
    if (other === locale) return pathname;
    const given = localePaths[other];
    if (given) {
      const givenPath = new URL(given, `${base}/`).pathname;
      if (localeOf(givenPath) !== other) throw new RangeError(`${given} is not under /${other}`);
      return givenPath;
    }
    return `/${other}${pathname.slice(locale.length + 1)}`;
  };
  const urls = Object.fromEntries(locales.map((l) => [l, absolute(pathIn(l))])) as Record<Locale, string>;
  return { canonical: urls[locale], alternates: hreflangAlternates(urls) };
}
