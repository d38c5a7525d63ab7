/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { i18nWithAllMessages } from '@/testing/catalogs';
import { reorderMessage } from '@/lib/reorder-messages';

// "Order again" says why a product did not go into the cart in the person's language (Magento's texts).

describe('reorder messages', () => {
  it('are said in Estonian and Russian, quantity rules and offline included', async () => {
    const et = await i18nWithAllMessages('et');
    et.activate('et');
    const ru = await i18nWithAllMessages('ru');
    ru.activate('ru');
    expect(reorderMessage(et, 'Reorders are not allowed.')).toBe(
      'Uuesti tellimine ei ole selles poes võimalik.',
    );
    expect(reorderMessage(ru, 'Product that you are trying to add is not available.')).toBe(
      'Один из товаров этого заказа больше не продаётся.',
    );
    expect(reorderMessage(et, 'The most you may purchase is 5.')).not.toMatch(/purchase/);
    expect(reorderMessage(et, 'The network is not available')).not.toMatch(/network/);
    expect(
      reorderMessage(et, 'Cannot find order number "000000099" belonging to the current customer'),
    ).not.toMatch(/Cannot/);
    expect(reorderMessage(et, 'Something new')).toBe('Something new');
  });
});
