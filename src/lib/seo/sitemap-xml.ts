// Sitemaps protocol 0.9 (sitemaps.org) with Google's hreflang extension (xhtml:link rel="alternate"): the
// text of one URL set and of a sitemap index. Every value is escaped for XML; characters XML 1.0 cannot
// carry at all (control characters) are dropped.
import type { HreflangLink } from '@/lib/seo/alternates';

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** When the page last changed (ISO date or date-time, or SQLite's `YYYY-MM-DD HH:MM:SS` in UTC). */
  lastmod?: string | null;
  /** The page in every locale, itself included (alternates.ts `hreflangAlternates`). */
  alternates?: readonly HreflangLink[];
}

export interface SitemapRef {
  loc: string;
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// eslint-disable-next-line no-control-regex -- the point: characters XML 1.0 does not allow
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

// eslint-disable-next-line no-control-regex -- the same characters, and the five XML specials
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

// Most URLs need nothing (their paths are percent-encoded): one test, then the string as it is.
export const escapeXml = (text: string) =>
  NEEDS_ESCAPE.test(text) ? text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c) : text;

/** A W3C datetime (what <lastmod> takes), or null for anything it cannot read. */
export function w3cDate(value: string | null | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
    value?.trim() ?? '',
  );
  if (!m) return null;
  return m[2] ? `${m[1]}T${m[2]}${m[3] ?? 'Z'}` : (m[1] ?? null);
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** One <url> element. */
export function sitemapUrlXml(url: SitemapUrl): string {
  const lastmod = w3cDate(url.lastmod);
  let xml = `<url><loc>${escapeXml(url.loc)}</loc>`;
  if (lastmod) xml += `<lastmod>${lastmod}</lastmod>`;
  for (const link of url.alternates ?? [])
    xml += `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`;
  return `${xml}</url>\n`;
}

export const sitemapUrlsetXml = (urls: Iterable<SitemapUrl>): string => {
  let xml = URLSET_OPEN;
  for (const url of urls) xml += sitemapUrlXml(url);
  return xml + URLSET_CLOSE;
};

export function sitemapIndexXml(sitemaps: Iterable<SitemapRef>): string {
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const s of sitemaps) {
    const lastmod = w3cDate(s.lastmod);
    xml += `<sitemap><loc>${escapeXml(s.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  }
  return `${xml}</sitemapindex>\n`;
}
