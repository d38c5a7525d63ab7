/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { allMessagesOf } from '@/testing/catalogs';
import { refusalMessage } from '@/features/quick-order/quick-order-messages';
import { quantityMessage } from '@/server/store/cart-lines';

// A quick order line the cart refused for its quantity (the cart counts what it already holds: 1000 in the cart
// and 25 more passes a maximum of 1000) says so in the page's language, not in Magento's English.

describe('a quick order line the cart refused', () => {
  it("is said in et and ru for each of Magento's quantity texts", async () => {
    const et = setupI18n({ locale: 'et', messages: { et: await allMessagesOf('et') } });
    const ru = setupI18n({ locale: 'ru', messages: { ru: await allMessagesOf('ru') } });
    for (const problem of [
      { reason: 'above-max', max: 1000 },
      { reason: 'below-min', min: 2.5 },
      { reason: 'not-step', step: 6 },
      { reason: 'not-whole' },
    ] as const) {
      const english = quantityMessage(problem);
      for (const i18n of [et, ru]) {
        const said = refusalMessage('UNDEFINED', english, i18n);
        expect(said, english).not.toBe(english);
        if ('max' in problem) expect(said).toContain('1000');
        if ('step' in problem) expect(said).toContain('6');
      }
    }
    expect(refusalMessage('UNDEFINED', 'Something else', et)).toBe('Something else');
  });
});
