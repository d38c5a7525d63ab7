import { createActor, fromPromise, waitFor } from 'xstate';
import type { CheckoutCart } from '@/commerce/checkout-model';
import type { PlacedOrder } from '@/commerce/checkout';
import { storageKeys } from '@/lib/storage-keys';
import {
  checkoutMachine,
  type SaveInput,
  type StartPaymentInput,
} from '@/features/checkout/checkout.machine';
import { emptyCheckout, type CheckoutData, type KeyValueStorage } from '@/features/checkout/checkout-state';

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  stored(): CheckoutData | null {
    const raw = this.map.get(storageKeys.checkout);
    return raw ? (JSON.parse(raw) as CheckoutData) : null;
  }
}

const cart = { id: 'C', items: [] } as unknown as CheckoutCart;
const order: PlacedOrder = {
  number: '000000042',
  token: 'tok',
  awaitsPayment: false,
  email: 'a@b.ee',
  currency: 'EUR',
  grandTotal: 20,
  shipping: 2.9,
  items: [],
};

function start(
  storage = new MemoryStorage(),
  opts: {
    fail?: string;
    step?: string;
    calls?: SaveInput[];
    placed?: PlacedOrder;
    payment?: (input: StartPaymentInput) => Promise<string>;
  } = {},
) {
  const calls = opts.calls ?? [];
  const saved = async ({ input }: { input: SaveInput }) => {
    calls.push(input);
    if (opts.fail) throw new Error(opts.fail);
    return cart;
  };
  const save = fromPromise<CheckoutCart | null, SaveInput>(saved);
  const machine = checkoutMachine.provide({
    actors: {
      savePersonalDetails: save,
      saveShipping: save,
      savePayment: fromPromise<CheckoutCart, SaveInput>(saved),
      placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async () => {
        if (opts.fail) throw new Error(opts.fail);
        return opts.placed ?? order;
      }),
      startPayment: fromPromise<string, StartPaymentInput>(({ input }) =>
        (opts.payment ?? (async () => 'https://pay.example/x'))(input),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { cartId: 'C', storage, step: opts.step, returnPath: '/et/thank-you' },
  }).start();
  return { actor, storage, calls };
}

const submitted = (): CheckoutData => {
  const d = emptyCheckout();
  d.personalDetails.submitted = true;
  d.shipping.submitted = true;
  d.payment.submitted = true;
  d.step = 'payment';
  return d;
};

const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('checkout machine (spec §4 checkout)', () => {
  it('starts at personal-details; an unknown stored or requested step falls back to the first', () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify({ step: 'nonsense' }));
    expect(start(storage).actor.getSnapshot().context.data.step).toBe('personal-details');
    expect(start(new MemoryStorage(), { step: 'delivery' }).actor.getSnapshot().context.data.step).toBe(
      'personal-details',
    );
  });

  it('a later step is refused until the earlier ones were submitted', () => {
    const { actor } = start();
    actor.send({ type: 'checkout.goTo', step: 'payment' });
    expect(actor.getSnapshot().context.data.step).toBe('personal-details');
    actor.send({ type: 'checkout.goTo', step: 'bogus' });
    expect(actor.getSnapshot().context.data.step).toBe('personal-details');
  });

  it('submitting a step saves it through the actor, sets its persisted flag and moves on', async () => {
    const { actor, storage, calls } = start();
    actor.send({ type: 'checkout.personalDetailsChanged', values: { email: 'mari@example.ee' } });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await editing(actor);
    expect(calls[0]?.data.personalDetails.email).toBe('mari@example.ee');
    expect(actor.getSnapshot().context.data.step).toBe('shipping');
    expect(actor.getSnapshot().context.cart).toBe(cart);
    expect(storage.stored()?.personalDetails).toMatchObject({ email: 'mari@example.ee', submitted: true });
    expect(storage.stored()?.step).toBe('shipping');
  });

  it('a failed save keeps the step, leaves the flag off and shows the first error message', async () => {
    const { actor, storage } = start(new MemoryStorage(), { fail: 'Guest email for cart is missing.' });
    actor.send({ type: 'checkout.submit' });
    await editing(actor);
    const s = actor.getSnapshot().context;
    expect(s.error).toBe('Guest email for cart is missing.');
    expect(s.data.step).toBe('personal-details');
    expect(storage.stored()?.personalDetails.submitted ?? false).toBe(false);
  });

  it('what was typed and the flags come back in a new session from localStorage `checkout`', async () => {
    const first = start();
    first.actor.send({ type: 'checkout.personalDetailsChanged', values: { firstName: 'Mari' } });
    first.actor.send({ type: 'checkout.submit' });
    await editing(first.actor);
    first.actor.send({ type: 'checkout.shippingChanged', values: { anotherRecipient: true } });
    const again = start(first.storage, { step: 'shipping' }).actor.getSnapshot().context.data;
    expect(again.step).toBe('shipping');
    expect(again.personalDetails).toMatchObject({ firstName: 'Mari', submitted: true });
    expect(again.shipping.anotherRecipient).toBe(true);
  });

  it('reset returns to the first step and forgets the stored checkout', async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    const { actor } = start(storage, { step: 'payment' });
    expect(actor.getSnapshot().context.data.step).toBe('payment');
    actor.send({ type: 'checkout.reset' });
    expect(actor.getSnapshot().context.data).toEqual(emptyCheckout());
    expect(storage.getItem(storageKeys.checkout)).toBeNull();
  });

  it('an emptied cart resets the checkout storage (spec §4)', () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    const { actor } = start(storage);
    actor.send({ type: 'checkout.cartEmptied' });
    expect(storage.getItem(storageKeys.checkout)).toBeNull();
    expect(actor.getSnapshot().context.data.personalDetails.submitted).toBe(false);
  });

  it('one press on the payment step saves the payment choice and places the order (no separate save)', async () => {
    const storage = new MemoryStorage();
    const data = submitted();
    data.payment.submitted = false;
    storage.setItem(storageKeys.checkout, JSON.stringify(data));
    const calls: SaveInput[] = [];
    const { actor } = start(storage, { step: 'payment', calls });
    actor.send({ type: 'checkout.paymentChanged', values: { paymentMethod: 'company_invoice' } });
    actor.send({ type: 'checkout.submit' }); // the payment step has no save of its own
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'checkout.placeOrder' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.data.payment.paymentMethod)).toEqual(['company_invoice']);
    expect(done.context.order?.number).toBe('000000042');
    expect(done.context.paymentUrl).toBeNull();
  });

  it('an order paid online starts the payment and ends with the provider page to go to', async () => {
    const storage = new MemoryStorage();
    const data = submitted();
    data.payment.paymentMethod = 'banklink';
    storage.setItem(storageKeys.checkout, JSON.stringify(data));
    const asked: StartPaymentInput[] = [];
    const { actor } = start(storage, {
      step: 'payment',
      placed: { ...order, awaitsPayment: true },
      payment: async (input) => {
        asked.push(input);
        return '/api/payment-sim/pay/1';
      },
    });
    actor.send({ type: 'checkout.placeOrder' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toEqual([
      { order: { ...order, awaitsPayment: true }, method: 'banklink', returnPath: '/et/thank-you' },
    ]);
    expect(done.context.paymentUrl).toBe('/api/payment-sim/pay/1');
    expect(storage.getItem(storageKeys.checkout)).toBeNull();
  });

  it('a payment that cannot be started still ends placed: the order exists and can be paid from the thank-you page', async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    const { actor } = start(storage, {
      step: 'payment',
      placed: { ...order, awaitsPayment: true },
      payment: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'checkout.placeOrder' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.order?.token).toBe('tok');
    expect(done.context.paymentUrl).toBeNull();
  });

  it('places the order only with the earlier steps submitted, then forgets the checkout', async () => {
    const refused = start();
    refused.actor.send({ type: 'checkout.placeOrder' });
    expect(refused.actor.getSnapshot().matches('placing')).toBe(false);

    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    const { actor } = start(storage, { step: 'payment' });
    actor.send({ type: 'checkout.placeOrder' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.order?.number).toBe('000000042');
    expect(storage.getItem(storageKeys.checkout)).toBeNull();
  });

  it('a refused order keeps the checkout and shows the server message (spec §8)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    const { actor } = start(storage, {
      step: 'payment',
      fail: 'Unable to place order: Not enough products in stock',
    });
    actor.send({ type: 'checkout.placeOrder' });
    await editing(actor);
    expect(actor.getSnapshot().context.error).toBe('Unable to place order: Not enough products in stock');
    expect(storage.stored()?.payment.submitted).toBe(true);
  });
});

