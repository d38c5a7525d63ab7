import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { quantityRules } from '@/lib/quantity';
import { QuantityInput } from '@/features/product/quantity-input';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function setup(inventory: Parameters<typeof quantityRules>[0]) {
  const rules = quantityRules(inventory);
  const changes: [number, boolean][] = [];
  render(
    <I18nProvider i18n={i18n}>
      <QuantityInput rules={rules} initial={rules.min} onChange={(q, ok) => changes.push([q, ok])} />
    </I18nProvider>,
  );
  return { input: screen.getByLabelText('Quantity') as HTMLInputElement, changes };
}

describe('quantity input (spec §5)', () => {
  it('steps by qty_incrments from the minimum and stops at the maximum', () => {
    const { input, changes } = setup({ qty_incrments: 25, min_sale_qty: 25, max_sale_qty: 60 });
    expect(input.value).toBe('25');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('50');
    // max 60 is rounded down to a multiple of the minimum: 50 is the most
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(changes).toEqual([[50, true]]);
  });

  it('says the pack size before anything is typed (issue 17 item 8), tied to the input', () => {
    const { input } = setup({ qty_incrments: 50, min_sale_qty: 50, max_sale_qty: 1000 });
    const hint = screen.getByText('Sold only in multiples of 50.');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing for a product bought one by one', () => {
    setup({ qty_incrments: 1, min_sale_qty: 1 });
    expect(document.querySelector('.quantity__hint')).toBeNull();
  });

  it('explains a typed quantity that is not a multiple of the step', () => {
    const { input, changes } = setup({ qty_incrments: 25, min_sale_qty: 25, max_sale_qty: 1000 });
    fireEvent.change(input, { target: { value: '30' } });
    expect(screen.getByRole('alert').textContent).toBe('This product is sold in multiples of 25');
    expect(changes.at(-1)).toEqual([30, false]);
    fireEvent.change(input, { target: { value: '75' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(changes.at(-1)).toEqual([75, true]);
  });

  it('accepts a decimal comma only for decimal products', () => {
    const { input, changes } = setup({ is_qty_decimal: true, qty_incrments: 0.5 });
    fireEvent.change(input, { target: { value: '2,5' } });
    expect(changes.at(-1)).toEqual([2.5, true]);
  });
});
