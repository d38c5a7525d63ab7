import { hreflangAlternates, pageUrls } from '@/lib/seo/alternates';

const origin = 'https://shop.example';

describe('pageUrls', () => {
  it('gives the canonical URL and et, ru and x-default (→ et) alternates', () => {
    expect(pageUrls({ origin, url: '/ru/c/tooriistad/akutooriistad' })).toEqual({
      canonical: 'https://shop.example/ru/c/tooriistad/akutooriistad',
      alternates: [
        { hreflang: 'et', href: 'https://shop.example/et/c/tooriistad/akutooriistad' },
        { hreflang: 'ru', href: 'https://shop.example/ru/c/tooriistad/akutooriistad' },
        { hreflang: 'x-default', href: 'https://shop.example/et/c/tooriistad/akutooriistad' },
      ],
    });
  });

  it('drops tracking, sort, view and filter parameters; keeps term, blog type and a page past the first', () => {
    const { canonical, alternates } = pageUrls({
      origin,
      url: '/et/search?utm_source=fb&sort=price_ASC&f.brand=makita&page=3&gclid=x&term=kruvi&fbclid=y&display=list',
    });
    expect(canonical).toBe('https://shop.example/et/search?term=kruvi&page=3');
    expect(alternates[1]).toEqual({
      hreflang: 'ru',
      href: 'https://shop.example/ru/search?term=kruvi&page=3',
    });
    expect(pageUrls({ origin, url: '/et/blogi?type=sisetood&page=1' }).canonical).toBe(
      'https://shop.example/et/blogi?type=sisetood',
    );
    expect(pageUrls({ origin, url: '/et/c/a?page=0' }).canonical).toBe('https://shop.example/et/c/a');
    expect(pageUrls({ origin, url: '/et/c/a?page=abc' }).canonical).toBe('https://shop.example/et/c/a');
  });

  it('uses the other locale’s own path when the url keys differ', () => {
    const { canonical, alternates } = pageUrls({
      origin: 'https://shop.example/',
      url: '/et/c/tooriistad/?page=2',
      localePaths: { ru: '/ru/c/instrumenty?ignored=1' },
    });
    expect(canonical).toBe('https://shop.example/et/c/tooriistad?page=2');
    expect(alternates.map((a) => a.href)).toEqual([
      'https://shop.example/et/c/tooriistad?page=2',
      'https://shop.example/ru/c/instrumenty?page=2',
      'https://shop.example/et/c/tooriistad?page=2',
    ]);
  });

  it('percent-encodes what a URL must not carry as it is', () => {
    expect(pageUrls({ origin, url: '/ru/c/инструменты' }).canonical).toBe(
      'https://shop.example/ru/c/%D0%B8%D0%BD%D1%81%D1%82%D1%80%D1%83%D0%BC%D0%B5%D0%BD%D1%82%D1%8B',
    );
  });

  it('the home page is /et and /ru without a trailing slash', () => {
    expect(pageUrls({ origin, url: '/et/' }).alternates.map((a) => a.href)).toEqual([
      'https://shop.example/et',
      'https://shop.example/ru',
      'https://shop.example/et',
    ]);
  });

  it('refuses a path outside the locales, and another locale’s path under the wrong prefix', () => {
    expect(() => pageUrls({ origin, url: '/checkout' })).toThrow(RangeError);
    expect(() => pageUrls({ origin, url: '/et/c/a', localePaths: { ru: '/et/c/b' } })).toThrow(RangeError);
  });
});

describe('hreflangAlternates', () => {
  it('names every locale and x-default as the default locale', () => {
    expect(hreflangAlternates({ et: 'https://s/et/x', ru: 'https://s/ru/y' })).toEqual([
      { hreflang: 'et', href: 'https://s/et/x' },
      { hreflang: 'ru', href: 'https://s/ru/y' },
      { hreflang: 'x-default', href: 'https://s/et/x' },
    ]);
  });
});
