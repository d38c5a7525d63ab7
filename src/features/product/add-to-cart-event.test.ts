import { CART_ITEM_ADDED, dispatchCartItemAdded } from '@/features/product/add-to-cart-event';

describe('cart.itemAdded event', () => {
  it('bubbles from the button to window listeners with what was chosen', () => {
    const button = document.createElement('button');
    document.body.appendChild(button);
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CART_ITEM_ADDED, listener);
    dispatchCartItemAdded(button, {
      sku: 'CFG-0001-VAL-M',
      quantity: 2,
      parentSku: 'CFG-0001',
      selectedOptions: ['a', 'b'],
    });
    window.removeEventListener(CART_ITEM_ADDED, listener);
    button.remove();
    expect(CART_ITEM_ADDED).toBe('cart.itemAdded');
    expect(seen).toEqual([
      { sku: 'CFG-0001-VAL-M', quantity: 2, parentSku: 'CFG-0001', selectedOptions: ['a', 'b'] },
    ]);
  });
});
