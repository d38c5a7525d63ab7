import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { OfflineError } from '@/commerce/client';
import type { Cart, CartLine } from '@/commerce/cart-model';
import { testCart, testCartLine } from '@/testing/cart-fixtures';
import { applyIntent, intentFor, type CartChange } from '@/commerce/outbox';
import { cartMachine } from '@/features/cart/cart.machine';
import { setDataLayerGate } from '@/lib/data-layer';
import type { CartInput } from '@/features/cart/cart-setup';

// spec §4 cart load rules, one test each, with the network actors replaced by fakes.

const line = (uid: string, sku: string, quantity: number) => testCartLine(uid, sku, quantity);
const cart = (id: string, lines: CartLine[] = []) => testCart(lines, { id });

type Impl = Partial<Record<string, (input: never) => Promise<unknown>>>;

function start(input: CartInput, impl: Impl = {}, opts: { offline?: boolean } = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const stored: (string | null)[] = [];
  const actors = Object.fromEntries(
    Object.entries(impl).map(([name, fn]) => [
      name,
      fromPromise(async ({ input }: { input: unknown }) => {
        calls.push({ name, input });
        return fn!(input as never);
      }),
    ]),
  );
  const machine = cartMachine.provide({
    actors: {
      queueChange: fromPromise(async ({ input }: { input: { cart: Cart | null; change: CartChange } }) => {
        calls.push({ name: 'queueChange', input });
        const entry = intentFor(input.cart, input.change);
        return entry ? applyIntent(input.cart, entry) : input.cart!;
      }),
      ...actors,
    } as never,
    guards: { mustQueue: () => !!opts.offline },
    actions: {
      storeCartId: ({ context }) => void stored.push(context.cartId),
      forgetCartId: () => void stored.push(null),
    },
  });
  const actor = createActor(machine, { input }).start();
  const idle = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, calls, stored, idle };
}

describe('cart load (spec §4)', () => {
  it('a stored id is loaded', async () => {
    const { actor, idle, calls } = start(
      { cartId: 'A' },
      { loadCart: async () => cart('A', [line('1', 'S1', 2)]) },
    );
    expect(actor.getSnapshot().context.loading.load).toBe(true);
    await idle();
    expect(calls.map((c) => c.name)).toEqual(['loadCart']);
    expect(actor.getSnapshot().context.cart?.totalQuantity).toBe(2);
    expect(actor.getSnapshot().context.loading.load).toBe(false);
  });

  it('a stored id that fails to load is cleared and a new empty cart is created', async () => {
    const { actor, idle, stored } = start(
      { cartId: 'GONE' },
      {
        loadCart: async () => Promise.reject(new Error('Could not find a cart with ID "GONE"')),
        createCart: async () => cart('NEW'),
      },
    );
    await idle();
    expect(actor.getSnapshot().context.cartId).toBe('NEW');
    expect(stored).toEqual([null, 'NEW']);
  });

  it('offline, a failed load keeps the cached cart and the id', async () => {
    const cached = cart('A', [line('1', 'S1', 1)]);
    const { actor, idle, calls } = start(
      { cartId: 'A', cachedCart: cached },
      { loadCart: async () => Promise.reject(new OfflineError()), createCart: async () => cart('NEW') },
    );
    await idle();
    expect(calls.map((c) => c.name)).toEqual(['loadCart']);
    expect(actor.getSnapshot().context.cart).toEqual(cached);
    expect(actor.getSnapshot().context.cartId).toBe('A');
  });

  it('a guest with no id gets no cart until one is needed', async () => {
    const createCart = vi.fn(async () => cart('NEW'));
    const { actor, idle } = start({ cartId: null }, { createCart });
    await idle();
    expect(createCart).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.cart).toBeNull();
  });

  it('clearing drops the id and loads a fresh cart', async () => {
    const { actor, idle, stored } = start(
      { cartId: 'A' },
      { loadCart: async () => cart('A', [line('1', 'S1', 1)]), createCart: async () => cart('FRESH') },
    );
    await idle();
    actor.send({ type: 'cart.cleared' });
    await idle();
    expect(actor.getSnapshot().context.cart).toEqual(cart('FRESH'));
    expect(stored).toEqual(['A', null, 'FRESH']);
  });

  it('an ordered cart is let go at once: no lines, no id, no new cart until the next add', async () => {
    const createCart = vi.fn(async () => cart('NEW'));
    const { actor, idle, stored } = start(
      { cartId: 'A' },
      { loadCart: async () => cart('A', [line('1', 'S1', 2)]), createCart },
    );
    await idle();
    actor.send({ type: 'cart.ordered' });
    await idle();
    expect(actor.getSnapshot().context.cart).toBeNull();
    expect(stored).toEqual(['A', null]);
    expect(createCart).not.toHaveBeenCalled();
  });
});

