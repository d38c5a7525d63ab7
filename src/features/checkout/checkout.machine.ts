// spec §4 checkout: steps personal-details → shipping → payment, unknown step → first, submitted flags
// persisted in localStorage `checkout` with what was typed, reset returns to the first, an emptied cart
// resets the stored checkout. Placing the order (from the payment step, one press) saves the payment choice,
// places the order and, when it is paid online, starts the payment at the provider. React-free: network work
// is actors (commerce), replaced in tests.
import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { CheckoutCart } from '@/commerce/checkout-model';
import type { PlacedOrder } from '@/commerce/checkout';
import { hasPendingItems } from '@/commerce/checkout-device';
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
  /** nothing to deliver (e-mailed gift cards, downloads, services): no delivery to save, billing on its own */
  virtual?: boolean;
  /**
   * A step submitted by the shopper may be kept on this device (the actor answers null) when there is no
   * connection or the cart still has lines the server has not seen (`local`); placing the order sends it.
   */
  mayStayLocal?: boolean;
  local?: boolean;
}

export interface StartPaymentInput {
  order: PlacedOrder;
  method: string;
  /** where the provider sends the shopper back (the thank-you page) */
  returnPath: string;
}

export interface CheckoutContext {
  cartId: string;
  storage: KeyValueStorage | null;
  data: CheckoutData;
  cart: CheckoutCart | null;
  /** spec §8: the first error message of the last failed call. */
  error: string | null;
  order: PlacedOrder | null;
  /** the thank-you page's path; the provider returns there with the order's token */
  returnPath: string;
  /** the provider's payment page of the placed order, once the payment was started */
  paymentUrl: string | null;
  /**
   * The last placeOrder got no answer (lost connection, server fault): the order may exist and its cart be
   * closed. The next press asks placeOrder again even when saving the payment step fails, and the server
   * answers the order it already placed (issue 15).
   */
  orderUnanswered: boolean;
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
/** placeOrder's own refusal (commerce PlaceOrderError) means no order; anything else leaves it unknown. */
const unanswered = (error: unknown) => (error as Error | undefined)?.name !== 'PlaceOrderError';

const notImplemented = <T>(name: string) =>
  fromPromise<T, SaveInput>(async () => {
    throw new Error(`${name} actor not provided`);
  });

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { cartId: string; storage: KeyValueStorage | null; step?: unknown; returnPath?: string },
  },
  actors: {
    savePersonalDetails: notImplemented<CheckoutCart | null>('savePersonalDetails'),
    saveShipping: notImplemented<CheckoutCart | null>('saveShipping'),
    savePayment: notImplemented<CheckoutCart>('savePayment'),
    placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async () => {
      throw new Error('placeOrder actor not provided');
    }),
    startPayment: fromPromise<string, StartPaymentInput>(async () => {
      throw new Error('startPayment actor not provided');
    }),
  },
  actions: {
    persist: ({ context }) => saveCheckout(context.storage, context.data),
    forget: ({ context }) => clearCheckout(context.storage),
  },
  guards: {
    // the payment step is saved by the same press that places the order
    earlierStepsSubmitted: ({ context }) =>
      context.data.personalDetails.submitted && context.data.shipping.submitted,
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
      returnPath: input.returnPath ?? '/thank-you',
      paymentUrl: null,
      orderUnanswered: false,
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
                // a changed payment choice is saved again when the order is placed
                payment: { ...context.data.payment, ...event.values, submitted: false },
              }),
            }),
            'persist',
          ],
        },
        'checkout.submit': {
          guard: ({ context }) => context.data.step !== 'payment',
          target: 'saving',
          actions: assign({ error: null }),
        },
        'checkout.placeOrder': {
          guard: 'earlierStepsSubmitted',
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
            { target: 'shipping' },
          ],
        },
        personalDetails: {
          invoke: {
            src: 'savePersonalDetails',
            input: ({ context }) => stepInput(context, true),
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
            input: ({ context }) => stepInput(context, true),
            onDone: { target: '#checkout.editing', actions: [assign(advance('shipping')), 'persist'] },
            onError: {
              target: '#checkout.editing',
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
      },
    },
    placing: {
      initial: 'route',
      states: {
        // steps kept on this device (offline) reach the cart first
        route: {
          always: [
            { guard: ({ context }) => context.data.savedLocally, target: 'sendDetails' },
            { target: 'payment' },
          ],
        },
        sendDetails: {
          invoke: {
            src: 'savePersonalDetails',
            input: ({ context }) => stepInput(context, false),
            onDone: 'sendShipping',
            onError: {
              target: '#checkout.editing',
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
        sendShipping: {
          invoke: {
            src: 'saveShipping',
            input: ({ context }) => stepInput(context, false),
            onDone: {
              target: 'payment',
              actions: [
                assign({
                  data: ({ context }) => ({ ...context.data, savedLocally: false }),
                  cart: ({ context, event }) => event.output ?? context.cart,
                }),
                'persist',
              ],
            },
            onError: {
              target: '#checkout.editing',
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
        payment: {
          invoke: {
            src: 'savePayment',
            input: ({ context }) => ({
              cartId: context.cartId,
              data: context.data,
              virtual: context.cart?.isVirtual ?? false,
            }),
            onDone: { target: 'order', actions: [assign(savedPayment), 'persist'] },
            onError: [
              // the cart may already be an order: placeOrder tells (the order again, or why not)
              { guard: ({ context }) => context.orderUnanswered, target: 'order' },
              {
                target: '#checkout.editing',
                actions: assign({ error: ({ event }) => message(event.error) }),
              },
            ],
          },
        },
        order: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({ cartId: context.cartId }),
            onDone: [
              {
                // the stored checkout is forgotten; the screen keeps its step until the next page shows
                guard: ({ event }) => event.output.awaitsPayment,
                target: 'startingPayment',
                actions: [assign({ order: ({ event }) => event.output }), 'forget'],
              },
              {
                target: '#checkout.placed',
                actions: [assign({ order: ({ event }) => event.output }), 'forget'],
              },
            ],
            onError: {
              target: '#checkout.editing',
              actions: assign({
                error: ({ event }) => message(event.error),
                orderUnanswered: ({ event }) => unanswered(event.error),
              }),
            },
          },
        },
        startingPayment: {
          invoke: {
            src: 'startPayment',
            input: ({ context }) => ({
              order: context.order!,
              method: context.data.payment.paymentMethod,
              returnPath: context.returnPath,
            }),
            onDone: {
              target: '#checkout.placed',
              actions: assign({ paymentUrl: ({ event }) => event.output }),
            },
            // the order exists: the thank-you page offers paying it
            onError: { target: '#checkout.placed' },
          },
        },
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

/** The payment choice was saved on the cart (on the way to placing the order). */
function savedPayment({ context, event }: { context: CheckoutContext; event: AnyEventObject }) {
  return {
    data: { ...context.data, payment: { ...context.data.payment, submitted: true } },
    cart: ((event as { output?: CheckoutCart }).output ?? context.cart) as CheckoutCart | null,
  };
}

/** What a step's actor gets; a step the shopper submits may stay on this device (see SaveInput). */
function stepInput(context: CheckoutContext, mayStayLocal: boolean): SaveInput {
  return {
    cartId: context.cartId,
    data: context.data,
    virtual: context.cart?.isVirtual ?? false,
    mayStayLocal,
    local: !context.cartId || hasPendingItems(context.cart),
  };
}

/**
 * After a step was saved: its submitted flag set, the cart the server returned (null: kept on this
 * device, to be sent when the order is placed), the next step.
 */
function advance(section: 'personalDetails' | 'shipping') {
  return ({ context, event }: { context: CheckoutContext; event: AnyEventObject }) => {
    const output = (event as { output?: CheckoutCart | null }).output;
    const data = {
      ...context.data,
      [section]: { ...context.data[section], submitted: true },
      savedLocally: context.data.savedLocally || output === null,
    } as CheckoutData;
    return {
      data: { ...data, step: NEXT[data.step] },
      cart: (output ?? context.cart) as CheckoutCart | null,
    };
  };
}
