import type { ProductDetailFieldsFragment } from '@/commerce/generated/graphql';
import { toProductDetail } from '@/commerce/product-detail';
import { safeHtml } from '@/commerce/safe-html';
import { reviewStars, toRatingBreakdown } from '@/commerce/product';

const money = (value: number) => ({ value, currency: 'EUR' });
const base = {
  uid: 'MQ==',
  sku: 'SIM-0001',
  name: 'Kruvikeeraja',
  url_key: 'kruvikeeraja',
  url_suffix: '',
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: 3,
  price_range: { minimum_price: { final_price: money(165.28), regular_price: money(210) } },
  omnibus_prior_price: { value: 189.9 },
  media_gallery: [
    { url: '/media/b.svg', label: 'B', position: 2, disabled: false },
    { url: '/media/hidden.svg', label: 'X', position: 0, disabled: true },
    { url: '/media/a.svg', label: 'A', position: 1, disabled: false },
  ],
  categories: [
    {
      uid: 'c1',
      name: 'Tools',
      url_path: 'tools',
      url_suffix: '',
      breadcrumbs: null,
    },
    {
      uid: 'c3',
      name: 'Screwdrivers',
      url_path: 'tools/power/screwdrivers',
      url_suffix: '',
      breadcrumbs: [
        { category_name: 'Power tools', category_url_path: 'tools/power', category_level: 3 },
        { category_name: 'Tools', category_url_path: 'tools', category_level: 2 },
      ],
    },
  ],
  delivery_information: [{ name: 'Courier', from: '1', min_price: 4.9 }],
  availability_in_stores: [
    { qty: 4, source_name: 'Tartu', source_code: 'tartu', status: 'IN_STOCK' },
    { qty: 0, source_name: 'Narva', source_code: 'narva', status: 'IN_STOCK' },
  ],
  description: { html: '<p onclick="steal()">Good</p><script>alert(1)</script>' },
} as const;

describe('product detail adapter', () => {
  it('turns money into cents, orders the enabled gallery and builds the deepest breadcrumb trail', () => {
    const d = toProductDetail({
      __typename: 'SimpleProduct',
      ...base,
    } as unknown as ProductDetailFieldsFragment);
    expect(d.price).toMatchObject({
      regularCents: 21000,
      finalCents: 16528,
      currency: 'EUR',
      priorCents: 18990,
    });
    expect(d.images.map((i) => i.url)).toEqual(['/media/a.svg', '/media/b.svg']);
    expect(d.breadcrumbs.map((b) => b.urlPath)).toEqual(['tools', 'tools/power', 'tools/power/screwdrivers']);
    expect(d.path).toBe('/p/SIM-0001/kruvikeeraja');
    expect(d.onlyXLeft).toBe(3);
    expect(d.delivery).toEqual([{ name: 'Courier', from: '1', minPriceCents: 490 }]);
    expect(d.stores.map((s) => [s.code, s.inStock])).toEqual([
      ['tartu', true],
      ['narva', false],
    ]);
    expect(d.descriptionHtml).toBe('<p>Good</p>');
  });

  it('reads the variants of a configurable product with their own sku and attribute choices', () => {
    const d = toProductDetail({
      __typename: 'ConfigurableProduct',
      ...base,
      configurable_options: [
        { attribute_code: 'size', label: 'Size', position: 1, values: [{ uid: 's', label: 'S' }] },
        { attribute_code: 'color', label: 'Colour', position: 0, values: [{ uid: 'w', label: 'White' }] },
      ],
      variants: [
        {
          attributes: [
            { code: 'color', uid: 'w' },
            { code: 'size', uid: 's' },
          ],
          product: {
            uid: 'v1',
            sku: 'SIM-0001-W-S',
            stock_status: 'OUT_OF_STOCK',
            only_x_left_in_stock: null,
            availability_in_stores: [
              { qty: 2, source_name: 'Lasnamäe', source_code: 'tallinn-lasnamae', status: 'IN_STOCK' },
              { qty: 0, source_name: 'Tartu', source_code: 'tartu', status: 'OUT_OF_STOCK' },
            ],
            image: null,
            omnibus_prior_price: null,
            price_range: { minimum_price: { final_price: money(10), regular_price: money(12) } },
            available_price_tiers: [],
          },
        },
      ],
    } as unknown as ProductDetailFieldsFragment);
    expect(d.configurable?.options.map((o) => o.code)).toEqual(['color', 'size']);
    expect(d.configurable?.variants[0]).toMatchObject({
      sku: 'SIM-0001-W-S',
      attributes: { color: 'w', size: 's' },
      inStock: false,
      stores: [
        { code: 'tallinn-lasnamae', name: 'Lasnamäe', qty: 2, inStock: true },
        { code: 'tartu', name: 'Tartu', qty: 0, inStock: false },
      ],
      price: { finalCents: 1000, regularCents: 1200, priorCents: null },
    });
  });

  it('keeps markup but drops scripts, handlers and javascript: links', () => {
    expect(
      safeHtml('<a href="javascript:alert(1)" onmouseover=\'x()\'>x</a><iframe src="//e"></iframe>'),
    ).toBe('<a href="#">x</a>');
  });
});

describe('review rating (spec §3: from the entry named Rating)', () => {
  it('prefers the Rating entry, else the first entry, else the percentage', () => {
    expect(
      reviewStars({
        average_rating: 20,
        ratings_breakdown: [
          { name: 'Quality', value: '2' },
          { name: 'Rating', value: '4' },
        ],
      }),
    ).toBe(4);
    expect(reviewStars({ average_rating: 20, ratings_breakdown: [{ name: 'Hinnang', value: '5' }] })).toBe(5);
    expect(reviewStars({ average_rating: 60, ratings_breakdown: [] })).toBe(3);
  });
});

describe('rating breakdown (extension rating_breakdown)', () => {
  it('gives rows for 5 → 1 stars, zero where the back end has none', () => {
    expect(
      toRatingBreakdown([{ stars: 1, count: 2 }, { stars: 5, count: 17 }, null, { stars: 4, count: 6 }]),
    ).toEqual([
      { stars: 5, count: 17 },
      { stars: 4, count: 6 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 2 },
    ]);
    expect(toRatingBreakdown(null).every((r) => r.count === 0)).toBe(true);
  });
});
