import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { createActor, fromPromise } from 'xstate';
import type { Cart, CartLine } from '@/commerce/cart-model';
import { cartMachine } from '@/features/cart/cart.machine';
import { setCartService } from '@/features/cart/use-cart';
import { CartSidebar } from '@/features/cart/cart-sidebar';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }));

const i18n = setupI18n({ locale: 'et', messages: { et: {} } });

const line = (quantity: number, unitCents: number): CartLine => ({
  uid: 'u1',
  key: 'SIM-1',
  sku: 'SIM-1',
  parentSku: null,
  optionUids: [],
  typename: 'SimpleProduct',
  name: 'Screws',
  brand: null,
  urlKey: 'screws',
  imageUrl: '/media/catalog/product/s.jpg',
  options: [],
  quantity,
  unitCents,
  rowTotalCents: quantity * unitCents,
  discountCents: 0,
  inventory: { qty_incrments: 5, min_sale_qty: 5, max_sale_qty: 100 },
  messages: [],
});
const cartOf = (l: CartLine, messages: Cart['messages'] = []): Cart => ({
  id: 'C',
  lines: [l],
  totalQuantity: l.quantity,
  coupon: null,
  currency: 'EUR',
  grandTotalCents: l.rowTotalCents,
  subtotalCents: l.rowTotalCents,
  transportCents: 0,
  discounts: [],
  messages,
});

async function mount(
  cart: Cart,
  updateItem = vi.fn(async ({ quantity }: { quantity: number }) => cartOf(line(quantity, 50))),
) {
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => cart),
      updateItem: fromPromise(({ input }) => updateItem(input)),
    },
  });
  const actor = createActor(machine, { input: { cartId: 'C', cachedCart: cart } }).start();
  await act(async () => {
    setCartService({
      actor: actor as never,
      replay: async () => {},
      addBatch: async () => ({ status: 'queued' }),
      stop: () => actor.stop(),
    });
    await new Promise((r) => setTimeout(r, 0));
  });
  render(
    <I18nProvider i18n={i18n}>
      <CartSidebar locale="et" />
    </I18nProvider>,
  );
  return { updateItem };
}

afterEach(() => {
  act(() => setCartService(null));
  navigate.mockReset();
});

describe('cart sidebar', () => {
  it('refuses checkout with the reason while the cart has an error message (spec §5)', async () => {
    await mount(cartOf(line(5, 300), [{ type: 'error', text: 'Not enough products in stock' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('The cart cannot go to checkout: Not enough products in stock')).toBeTruthy();
  });

  it('below 10 EUR stops at the cart with the missing amount (issue 17 item 3)', async () => {
    await mount(cartOf(line(5, 50))); // 2.50 EUR
    expect(screen.getByText(/Unable to place order: minimum cart total 10 EUR/).textContent).toMatch(/7,50/);
    const go = screen.getByRole('button', { name: 'Go to checkout' });
    expect(go.hasAttribute('disabled')).toBe(true);
    expect(go.getAttribute('aria-describedby')).toBe('cart-minimum');
  });

  it('goes to checkout from 10 EUR on', async () => {
    await mount(cartOf(line(5, 250))); // 12.50 EUR
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/et/checkout' });
  });

  it('shows the line with a 100×100 optimised image and steps the quantity by the product rule', async () => {
    const { updateItem } = await mount(cartOf(line(5, 50)));
    const img = document.querySelector('.cart-line img')!;
    expect(img.getAttribute('width')).toBe('100');
    expect(img.getAttribute('height')).toBe('100');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Screws' }).hasAttribute('disabled')).toBe(
      true,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Screws' }));
    });
    expect(updateItem).toHaveBeenCalledWith({ cartId: 'C', uid: 'u1', quantity: 10 });
    expect((screen.getByLabelText('Quantity of Screws') as HTMLInputElement).value).toBe('10');
  });

  it('a typed quantity that breaks the rule is explained and not sent', async () => {
    const { updateItem } = await mount(cartOf(line(5, 50)));
    const input = screen.getByLabelText('Quantity of Screws');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(updateItem).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
