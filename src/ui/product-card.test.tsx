/// <reference types="vite/client" />
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { i18nWithAllMessages } from '@/testing/catalogs';
import { ProductCard, type CardLayout, type ProductCardData } from '@/ui/product-card';
import type { PriceInput } from '@/ui/price';
import type { PriceCustomer } from '@/lib/prices';

// Listing cards show the Omnibus prior price (ESTONIA.md) next to a discount, as the product page does.

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const load = i18nWithAllMessages;

const card = (price: PriceInput): ProductCardData => ({
  uid: 'Ng==',
  sku: 'SIM-0006',
  name: 'Ketassaag',
  path: '/p/SIM-0006/ketassaag',
  brand: null,
  image: null,
  unit: 'tk',
  inStock: true,
  onlyXLeft: null,
  price,
});

const renderCard = (
  price: PriceInput,
  {
    i18n = english,
    layout = 'grid',
    customer,
  }: { i18n?: I18n; layout?: CardLayout; customer?: PriceCustomer } = {},
) =>
  render(
    <I18nProvider i18n={i18n}>
      <ProductCard product={card(price)} href="/et/p/SIM-0006" layout={layout} customer={customer} />
    </I18nProvider>,
  ).container;

const discounted: PriceInput = {
  regularCents: 12990,
  finalCents: 8990,
  currency: 'EUR',
  tiers: [],
  priorCents: 10890,
};

describe('product card Omnibus prior price', () => {
  it('shows the prior price from the back end under a discounted price, not the regular price', () => {
    const root = renderCard(discounted);
    const prior = root.querySelector('.product-card__prior .prior-price');
    expect(prior?.textContent).toMatch(/^Lowest price in the previous 30 days: 108,90\s€$/);
    // issue 17 item 7: the reduction is measured from that lowest price, so it is the one crossed out
    expect(root.querySelector('.price__regular')?.textContent).toMatch(/108,90/);
  });

  it('announces no reduction when today is not below the lowest price of the 30 days before (SIM-2109)', () => {
    // regular 2,59 €, today 1,99 €, but it was 1,90 € within the 30 days: no crossed-out price, no label
    const root = renderCard({
      regularCents: 259,
      finalCents: 199,
      currency: 'EUR',
      tiers: [{ price_group_type: 'guestprice41', cust_group: '', final_price: { value: 1.99 } }],
      priorCents: 190,
    });
    expect(root.querySelector('.price__final')?.textContent).toMatch(/1,99/);
    expect(root.querySelector('.price__regular')).toBeNull();
    expect(root.querySelector('.price__label')).toBeNull();
    expect(root.querySelector('.prior-price')).toBeNull();
    expect(root.querySelector('.price--discounted')).toBeNull();
  });

  it('shows nothing without a discount, or when the back end knows no prior price', () => {
    const full = renderCard({ ...discounted, finalCents: 12990 });
    expect(full.querySelector('.prior-price')).toBeNull();
    const unknown = renderCard({ ...discounted, priorCents: null });
    expect(unknown.querySelector('.prior-price')).toBeNull();
    // summaries cached before the field existed have no priorCents at all
    const cached = renderCard({ regularCents: 12990, finalCents: 8990, currency: 'EUR', tiers: [] });
    expect(cached.querySelector('.prior-price')).toBeNull();
  });

  it('counts a tier price the customer gets as the discount', () => {
    const tierOnly: PriceInput = {
      regularCents: 12990,
      finalCents: 12990,
      currency: 'EUR',
      tiers: [{ price_group_type: 'guestprice41', cust_group: '', final_price: { value: 99.9 } }],
      priorCents: 11990,
    };
    const root = renderCard(tierOnly);
    expect(root.querySelector('.price__final')?.textContent).toMatch(/99,90/);
    expect(root.querySelector('.prior-price')?.textContent).toMatch(/119,90\s€$/);
  });

  it.each([
    ['et', /^Madalaim hind viimase 30 päeva jooksul: 108,90\s€$/],
    ['ru', /^Самая низкая цена за последние 30 дней: 108,90\s€$/],
  ] as const)('is translated in %s', async (locale, expected) => {
    const root = renderCard(discounted, { i18n: await load(locale) });
    expect(root.querySelector('.prior-price')?.textContent).toMatch(expected);
  });
});