describe('add to cart (spec §4)', () => {
  const request = { sku: 'S1', quantity: 2, selectedOptions: [] };

  it('loads a real cart first when there is none, then adds', async () => {
    const { actor, idle, calls } = start(
      { cartId: null },
      {
        createCart: async () => cart('NEW'),
        addItem: async (i: { cartId: string }) => ({
          cart: cart(i.cartId, [line('1', 'S1', 2)]),
          userErrors: [],
        }),
      },
    );
    await idle();
    actor.send({ type: 'cart.itemAdded', request });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.cart?.lines.length);
    expect(calls.map((c) => c.name)).toEqual(['createCart', 'addItem']);
    expect(calls[1]!.input).toMatchObject({ cartId: 'NEW' });
  });

  it('on failure clears the cart and retries once with a new cart', async () => {
    let n = 0;
    const { actor, idle, calls, stored } = start(
      { cartId: 'OLD' },
      {
        loadCart: async () => cart('OLD'),
        createCart: async () => cart(`NEW${++n}`),
        addItem: async (i: { cartId: string }) =>
          i.cartId === 'OLD'
            ? Promise.reject(new Error("The cart isn't active."))
            : { cart: cart(i.cartId, [line('1', 'S1', 2)]), userErrors: [] },
      },
    );
    await idle();
    actor.send({ type: 'cart.itemAdded', request });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.cart?.lines.length);
    expect(calls.map((c) => c.name)).toEqual(['loadCart', 'addItem', 'createCart', 'addItem']);
    expect(stored).toEqual(['OLD', null, 'NEW1', 'NEW1']);
    expect(actor.getSnapshot().context.errors.add).toBeNull();
  });

  it('retries only once: a second failure is shown as the add error', async () => {
    const { actor, idle, calls } = start(
      { cartId: 'OLD' },
      {
        loadCart: async () => cart('OLD'),
        createCart: async () => cart('NEW'),
        addItem: async () => Promise.reject(new Error('Boom')),
      },
    );
    await idle();
    actor.send({ type: 'cart.itemAdded', request });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.errors.add);
    expect(calls.filter((c) => c.name === 'addItem')).toHaveLength(2);
    expect(actor.getSnapshot().context.errors.add).toBe('Boom');
  });

  it('the add error is reset on the next success; user errors are shown as the add error', async () => {
    let refuse = true;
    const { actor, idle } = start(
      { cartId: 'A' },
      {
        loadCart: async () => cart('A'),
        addItem: async () =>
          refuse
            ? {
                cart: cart('A'),
                userErrors: [{ code: 'INSUFFICIENT_STOCK', message: 'Not enough products in stock' }],
              }
            : { cart: cart('A', [line('1', 'S1', 2)]), userErrors: [] },
      },
    );
    await idle();
    actor.send({ type: 'cart.itemAdded', request });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.errors.add);
    expect(actor.getSnapshot().context.errors.add).toBe('Not enough products in stock');
    refuse = false;
    actor.send({ type: 'cart.itemAdded', request });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.cart?.lines.length);
    expect(actor.getSnapshot().context.errors.add).toBeNull();
  });

  it('pushes add_to_cart to the data layer in the GA4 shape', async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    // earlier tests' events waited for consent: drop them, then open (consent given)
    setDataLayerGate(false);
    setDataLayerGate(true);
    const { actor, idle } = start(
      { cartId: 'A' },
      {
        loadCart: async () => cart('A'),
        addItem: async () => ({ cart: cart('A', [line('1', 'S1', 2)]), userErrors: [] }),
      },
    );
    await idle();
    actor.send({
      type: 'cart.itemAdded',
      request: {
        ...request,
        product: { name: 'Drill', typename: 'SimpleProduct', priceCents: 1999, currency: 'EUR' },
      },
    });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.cart?.lines.length);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        event_id: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        ecommerce: {
          currency: 'EUR',
          value: 39.98,
          items: [{ item_id: 'S1', item_name: 'Drill', price: 19.99, quantity: 2 }],
        },
      },
    ]);
  });

  it('offline, the change goes to the outbox and shows at once', async () => {
    const addItem = vi.fn();
    const { actor, idle, calls } = start({ cartId: null }, { addItem }, { offline: true });
    await idle();
    actor.send({
      type: 'cart.itemAdded',
      request: {
        ...request,
        product: { name: 'Drill', typename: 'SimpleProduct', priceCents: 1000, currency: 'EUR' },
      },
    });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.cart?.lines.length);
    expect(addItem).not.toHaveBeenCalled();
    expect(calls.map((c) => c.name)).toEqual(['queueChange']);
    const c = actor.getSnapshot().context.cart!;
    expect(c.lines[0]).toMatchObject({ sku: 'S1', quantity: 2, name: 'Drill', pending: true });
    expect(c.grandTotalCents).toBe(2000);
  });

  it('a request that loses its answer (network cut) goes to the outbox as the intended quantity', async () => {
    const { actor, idle, calls } = start(
      { cartId: 'A' },
      {
        loadCart: async () => cart('A', [line('1', 'S1', 3)]),
        addItem: async () => Promise.reject(new OfflineError()),
      },
    );
    await idle();
    actor.send({ type: 'cart.itemAdded', request });
    await waitFor(actor, (s) => s.matches('idle') && s.context.cart?.lines[0]?.quantity === 5);
    expect(calls.map((c) => c.name)).toEqual(['loadCart', 'addItem', 'queueChange']);
  });
});

