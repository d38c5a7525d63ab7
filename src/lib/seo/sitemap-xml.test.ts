import { escapeXml, sitemapIndexXml, sitemapUrlsetXml, w3cDate } from '@/lib/seo/sitemap-xml';

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

describe('sitemap XML', () => {
  it('writes a URL set with lastmod and hreflang alternates that an XML parser reads back', () => {
    const loc = "https://shop.example/et/p/A&B/o'neill<x>";
    const doc = parse(
      sitemapUrlsetXml([
        {
          loc,
          lastmod: '2026-11-20 08:15:00',
          alternates: [
            { hreflang: 'et', href: loc },
            { hreflang: 'ru', href: 'https://shop.example/ru/p/A&B/"q"' },
            { hreflang: 'x-default', href: loc },
          ],
        },
        { loc: 'https://shop.example/et/info/tarne\u0007' },
      ]),
    );
    const urls = doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url');
    expect(urls).toHaveLength(2);
    expect(urls[0]!.getElementsByTagName('loc')[0]!.textContent).toBe(loc);
    expect(urls[0]!.getElementsByTagName('lastmod')[0]!.textContent).toBe('2026-11-20T08:15:00Z');
    const links = [...urls[0]!.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    expect(
      links.map((l) => [l.getAttribute('rel'), l.getAttribute('hreflang'), l.getAttribute('href')]),
    ).toEqual([
      ['alternate', 'et', loc],
      ['alternate', 'ru', 'https://shop.example/ru/p/A&B/"q"'],
      ['alternate', 'x-default', loc],
    ]);
    // a control character cannot be carried by XML 1.0 at all: it is dropped
    expect(urls[1]!.getElementsByTagName('loc')[0]!.textContent).toBe('https://shop.example/et/info/tarne');
    expect(urls[1]!.getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('writes a sitemap index', () => {
    const doc = parse(
      sitemapIndexXml([
        { loc: 'https://shop.example/sitemaps/products-et-1.xml', lastmod: '2026-11-20' },
        { loc: 'https://shop.example/sitemaps/content-et-1.xml', lastmod: null },
      ]),
    );
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([
      'https://shop.example/sitemaps/products-et-1.xml',
      'https://shop.example/sitemaps/content-et-1.xml',
    ]);
    expect([...doc.getElementsByTagName('lastmod')].map((l) => l.textContent)).toEqual(['2026-11-20']);
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('reads dates as W3C datetimes', () => {
    expect(w3cDate('2026-11-20')).toBe('2026-11-20');
    expect(w3cDate('2026-11-20 08:15:00')).toBe('2026-11-20T08:15:00Z');
    expect(w3cDate('2026-11-20T08:15:00.123Z')).toBe('2026-11-20T08:15:00Z');
    expect(w3cDate('2026-11-20T08:15:00+02:00')).toBe('2026-11-20T08:15:00+02:00');
    expect(w3cDate('yesterday')).toBeNull();
    expect(w3cDate(null)).toBeNull();
  });
});
