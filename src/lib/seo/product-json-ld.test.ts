import { gtinProperty, productJsonLd, schemaPrice, type ProductJsonLdInput } from '@/lib/seo/product-json-ld';
import { checkProductRichResult } from '@/lib/seo/rich-results';
import { jsonLdScript } from '@/lib/seo/json-ld-script';

const drill: ProductJsonLdInput = {
  name: 'Kruvikeeraja akutoitel 18V',
  url: 'https://shop.example/et/p/SIM-0001/kruvikeeraja-akutoitel-18v',
  sku: 'SIM-0001',
  descriptionHtml: '<p>Kerge <b>18V</b> kruvikeeraja &amp; 2 akut.</p>',
  images: [
    '/media/catalog/product/drill-1.svg',
    'https://cdn.example/drill-2.webp',
    '/media/catalog/product/drill-1.svg',
  ],
  brand: 'Makita',
  mpn: 'DDF485Z',
  priceCents: 12990,
  inStock: true,
  rating: { average: 4.26, count: 24 },
};

describe('productJsonLd', () => {
  it('builds the schema.org Product Google reads for product rich results', () => {
    expect(productJsonLd(drill)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kruvikeeraja akutoitel 18V',
      url: drill.url,
      sku: 'SIM-0001',
      description: 'Kerge 18V kruvikeeraja & 2 akut.',
      image: ['https://shop.example/media/catalog/product/drill-1.svg', 'https://cdn.example/drill-2.webp'],
      brand: { '@type': 'Brand', name: 'Makita' },
      mpn: 'DDF485Z',
      offers: {
        '@type': 'Offer',
        url: drill.url,
        price: '129.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 24,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('passes the rich result check with no error and no warning but the missing gtin', () => {
    expect(checkProductRichResult(productJsonLd(drill))).toEqual({ errors: [], warnings: [] });
    const bare = productJsonLd({
      name: 'Liiv',
      url: 'https://shop.example/et/p/S-2',
      sku: 'S-2',
      priceCents: 5,
      inStock: false,
    });
    expect(checkProductRichResult(bare)).toEqual({
      errors: [],
      warnings: [
        'image is recommended',
        'description is recommended',
        'brand is recommended',
        'a global identifier (gtin or mpn) is recommended',
      ],
    });
    // and still does after the trip through the script element
    expect(checkProductRichResult(JSON.parse(jsonLdScript(productJsonLd(drill)))).errors).toEqual([]);
  });

  it('says out of stock, and until when a special price is valid', () => {
    const ld = productJsonLd({ ...drill, inStock: false, specialPriceUntil: '2026-12-31 00:00:00' });
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.offers.priceValidUntil).toBe('2026-12-31');
    expect(productJsonLd({ ...drill, specialPriceUntil: 'soon' }).offers).not.toHaveProperty(
      'priceValidUntil',
    );
  });

  it('leaves aggregateRating out without reviews', () => {
    expect(productJsonLd({ ...drill, rating: { average: 0, count: 0 } })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productJsonLd({ ...drill, rating: null })).not.toHaveProperty('aggregateRating');
  });

  it('names a valid GTIN by its length and drops one with a wrong check digit', () => {
    expect(productJsonLd({ ...drill, gtin: '4006381333931' })).toMatchObject({ gtin13: '4006381333931' });
    expect(productJsonLd({ ...drill, gtin: '4006381333932' })).not.toHaveProperty('gtin13');
  });

  it('keeps a name that would close the script element intact (escaping is json-ld-script’s job)', () => {
    const ld = productJsonLd({ ...drill, name: 'Drill </script><b>' });
    expect(ld.name).toBe('Drill </script><b>');
    expect(jsonLdScript(ld)).not.toContain('</script>');
  });
});

describe('gtinProperty', () => {
  it.each([
    ['96385074', 'gtin8'],
    ['036000291452', 'gtin12'],
    ['4006381333931', 'gtin13'],
    ['10614141000415', 'gtin14'],
  ])('%s is a %s', (digits, property) => {
    expect(gtinProperty(digits)).toEqual([property, digits]);
  });

  it.each(['', '1234567', '12345678901', '40063813339311', 'ABCDEFGH', '4006381333932'])(
    '%s is none',
    (v) => {
      expect(gtinProperty(v)).toBeNull();
    },
  );
});

describe('schemaPrice', () => {
  it('writes cents as a decimal with two places', () => {
    expect(schemaPrice(0)).toBe('0.00');
    expect(schemaPrice(5)).toBe('0.05');
    expect(schemaPrice(100500)).toBe('1005.00');
    expect(() => schemaPrice(-1)).toThrow(RangeError);
    expect(() => schemaPrice(1.5)).toThrow(RangeError);
  });
});

describe('checkProductRichResult', () => {
  const good = productJsonLd(drill);

  it('fails without a name, or without any of review, aggregateRating and offers', () => {
    expect(checkProductRichResult({ ...good, name: ' ' }).errors).toContain('name is required');
    const { offers: _o, aggregateRating: _r, ...none } = good;
    expect(checkProductRichResult(none).errors).toContain(
      'one of review, aggregateRating or offers is required',
    );
  });

  it('fails on an offer without a price, a currency or a schema.org availability', () => {
    const errors = checkProductRichResult({
      ...good,
      offers: { '@type': 'Offer', price: '12,90', priceCurrency: 'euro', availability: 'InStock' },
    }).errors;
    expect(errors).toEqual([
      'offers.price must be a positive number, got "12,90"',
      'offers.priceCurrency must be an ISO 4217 code',
      'offers.availability must be a schema.org ItemAvailability URL',
    ]);
  });

  it('fails on a rating outside the scale or without a count, and on relative images', () => {
    const errors = checkProductRichResult({
      ...good,
      image: ['/media/x.svg'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 0 },
    }).errors;
    expect(errors).toEqual([
      'aggregateRating.ratingValue must be 1–5',
      'aggregateRating needs a positive reviewCount or ratingCount',
      'image[0] must be an absolute URL',
    ]);
  });
});
