import type { ConfigurableOptionView, VariantView } from '@/commerce/product-detail';
import { initialSelection, isValueAvailable, selectedVariant } from '@/features/product/variant-selection';

const options: ConfigurableOptionView[] = [
  {
    code: 'color',
    label: 'Colour',
    values: [
      { uid: 'white', label: 'White' },
      { uid: 'black', label: 'Black' },
    ],
  },
  {
    code: 'size',
    label: 'Size',
    values: [
      { uid: 's', label: 'S' },
      { uid: 'm', label: 'M' },
    ],
  },
];
const variant = (sku: string, color: string, size: string, inStock = true, cents = 6890): VariantView => ({
  uid: sku,
  sku,
  attributes: { color, size },
  inStock,
  onlyXLeft: null,
  image: null,
  price: { regularCents: cents, finalCents: cents, currency: 'EUR', tiers: [] },
});
const variants = [
  variant('J-W-S', 'white', 's'),
  variant('J-W-M', 'white', 'm', true, 7490),
  variant('J-B-S', 'black', 's', false),
  variant('J-B-M', 'black', 'm'),
];

describe('configurable variant selection', () => {
  it('names no variant until every option is chosen', () => {
    expect(selectedVariant(options, variants, { color: 'white' })).toBeNull();
  });

  it('switches to the variant the chosen values name (its own sku and price)', () => {
    expect(selectedVariant(options, variants, { color: 'white', size: 'm' })?.sku).toBe('J-W-M');
    expect(selectedVariant(options, variants, { color: 'white', size: 'm' })?.price.finalCents).toBe(7490);
    expect(selectedVariant(options, variants, { color: 'black', size: 's' })?.inStock).toBe(false);
  });

  it('marks a value unavailable when no in-stock variant has it with the other choices', () => {
    expect(isValueAvailable(options, variants, { color: 'black' }, 'size', 's')).toBe(false);
    expect(isValueAvailable(options, variants, { color: 'black' }, 'size', 'm')).toBe(true);
    // with nothing else chosen, small is still available in white
    expect(isValueAvailable(options, variants, {}, 'size', 's')).toBe(true);
  });

  it('pre-selects only options with a single value', () => {
    const single: ConfigurableOptionView[] = [
      { code: 'color', label: 'Colour', values: [{ uid: 'white', label: 'White' }] },
      options[1]!,
    ];
    expect(initialSelection(single)).toEqual({ color: 'white' });
  });
});
