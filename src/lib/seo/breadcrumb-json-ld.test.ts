import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1, top down', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Tööriistad', url: 'https://shop.example/et/c/tooriistad' },
        { name: 'Akutööriistad', url: 'https://shop.example/et/c/tooriistad/akutooriistad' },
        { name: 'Kruvikeeraja' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Tööriistad',
          item: 'https://shop.example/et/c/tooriistad',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Akutööriistad',
          item: 'https://shop.example/et/c/tooriistad/akutooriistad',
        },
        { '@type': 'ListItem', position: 3, name: 'Kruvikeeraja' },
      ],
    });
  });

  it('needs a URL on every crumb but the last', () => {
    expect(() =>
      breadcrumbJsonLd([{ name: 'A' }, { name: 'B', url: 'https://shop.example/et/c/b' }]),
    ).toThrow(/Crumb 1/);
  });
});
