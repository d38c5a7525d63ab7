import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/commerce/cart-model';
import { testCart, testCartLine } from '@/testing/cart-fixtures';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { hasPendingItems, withDeviceLines } from '@/commerce/checkout-device';

const line = (uid: string, sku: string, quantity: number, pending = false) =>
  testCartLine(uid, sku, quantity, { pending });
const device = (lines: CartLine[]) => testCart(lines);

const server = {
  id: 'C',
  items: [{ uid: 'u1', sku: 'A', name: 'Product A', quantity: 1, rowTotalCents: 500, lengthCm: 10 }],
  groups: [{ groupId: 1, itemUids: ['u1'], methods: [], selected: null, locationId: null, pickup: [] }],
  subtotalCents: 500,
  grandTotalCents: 790,
  transportCents: 290,
  isVirtual: false,
} as unknown as CheckoutCart;

describe('the checkout shows the cart this device holds (issue 17 item 5)', () => {
  it('keeps the server cart when nothing waits to be sent', () => {
    expect(withDeviceLines(server, device([line('u1', 'A', 1)]))).toBe(server);
    expect(withDeviceLines(server, null)).toBe(server);
  });

  it('adds the waiting lines, marked, into the first delivery, with the totals the sidebar shows', () => {
    const cart = withDeviceLines(
      server,
      device([line('u1', 'A', 2, true), line('pending:B', 'B', 1, true)]),
    )!;
    expect(cart.items.map((i) => [i.sku, i.quantity, i.pending])).toEqual([
      ['A', 2, true],
      ['B', 1, true],
    ]);
    expect(cart.items[0]?.lengthCm).toBe(10); // what the server knew of a line stays
    expect(cart.groups[0]?.itemUids).toEqual(['u1', 'pending:B']);
    expect(cart.subtotalCents).toBe(1500);
    expect(cart.grandTotalCents).toBe(1790);
    expect(hasPendingItems(cart)).toBe(true);
  });

  it('a cart made only offline becomes a checkout cart of its own', () => {
    const cart = withDeviceLines(null, device([line('pending:B', 'B', 3, true)]))!;
    expect(cart.items).toHaveLength(1);
    expect(cart.groups).toEqual([
      { groupId: 1, itemUids: ['pending:B'], methods: [], selected: null, locationId: null, pickup: [] },
    ]);
    expect(cart.grandTotalCents).toBe(1500);
  });
});

describe('a line removed on this device and not sent yet', () => {
  it('is gone from the checkout, whose order waits until the server has lost it too', () => {
    const cart = withDeviceLines(
      {
        ...server,
        items: [...server.items, { uid: 'u2', sku: 'B', name: 'Product B', quantity: 1, rowTotalCents: 700 }],
        groups: [{ ...server.groups[0]!, itemUids: ['u1', 'u2'] }],
      } as CheckoutCart,
      { ...device([line('u1', 'A', 1)]), removing: ['B'] },
    )!;
    expect(cart.items.map((i) => i.sku)).toEqual(['A']);
    expect(cart.groups[0]?.itemUids).toEqual(['u1']);
    expect(cart.subtotalCents).toBe(500);
    expect(hasPendingItems(cart)).toBe(true);
    expect(hasPendingItems(server)).toBe(false);
  });
});
