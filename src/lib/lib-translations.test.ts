/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { allMessagesOf } from '@/testing/catalogs';
import { VALIDATION_MESSAGES, validationMessage } from '@/lib/validation-messages';
import { phoneField, requiredField, minLength } from '@/lib/validation';
import { shippingAddressSchema } from '@/lib/checkout-schemas';
import { PRICE_TYPE_LABELS, NOT_LOGGED_IN_LABEL, PRIOR_PRICE_LABEL } from '@/lib/price-labels';
import { IN_STOCK_OPTIONS, SORT_OPTIONS } from '@/lib/listing-params';
import {
  MIN_CART_TOTAL_MESSAGE,
  WISHLIST_AUTH_MESSAGE,
  parcelMachineMessage,
  unsupportedAddToCartMessage,
  unsupportedAddToWishlistMessage,
} from '@/lib/cart-messages';
import { inDaysMessage } from '@/lib/date-messages';
import { quantityProblemMessage } from '@/lib/quantity-messages';

// The compiled et and ru catalogs, loaded the way the app loads them (Lingui's Vite plugin).
const load = async (locale: 'et' | 'ru') => {
  const messages = await allMessagesOf(locale);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return { i18n, messages };
};

const libDescriptors: MessageDescriptor[] = [
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(PRICE_TYPE_LABELS).flatMap((l) => [l.regular, l.loggedIn]),
  NOT_LOGGED_IN_LABEL,
  PRIOR_PRICE_LABEL,
  ...SORT_OPTIONS.map((o) => o.label),
  ...IN_STOCK_OPTIONS.map((o) => o.label),
  MIN_CART_TOTAL_MESSAGE,
  WISHLIST_AUTH_MESSAGE,
  unsupportedAddToCartMessage('x'),
  unsupportedAddToWishlistMessage('x'),
  parcelMachineMessage({ fits: false, reason: 'too-big' })!,
  parcelMachineMessage({ fits: false, reason: 'too-heavy' })!,
  parcelMachineMessage({ fits: false, reason: 'too-bulky' })!,
  inDaysMessage(0),
  inDaysMessage(1),
  inDaysMessage(5),
];

describe.each(['et', 'ru'] as const)('%s catalog', (locale) => {
  it('translates every message of src/lib', async () => {
    const { messages } = await load(locale);
    const missing = libDescriptors.filter((d) => messages[d.id] === undefined).map((d) => d.message);
    expect(missing).toEqual([]);
  });
});

describe('messages a shopper reads', () => {
  it('Estonian', async () => {
    const { i18n } = await load('et');
    const r = v.safeParse(phoneField(), '+372 4123456');
    expect(r.success).toBe(false);
    expect(validationMessage(r.issues![0], i18n)).toBe('Telefoninumber peab algama +372 5');
    const short = v.safeParse(requiredField(minLength(3)), 'ab');
    expect(validationMessage(short.issues![0], i18n)).toBe('Väljal peab olema vähemalt 3 tähemärki');
    expect(i18n._(PRICE_TYPE_LABELS.masters_club.loggedIn)).toBe('Teie Meistriklubi hind');
    expect(i18n._(inDaysMessage(3))).toBe('3 päeva pärast');
    expect(quantityProblemMessage({ reason: 'below-min', min: 2 }, i18n)).toBe('Väikseim lubatud kogus on 2');
  });

  it('Russian, with plural forms and {length}', async () => {
    const { i18n } = await load('ru');
    expect(i18n._(inDaysMessage(21))).toBe('через 21 день');
    expect(i18n._(inDaysMessage(3))).toBe('через 3 дня');
    expect(i18n._(inDaysMessage(5))).toBe('через 5 дней');
    const r = v.safeParse(shippingAddressSchema, {
      street: 'Brīvības 1',
      city: 'Rīga',
      postcode: '10500',
      country: 'LV',
      phoneNumber: '+37120123456',
    });
    expect(validationMessage(r.issues![0], i18n)).toBe(
      'Неверный почтовый индекс. Индекс должен состоять из 4 цифр',
    );
    expect(i18n._(unsupportedAddToCartMessage('grouped'))).toBe(
      'Товар типа grouped пока нельзя добавить в корзину',
    );
    expect(i18n._(MIN_CART_TOTAL_MESSAGE)).toBe(
      'Невозможно оформить заказ: минимальная сумма корзины — 10 EUR',
    );
  });
});