describe('a placeOrder answer lost on the way (issue 15 item 4)', () => {
  it('the next press asks placeOrder again even though the closed cart refuses the payment step, and ends placed', async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    let placed = false;
    let orderCalls = 0;
    const machine = checkoutMachine.provide({
      actors: {
        savePayment: fromPromise<CheckoutCart, SaveInput>(async () => {
          if (placed) throw new Error("The cart isn't active.");
          return cart;
        }),
        placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async () => {
          orderCalls++;
          if (!placed) {
            placed = true; // saved on the server, but the answer never arrives
            throw new TypeError('Failed to fetch');
          }
          return order; // the server answers the order the cart already became
        }),
      },
    });
    const actor = createActor(machine, {
      input: { cartId: 'C', storage, step: 'payment', returnPath: '/et/thank-you' },
    }).start();
    actor.send({ type: 'checkout.placeOrder' });
    await editing(actor);
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch');
    actor.send({ type: 'checkout.placeOrder' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(orderCalls).toBe(2);
    expect(done.context.order?.number).toBe('000000042');
  });

  it("placeOrder's own refusal means no order: a payment step that then fails to save stops the press", async () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.checkout, JSON.stringify(submitted()));
    let saves = 0;
    let orderCalls = 0;
    const refusal = Object.assign(new Error('Unable to place order: Not enough products in stock'), {
      name: 'PlaceOrderError',
    });
    const machine = checkoutMachine.provide({
      actors: {
        savePayment: fromPromise<CheckoutCart, SaveInput>(async () => {
          if (saves++ > 0) throw new Error('The requested Payment Method is not available.');
          return cart;
        }),
        placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async () => {
          orderCalls++;
          throw refusal;
        }),
      },
    });
    const actor = createActor(machine, {
      input: { cartId: 'C', storage, step: 'payment', returnPath: '/et/thank-you' },
    }).start();
    actor.send({ type: 'checkout.placeOrder' });
    await editing(actor);
    actor.send({ type: 'checkout.placeOrder' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The requested Payment Method is not available.');
    expect(orderCalls).toBe(1);
  });
});

