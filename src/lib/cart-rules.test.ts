import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  canRequestPriceQuote,
  fitsParcelMachine,
  isAddToCartSupported,
  meetsMinimumTotal,
  missingForMinimum,
  productTypeOf,
  totalWithoutTransport,
} from '@/lib/cart-rules';
import {
  MIN_CART_TOTAL_MESSAGE,
  WISHLIST_AUTH_MESSAGE,
  parcelMachineMessage,
  unsupportedAddToCartMessage,
  unsupportedAddToWishlistMessage,
} from '@/lib/cart-messages';

const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('minimum cart total (spec §5: 10 EUR excluding transport)', () => {
  it('counts the cart without transport', () => {
    // 12.00 grand total with 2.90 transport is 9.10 of goods: not enough
    const goods = totalWithoutTransport(1200, 290);
    expect(goods).toBe(910);
    expect(meetsMinimumTotal(goods)).toBe(false);
    expect(missingForMinimum(goods)).toBe(90);
  });
  it('accepts exactly 10 EUR', () => {
    expect(meetsMinimumTotal(1000)).toBe(true);
    expect(meetsMinimumTotal(999)).toBe(false);
    expect(missingForMinimum(1500)).toBe(0);
  });
  it('has the message of the spec', () => {
    expect(en._(MIN_CART_TOTAL_MESSAGE)).toBe('Unable to place order: minimum cart total 10 EUR');
  });
});

describe('price quote from 300 EUR', () => {
  it('is offered from 300.00 EUR', () => {
    expect(canRequestPriceQuote(29999)).toBe(false);
    expect(canRequestPriceQuote(30000)).toBe(true);
  });
});

describe('add-to-cart product types (spec §5)', () => {
  it.each([
    'SimpleProduct',
    'ConfigurableProduct',
    'BundleProduct',
    'DownloadableProduct',
    'VirtualProduct',
    'simple',
    // issue 17: grouped kits (as their members) and gift cards (with amount and recipient) are sold too
    'GroupedProduct',
    'GiftCardProduct',
  ])('%s can be added', (t) => expect(isAddToCartSupported(t)).toBe(true));
  it.each(['SubscriptionProduct', '', null])('%s cannot be added', (t) => {
    expect(isAddToCartSupported(t)).toBe(false);
  });
  it('names the type in the message', () => {
    expect(en._(unsupportedAddToCartMessage(productTypeOf('GroupedProduct')))).toBe(
      'Product Type grouped not supported in add to cart yet',
    );
    expect(en._(unsupportedAddToWishlistMessage('giftcard'))).toBe(
      'Product Type giftcard not supported in add to wishlist yet',
    );
    expect(en._(WISHLIST_AUTH_MESSAGE)).toBe('Need to be authenticated to add a product to wishlist');
  });
});

describe('parcel machine limits (spec §9: 60×36×60 cm, 35 kg)', () => {
  it('accepts a package that fits in any orientation', () => {
    expect(
      fitsParcelMachine([{ lengthCm: 36, widthCm: 60, heightCm: 59, weightKg: 10, quantity: 1 }]),
    ).toEqual({
      fits: true,
    });
  });
  it('refuses a package longer than the locker', () => {
    const fit = fitsParcelMachine([{ lengthCm: 61, widthCm: 10, heightCm: 10, weightKg: 1, quantity: 1 }]);
    expect(fit).toEqual({ fits: false, reason: 'too-big' });
    expect(en._(parcelMachineMessage(fit)!)).toBe(
      'A product is too big for a parcel machine (max 60 × 36 × 60 cm)',
    );
  });
  it('refuses a package that is too wide in two directions', () => {
    expect(fitsParcelMachine([{ lengthCm: 50, widthCm: 50, heightCm: 50, quantity: 1 }]).fits).toBe(false);
  });
  it('adds up the weight: 35 kg passes, 36 kg does not', () => {
    expect(fitsParcelMachine([{ weightKg: 17.5, quantity: 2 }]).fits).toBe(true);
    expect(fitsParcelMachine([{ weightKg: 12, quantity: 3 }])).toEqual({ fits: false, reason: 'too-heavy' });
  });
  it('refuses many small packages whose volume exceeds the locker', () => {
    const fit = fitsParcelMachine([{ lengthCm: 30, widthCm: 30, heightCm: 30, weightKg: 0.1, quantity: 6 }]);
    expect(fit).toEqual({ fits: false, reason: 'too-bulky' });
  });
  it('cannot refuse what it cannot measure', () => {
    expect(fitsParcelMachine([{ quantity: 3 }]).fits).toBe(true);
    expect(parcelMachineMessage({ fits: true })).toBeNull();
  });
});
