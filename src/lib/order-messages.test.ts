/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { allMessagesOf } from '@/testing/catalogs';
import { orderMessage } from '@/lib/order-messages';

// Issue 17 item 8: why the order was not placed is said in the shopper's language.

describe('order messages', () => {
  it('translates the back end reason with and without "Unable to place order:"', async () => {
    const et = setupI18n({ locale: 'et', messages: { et: await allMessagesOf('et') } });
    const ru = setupI18n({ locale: 'ru', messages: { ru: await allMessagesOf('ru') } });
    expect(orderMessage(et, 'Unable to place order: Choose a parcel machine for the delivery.')).toBe(
      'Tellimust ei saanud esitada: Valige tarneks pakiautomaat.',
    );
    expect(orderMessage(ru, 'Unable to place order: Not enough products in stock')).toMatch(
      /^Не удалось оформить заказ: /,
    );
    expect(orderMessage(ru, 'Guest email for cart is missing.')).toBe(
      'Не указан адрес электронной почты для корзины.',
    );
    // spec §8 "Delivery is not possible" with the reason a chosen method or store cannot be used
    expect(
      orderMessage(
        et,
        'Delivery is not possible. The store does not have every item of this delivery in stock.',
      ),
    ).toBe('Tarne ei ole võimalik. Selles kaupluses pole kõiki selle tarne kaupu laos.');
    expect(orderMessage(ru, 'Delivery is not possible. Bulk goods need special transport.')).toMatch(
      /^Доставка невозможна\. [А-Яа-я]/,
    );
    // an unknown message is shown as it came
    expect(orderMessage(et, 'Something else')).toBe('Something else');
  });
});