describe('steps kept on this device (issue 17 item 5)', () => {
  it('a step the actor kept on the device (null) still moves on, and is sent before the order is placed', async () => {
    const storage = new MemoryStorage();
    const calls: SaveInput[] = [];
    let offline = true;
    const save = fromPromise<CheckoutCart | null, SaveInput>(async ({ input }) => {
      calls.push(input);
      return offline && input.mayStayLocal ? null : cart;
    });
    const machine = checkoutMachine.provide({
      actors: {
        savePersonalDetails: save,
        saveShipping: save,
        savePayment: fromPromise<CheckoutCart, SaveInput>(async ({ input }) => {
          calls.push(input);
          return cart;
        }),
        placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async () => order),
      },
    });
    const actor = createActor(machine, { input: { cartId: 'C', storage } }).start();
    actor.send({ type: 'checkout.submit' });
    await editing(actor);
    expect(actor.getSnapshot().context.data.step).toBe('shipping');
    expect(storage.stored()?.savedLocally).toBe(true);
    expect(calls[0]?.mayStayLocal).toBe(true);

    offline = false;
    actor.send({ type: 'checkout.submit' });
    await editing(actor);
    actor.send({ type: 'checkout.paymentChanged', values: { paymentMethod: 'card' } });
    calls.length = 0;
    actor.send({ type: 'checkout.placeOrder' });
    await waitFor(actor, (s) => s.status === 'done');
    // personal details, shipping again (strictly: no longer allowed to stay local), then payment
    expect(calls.map((c) => c.mayStayLocal)).toEqual([false, false, undefined]);
  });
});
