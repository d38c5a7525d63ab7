import type { BundleItemView } from '@/commerce/product-detail';
import { bundleComplete, defaultBundleSelection } from '@/features/product/type-options';

const option = (uid: string, isDefault = false) => ({
  uid,
  label: uid,
  quantity: 1,
  isDefault,
  priceCents: 100,
});
const items: BundleItemView[] = [
  {
    uid: 'tool',
    title: 'Tool',
    type: 'radio',
    required: true,
    options: [option('drill'), option('saw', true)],
  },
  {
    uid: 'battery',
    title: 'Battery',
    type: 'select',
    required: true,
    options: [option('12v'), option('18v')],
  },
  {
    uid: 'box',
    title: 'Box',
    type: 'checkbox',
    required: false,
    options: [option('case', true), option('cart')],
  },
];

describe('bundle options', () => {
  it('starts from the defaults; a required single choice without a default takes the first option', () => {
    expect(defaultBundleSelection(items)).toEqual({ tool: ['saw'], battery: ['12v'], box: ['case'] });
  });

  it('is complete only when every required item has a choice', () => {
    expect(bundleComplete(items, { tool: ['saw'], battery: ['12v'], box: [] })).toBe(true);
    expect(bundleComplete(items, { tool: [], battery: ['12v'], box: ['case'] })).toBe(false);
  });
});