describe('quantity and removal (spec §4)', () => {
  const loaded = () => cart('A', [line('1', 'S1', 2), line('2', 'S2', 1)]);

  it('updates only for quantity above 0', async () => {
    const updateItem = vi.fn(async () => loaded());
    const { actor, idle } = start({ cartId: 'A' }, { loadCart: async () => loaded(), updateItem });
    await idle();
    actor.send({ type: 'cart.quantityChanged', uid: '1', quantity: 0 });
    actor.send({ type: 'cart.quantityChanged', uid: '1', quantity: -2 });
    actor.send({ type: 'cart.quantityChanged', uid: '1', quantity: Number.NaN });
    await idle();
    expect(updateItem).not.toHaveBeenCalled();
    actor.send({ type: 'cart.quantityChanged', uid: '1', quantity: 4 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(updateItem).toHaveBeenCalledTimes(1);
  });

  it('a failed quantity update reloads the cart and shows the error', async () => {
    const { actor, idle, calls } = start(
      { cartId: 'A' },
      {
        loadCart: async () => loaded(),
        updateItem: async () => Promise.reject(new Error('The requested qty is not available')),
      },
    );
    await idle();
    actor.send({ type: 'cart.quantityChanged', uid: '1', quantity: 99 });
    await waitFor(actor, (s) => s.matches('idle') && !!s.context.errors.update);
    expect(calls.map((c) => c.name)).toEqual(['loadCart', 'updateItem', 'loadCart']);
    expect(actor.getSnapshot().context.errors.update).toBe('The requested qty is not available');
    expect(actor.getSnapshot().context.cart?.lines[0]?.quantity).toBe(2);
  });

  it('removing an uid not in the cart does nothing', async () => {
    const removeItem = vi.fn(async () => loaded());
    const { actor, idle } = start({ cartId: 'A' }, { loadCart: async () => loaded(), removeItem });
    await idle();
    actor.send({ type: 'cart.itemRemoved', uid: 'nope' });
    await idle();
    expect(removeItem).not.toHaveBeenCalled();
    actor.send({ type: 'cart.itemRemoved', uid: '2' });
    await waitFor(actor, () => removeItem.mock.calls.length === 1);
  });

  it('has a loading flag per operation and queues events that arrive meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const updateItem = vi.fn(async (i: { quantity: number }) => {
      await gate;
      return cart('A', [line('1', 'S1', i.quantity), line('2', 'S2', 1)]);
    });
    const removeItem = vi.fn(async () => cart('A', [line('1', 'S1', 3)]));
    const { actor, idle } = start(
      { cartId: 'A' },
      { loadCart: async () => loaded(), updateItem, removeItem },
    );
    await idle();
    actor.send({ type: 'cart.quantityChanged', uid: '1', quantity: 3 });
    expect(actor.getSnapshot().context.loading).toMatchObject({ update: true, remove: false, add: false });
    actor.send({ type: 'cart.itemRemoved', uid: '2' });
    release();
    await waitFor(actor, () => removeItem.mock.calls.length === 1);
    await idle();
    expect(actor.getSnapshot().context.cart?.lines.map((l) => [l.sku, l.quantity])).toEqual([['S1', 3]]);
    expect(actor.getSnapshot().context.loading).toMatchObject({ update: false, remove: false });
  });
});

