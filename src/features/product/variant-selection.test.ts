import type { ConfigurableOptionView, VariantView } from '@/commerce/product-detail';
import type { StoreStockView } from '@/commerce/product-detail';
import {
  initialSelection,
  isValueAvailable,
  selectedVariant,
  stockShown,
} from '@/features/product/variant-selection';

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
const store = (code: string, qty: number): StoreStockView => ({ code, name: code, qty, inStock: qty > 0 });
const variant = (
  sku: string,
  color: string,
  size: string,
  inStock = true,
  cents = 6890,
  stores: StoreStockView[] = inStock ? [store('mustamae', 9)] : [],
  onlyXLeft: number | null = null,
): VariantView => ({
  uid: sku,
  sku,
  attributes: { color, size },
  inStock,
  onlyXLeft,
  stores,
  image: null,
  price: { regularCents: cents, finalCents: cents, currency: 'EUR', tiers: [], priorCents: null },
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

describe('stock shown for the chosen variant (stock line and stores sidebar)', () => {
  const stocked = [
    variant('J-W-S', 'white', 's', true, 6890, [store('mustamae', 12), store('tartu', 4)]),
    variant('J-W-M', 'white', 'm', true, 6890, [store('lasnamae', 2)], 2),
    variant('J-B-S', 'black', 's', false, 6890, []),
    variant('J-B-M', 'black', 'm', true, 6890, [store('tartu', 6)]),
  ];
  const parent = {
    inStock: true,
    onlyXLeft: null,
    stores: [],
    configurable: { options, variants: stocked },
  };
  const pick = (color: string, size: string) =>
    stockShown(parent, selectedVariant(options, stocked, { color, size }));

  it('follows the chosen variant: its own status, "only x left" and stores', () => {
    expect(pick('white', 'm')).toEqual({ inStock: true, onlyXLeft: 2, stores: [store('lasnamae', 2)] });
    expect(pick('white', 's')).toEqual({
      inStock: true,
      onlyXLeft: null,
      stores: [store('mustamae', 12), store('tartu', 4)],
    });
    expect(pick('black', 's')).toEqual({ inStock: false, onlyXLeft: null, stores: [] });
  });

  it('before a variant is chosen, adds up the variants per store', () => {
    expect(stockShown(parent, null)).toEqual({
      inStock: true,
      onlyXLeft: null,
      stores: [store('mustamae', 12), store('tartu', 10), store('lasnamae', 2)],
    });
    const soldOut = { ...parent, configurable: { options, variants: [stocked[2]!] } };
    expect(stockShown(soldOut, null)).toEqual({ inStock: false, onlyXLeft: null, stores: [] });
  });

  it('a product without variants shows its own stock', () => {
    const simple = { inStock: true, onlyXLeft: 3, stores: [store('parnu', 3)], configurable: null };
    expect(stockShown(simple, null)).toEqual({ inStock: true, onlyXLeft: 3, stores: [store('parnu', 3)] });
  });
});
