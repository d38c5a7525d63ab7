import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import type { PriceView, ProductDetail } from '@/commerce/product-detail';
import { BuyBox } from '@/features/product/buy-box';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const dims = { length: null, width: null, height: null, weight: null };

const product = (price: PriceView): ProductDetail => ({
  typename: 'SimpleProduct',
  uid: 'MQ==',
  sku: 'SIM-0006',
  name: 'Ketassaag',
  path: '/p/SIM-0006/ketassaag',
  metaTitle: null,
  metaDescription: null,
  brand: null,
  unit: 'tk',
  inStock: true,
  onlyXLeft: null,
  foreignAssortment: false,
  transport: null,
  supplierCode: null,
  manufacturerCode: null,
  descriptionHtml: '',
  shortDescriptionHtml: '',
  images: [],
  breadcrumbs: [],
  price,
  inventory: null,
  delivery: [],
  stores: [],
  technical: [],
  pdfs: [],
  packageSize: dims,
  productSize: dims,
  configurable: null,
  bundle: null,
  grouped: null,
  downloadable: null,
  giftCard: null,
  storeStock: true,
});

const renderBox = (price: PriceView) =>
  render(
    <I18nProvider i18n={i18n}>
      <BuyBox product={product(price)} locale="et" selection={{}} onSelectionChange={() => {}} />
    </I18nProvider>,
  );

describe('buy box Omnibus prior price (ESTONIA.md)', () => {
  it('shows the back end prior price (lowest of 30 days), not the regular price, next to a discount', () => {
    renderBox({ regularCents: 12990, finalCents: 8990, currency: 'EUR', tiers: [], priorCents: 10890 });
    const prior = document.querySelector('.prior-price');
    expect(prior?.textContent).toMatch(/^Lowest price in the previous 30 days: 108,90\s€$/);
    expect(prior?.textContent).not.toMatch(/129,90/);
  });

  it('shows nothing without a discount or without a known prior price', () => {
    renderBox({ regularCents: 12990, finalCents: 12990, currency: 'EUR', tiers: [], priorCents: 10890 });
    expect(document.querySelector('.prior-price')).toBeNull();
    screen.getByRole('button', { name: 'Add to cart' });
  });

  it('shows nothing when the back end knows no prior price', () => {
    renderBox({ regularCents: 12990, finalCents: 8990, currency: 'EUR', tiers: [], priorCents: null });
    expect(document.querySelector('.prior-price')).toBeNull();
  });
});
