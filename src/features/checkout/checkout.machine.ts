// spec §4 checkout: steps personal-details → shipping → payment, unknown step → first, submitted flags
// persisted in localStorage `checkout` with what was typed, reset returns to the first, an emptied cart
// resets the stored checkout. React-free: network work is actors (commerce), replaced in tests.
import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { CheckoutCart } from '@/commerce/checkout-model';
import type { PlacedOrder } from '@/commerce/checkout';
import {
  allowedStep,
  clearCheckout,
  emptyCheckout,
  loadCheckout,
  saveCheckout,
  type CheckoutData,
  type CheckoutStep,
  type KeyValueStorage,
  type PaymentForm,
  type PersonalDetailsForm,
  type ShippingForm,
} from '@/features/checkout/checkout-state';

export interface SaveInput {
  cartId: string;
  data: CheckoutData;
}

export interface CheckoutContext {
  cartId: string;
  storage: KeyValueStorage | null;
  data: CheckoutData;
  cart: CheckoutCart | null;
  /** spec §8: the first error message of the last failed call. */
  error: string | null;
  order: PlacedOrder | null;
}

export type CheckoutEvent =
  | { type: 'checkout.goTo'; step: unknown }
  | { type: 'checkout.personalDetailsChanged'; values: Partial<PersonalDetailsForm> }
  | { type: 'checkout.shippingChanged'; values: Partial<ShippingForm> }
  | { type: 'checkout.paymentChanged'; values: Partial<PaymentForm> }
  | { type: 'checkout.submit' }
  | { type: 'checkout.placeOrder' }
  | { type: 'checkout.reset' }
  | { type: 'checkout.cartEmptied' }
  | { type: 'checkout.cartLoaded'; cart: CheckoutCart };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const notImplemented = (name: string) =>
  fromPromise<CheckoutCart, SaveInput>(async () => {
    throw new Error(`${name} actor not provided`);
  });

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { cartId: string; storage: KeyValueStorage | null; step?: unknown },
  },
  actors: {
    savePersonalDetails: notImplemented('savePersonalDetails'),
    saveShipping: notImplemented('saveShipping'),
    savePayment: notImplemented('savePayment'),
    placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async () => {
      throw new Error('placeOrder actor not provided');
    }),
  },
  actions: {
    persist: ({ context }) => saveCheckout(context.storage, context.data),
    forget: ({ context }) => clearCheckout(context.storage),
  },
  guards: {
    allStepsSubmitted: ({ context }) =>
      context.data.personalDetails.submitted &&
      context.data.shipping.submitted &&
      context.data.payment.submitted,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const data = loadCheckout(input.storage);
    return {
      cartId: input.cartId,
      storage: input.storage,
      data: { ...data, step: allowedStep(data, input.step ?? data.step) },
      cart: null,
      error: null,
      order: null,
    };
  },
  initial: 'editing',
  on: {
    'checkout.cartLoaded': { actions: assign({ cart: ({ event }) => event.cart }) },
    'checkout.reset': {
      target: '.editing',
      actions: [assign({ data: emptyCheckout, error: null }), 'forget'],
    },
    // spec §4: when the cart becomes empty, reset checkout storage and sync checkout state
    'checkout.cartEmptied': {
      target: '.editing',
      actions: [assign({ data: emptyCheckout, error: null }), 'forget'],
    },
  },
  states: {
    editing: {
      on: {
        'checkout.goTo': {
          actions: [
            assign({
              data: ({ context, event }) => ({
                ...context.data,
                step: allowedStep(context.data, event.step),
              }),
              error: null,
            }),
            'persist',
          ],
        },
        'checkout.personalDetailsChanged': {
          actions: [
            assign({
              data: ({ context, event }) => ({
                ...context.data,
                personalDetails: { ...context.data.personalDetails, ...event.values },
              }),
            }),
            'persist',
          ],
        },
        'checkout.shippingChanged': {
          actions: [
            assign({
              data: ({ context, event }) => ({
                ...context.data,
                shipping: { ...context.data.shipping, ...event.values },
              }),
            }),
            'persist',
          ],
        },
        'checkout.paymentChanged': {
          actions: [
            assign({
              data: ({ context, event }) => ({
                ...context.data,
                // a changed payment choice must be saved again before the order can be placed
                payment: { ...context.data.payment, ...event.values, submitted: false },
              }),
            }),
            'persist',
          ],
        },
        'checkout.submit': { target: 'saving', actions: assign({ error: null }) },
        'checkout.placeOrder': {
          guard: 'allStepsSubmitted',
          target: 'placing',
          actions: assign({ error: null }),
        },
      },
    },
    saving: {
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: ({ context }) => context.data.step === 'personal-details', target: 'personalDetails' },
            { guard: ({ context }) => context.data.step === 'shipping', target: 'shipping' },
            { target: 'payment' },
          ],
        },
        personalDetails: {
          invoke: {
            src: 'savePersonalDetails',
            input: ({ context }) => ({ cartId: context.cartId, data: context.data }),
            onDone: { target: '#checkout.editing', actions: [assign(advance('personalDetails')), 'persist'] },
            onError: {
              target: '#checkout.editing',
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
        shipping: {
          invoke: {
            src: 'saveShipping',
            input: ({ context }) => ({ cartId: context.cartId, data: context.data }),
            onDone: { target: '#checkout.editing', actions: [assign(advance('shipping')), 'persist'] },
            onError: {
              target: '#checkout.editing',
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
        payment: {
          invoke: {
            src: 'savePayment',
            input: ({ context }) => ({ cartId: context.cartId, data: context.data }),
            onDone: { target: '#checkout.editing', actions: [assign(advance('payment')), 'persist'] },
            onError: {
              target: '#checkout.editing',
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: {
          target: 'placed',
          actions: [
            // the stored checkout is forgotten; the screen keeps its step until the thank-you page shows
            assign({ order: ({ event }) => event.output }),
            'forget',
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    placed: { type: 'final' },
  },
});

const NEXT: Record<CheckoutStep, CheckoutStep> = {
  'personal-details': 'shipping',
  shipping: 'payment',
  payment: 'payment',
};

/** After a step was saved: its submitted flag set, the cart the server returned, the next step. */
function advance(section: 'personalDetails' | 'shipping' | 'payment') {
  return ({ context, event }: { context: CheckoutContext; event: AnyEventObject }) => {
    const data = {
      ...context.data,
      [section]: { ...context.data[section], submitted: true },
    } as CheckoutData;
    return {
      data: { ...data, step: NEXT[data.step] },
      cart: ((event as { output?: CheckoutCart }).output ?? context.cart) as CheckoutCart | null,
    };
  };
}