describe('login and logout (spec §4)', () => {
  it('login merges a different guest cart into the customer cart and keeps the merged id', async () => {
    const { actor, idle, calls, stored } = start(
      { cartId: 'GUEST' },
      {
        loadCart: async () => cart('GUEST', [line('1', 'S1', 1)]),
        loadCustomerCart: async () => cart('CUST'),
        mergeCarts: async () => cart('CUST', [line('9', 'S1', 1)]),
      },
    );
    await idle();
    actor.send({ type: 'auth.loggedIn', token: 'T' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.authenticated);
    expect(calls.at(-1)).toEqual({ name: 'mergeCarts', input: { source: 'GUEST', destination: 'CUST' } });
    expect(actor.getSnapshot().context.cartId).toBe('CUST');
    expect(stored.at(-1)).toBe('CUST');
  });

  it('without a guest cart the customer cart is adopted; a failing customer cart falls back to the stored id', async () => {
    const a = start({ cartId: null }, { loadCustomerCart: async () => cart('CUST') });
    await a.idle();
    a.actor.send({ type: 'auth.loggedIn', token: 'T' });
    await waitFor(a.actor, (s) => s.matches('idle') && s.context.authenticated);
    expect(a.calls.map((c) => c.name)).toEqual(['loadCustomerCart']);
    expect(a.actor.getSnapshot().context.cartId).toBe('CUST');

    const b = start(
      { cartId: 'GUEST', token: 'T' },
      {
        loadCustomerCart: async () => Promise.reject(new Error('expired')),
        loadCart: async () => cart('GUEST'),
      },
    );
    await waitFor(b.actor, (s) => s.matches('idle') && !!s.context.cart);
    expect(b.calls.map((c) => c.name)).toEqual(['loadCustomerCart', 'loadCart']);
    expect(b.actor.getSnapshot().context.token).toBeNull();
  });

  it('logout clears the token and the cart id', async () => {
    const { actor, idle, stored } = start({ cartId: 'A' }, { loadCart: async () => cart('A') });
    await idle();
    actor.send({ type: 'auth.loggedOut' });
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, token: null });
    expect(stored.at(-1)).toBeNull();
  });
});

describe('a cart changed beside the machine (quick order batch add)', () => {
  it('cart.received takes the new cart and its id, also while an operation runs', async () => {
    let finishLoad: (c: Cart) => void = () => {};
    const { actor, idle, stored } = start(
      { cartId: 'A' },
      { loadCart: () => new Promise<Cart>((resolve) => (finishLoad = resolve)) },
    );
    actor.send({ type: 'cart.received', cart: cart('B', [line('1', 'S1', 3)]) });
    finishLoad(cart('A'));
    await idle();
    await waitFor(actor, (s) => s.context.cartId === 'B');
    expect(actor.getSnapshot().context.cart?.totalQuantity).toBe(3);
    expect(stored.at(-1)).toBe('B');
  });
});
