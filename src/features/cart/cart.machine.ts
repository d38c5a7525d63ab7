// The cart machine (issue 5 item 5): spec §4 cart load, add, update, remove, clear, coupons, login merge.
// React-free; network work is actors provided from commerce (cart-actors.ts), replaced in tests.
//   start: token → customer cart (guest cart merged in) | stored id → load | nothing (cart made lazily)
//   load fails → clear the id, create a new empty cart (offline: the cached cart stays on screen)
//   add → a real cart first if none; failure → clear the cart and retry once
//   update only for quantity above 0, failure reloads the cart; removing an unknown uid does nothing
//   offline, or changes already waiting: the outbox path (queueChange), shown on screen at once
// Events that arrive while an operation runs wait in context.queue and run in order afterwards.
import { assign, enqueueActions } from 'xstate';
import type { Cart } from '@/commerce/cart-model';
import { changeOf, errorMessage, type CartEvent, type ChangeEvent } from '@/features/cart/cart-events';
import {
  cartSetup,
  errorOf,
  flags,
  opOf,
  type CartContext,
  type CartOperation,
} from '@/features/cart/cart-setup';

type Added = Extract<ChangeEvent, { type: 'cart.itemAdded' }>;
type Changed = Extract<ChangeEvent, { type: 'cart.quantityChanged' }>;
type Removed = Extract<ChangeEvent, { type: 'cart.itemRemoved' }>;

const lineOf = (context: CartContext, uid: string) => context.cart?.lines.find((l) => l.uid === uid);

const dropCart = ['forgetCartId' as const, 'clearCart' as const, 'cartChanged' as const];

/** An operation answered with the new cart: take it, remember its id, clear the operation's error. */
const cartReceived = (op: CartOperation) => [
  { type: 'setCart' as const, params: ({ event }: { event: { output: Cart } }) => ({ cart: event.output }) },
  'storeCartId' as const,
  'cartChanged' as const,
  { type: 'setError' as const, params: { op, message: null } },
];

/** The operation failed: its error's message for the view (spec §8). */
const failed = (op: CartOperation) => ({
  type: 'setError' as const,
  params: ({ event }: { event: unknown }) => ({ op, message: errorMessage(errorOf(event)) }),
});

/** While an operation runs, its flag is up and new cart and auth events wait their turn. */
const busy = (op: CartOperation) => ({
  entry: { type: 'setLoading' as const, params: { op, value: true } },
  exit: { type: 'setLoading' as const, params: { op, value: false } },
  on: { 'cart.*': { actions: 'defer' as const }, 'auth.*': { actions: 'defer' as const } },
});
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.cartId,
    cart: input.cachedCart ?? null,
    token: input.token ?? null,
    authenticated: false,
    loading: flags(false),
    errors: { load: null, add: null, update: null, remove: null, coupon: null },
    current: null,
    retried: false,
    queue: [],
  }),
  initial: 'starting',
  on: {
    'cart.errorDismissed': {
      actions: assign({
        errors: ({ context }) => ({ ...context.errors, add: null, update: null, remove: null }),
      }),
    },
    'outbox.synced': {
      actions: [
        { type: 'setCart', params: ({ event }) => ({ cart: event.cart }) },
        'storeCartId',
        'cartChanged',
      ],
    },
    'cart.received': {
      actions: [
        { type: 'setCart', params: ({ event }) => ({ cart: event.cart }) },
        'storeCartId',
        'cartChanged',
      ],
    },
  },
  states: {
    starting: {
      always: [
        { guard: ({ context }) => !!context.token, target: 'customerCart' },
        { guard: ({ context }) => !!context.cartId, target: 'loading' },
        { target: 'idle' },
      ],
    },
    idle: {
      // the next event that waited while an operation ran
      entry: enqueueActions(({ context, enqueue }) => {
        const [next, ...rest] = context.queue;
        if (!next) return;
        enqueue.assign({ queue: rest });
        enqueue.raise(next);
      }),
      on: {
        'cart.itemAdded': [
          { guard: 'mustQueue', target: 'queueing', actions: assign({ current: ({ event }) => event }) },
          // spec §4: adding loads a real cart first if there is none
          {
            guard: ({ context }) => !context.cartId,
            target: 'preparingAdd',
            actions: assign({ current: ({ event }) => event, retried: false }),
          },
          { target: 'adding', actions: assign({ current: ({ event }) => event, retried: false }) },
        ],
        'cart.quantityChanged': [
          // spec §4: updates only for quantity above 0
          { guard: ({ event }) => !(Number.isFinite(event.quantity) && event.quantity > 0) },
          { guard: ({ context, event }) => !lineOf(context, event.uid) },
          {
            guard: ({ context, event }) => !!lineOf(context, event.uid)?.pending,
            target: 'queueing',
            actions: assign({ current: ({ event }) => event }),
          },
          { guard: 'mustQueue', target: 'queueing', actions: assign({ current: ({ event }) => event }) },
          { target: 'updating', actions: assign({ current: ({ event }) => event }) },
        ],
        'cart.itemRemoved': [
          // spec §4: removing an uid not in the cart does nothing
          { guard: ({ context, event }) => !lineOf(context, event.uid) },
          {
            guard: ({ context, event }) => !!lineOf(context, event.uid)?.pending,
            target: 'queueing',
            actions: assign({ current: ({ event }) => event }),
          },
          { guard: 'mustQueue', target: 'queueing', actions: assign({ current: ({ event }) => event }) },
          { target: 'removing', actions: assign({ current: ({ event }) => event }) },
        ],
        // spec §4: clearing drops the id and loads a fresh cart
        'cart.cleared': { target: 'creating', actions: dropCart },
        'cart.couponApplied': { guard: ({ context }) => !!context.cartId, target: 'applyingCoupon' },
        'cart.couponRemoved': { guard: ({ context }) => !!context.cartId, target: 'removingCoupon' },
        'cart.reload': { guard: ({ context }) => !!context.cartId, target: 'loading' },
        // the cart became an order: a customer gets the account's new cart, a guest none until the next add
        'cart.ordered': [
          {
            guard: ({ context }) => !!context.token,
            target: 'customerCart',
            actions: ['clearCart', 'cartChanged'],
          },
          { actions: dropCart },
        ],
        'auth.loggedIn': { target: 'customerCart', actions: assign({ token: ({ event }) => event.token }) },
        // spec §4 logout: clear token, user and cart id
        'auth.loggedOut': { actions: [...dropCart, assign({ token: null, authenticated: false })] },
      },
    },
    loading: {
      ...busy('load'),
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: {
          target: 'idle',
          actions: cartReceived('load'),
        },
        onError: [
          // offline: the cached cart stays; the outbox replay brings the server's cart later
          { guard: 'isOffline', target: 'idle' },
          // spec §4: on failure the id is cleared and a new empty cart created
          {
            target: 'creating',
            actions: [...dropCart, failed('load')],
          },
        ],
      },
    },
    creating: {
      ...busy('load'),
      invoke: {
        src: 'createCart',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
            'storeCartId',
            'cartChanged',
          ],
        },
        onError: {
          target: 'idle',
          actions: failed('load'),
        },
      },
    },
    customerCart: {
      ...busy('load'),
      invoke: {
        src: 'loadCustomerCart',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            // spec §4 login: a different guest cart is merged (source) into the customer's cart
            guard: ({ context, event }) =>
              !!context.cartId && context.cartId !== event.output.id && !context.authenticated,
            target: 'merging',
            actions: assign({ cart: ({ event }) => event.output }),
          },
          {
            target: 'idle',
            actions: [
              { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
              'storeCartId',
              'cartChanged',
              assign({ authenticated: true }),
            ],
          },
        ],
        onError: [
          // spec §4: on failure the token is dropped and the stored cart id is used
          { guard: ({ context }) => !!context.cartId, target: 'loading', actions: assign({ token: null }) },
          { target: 'idle', actions: assign({ token: null }) },
        ],
      },
    },
    merging: {
      ...busy('load'),
      invoke: {
        src: 'mergeCarts',
        input: ({ context }) => ({ source: context.cartId ?? '', destination: context.cart?.id ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
            'storeCartId',
            'cartChanged',
            assign({ authenticated: true }),
          ],
        },
        onError: {
          // the customer's cart is kept; the guest cart could not be merged into it
          target: 'idle',
          actions: [
            enqueueActions(({ context, enqueue }) => {
              if (context.cart) enqueue({ type: 'setCart', params: { cart: context.cart } });
            }),
            'storeCartId',
            'cartChanged',
            assign({ authenticated: true }),
            failed('load'),
          ],
        },
      },
    },
    preparingAdd: {
      ...busy('add'),
      invoke: {
        src: 'createCart',
        onDone: {
          target: 'adding',
          actions: [
            { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
            'storeCartId',
            'cartChanged',
          ],
        },
        onError: [
          { guard: 'isOffline', target: 'queueing' },
          {
            target: 'idle',
            actions: failed('add'),
          },
        ],
      },
    },
    adding: {
      ...busy('add'),
      invoke: {
        src: 'addItem',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          request: (context.current as Added).request,
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setCart', params: ({ event }) => ({ cart: event.output.cart }) },
            'storeCartId',
            'cartChanged',
            {
              type: 'setError',
              params: ({ event }) => ({ op: 'add', message: event.output.userErrors[0]?.message ?? null }),
            },
            enqueueActions(({ context, event, enqueue }) => {
              if (event.output.userErrors.length || context.current?.type !== 'cart.itemAdded') return;
              enqueue({
                type: 'trackAddToCart',
                params: { request: context.current.request, cart: event.output.cart },
              });
            }),
          ],
        },
        onError: [
          { guard: 'isOffline', target: 'queueing' },
          // spec §4: on failure clear the cart and retry once (with a new cart)
          {
            guard: ({ context }) => !context.retried,
            target: 'preparingAdd',
            actions: [...dropCart, assign({ retried: true })],
          },
          {
            target: 'idle',
            actions: failed('add'),
          },
        ],
      },
    },
    updating: {
      ...busy('update'),
      invoke: {
        src: 'updateItem',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          uid: (context.current as Changed).uid,
          quantity: (context.current as Changed).quantity,
        }),
        onDone: {
          target: 'idle',
          actions: cartReceived('update'),
        },
        onError: [
          { guard: 'isOffline', target: 'queueing' },
          // spec §4: a failed quantity update reloads the cart
          {
            target: 'loading',
            actions: failed('update'),
          },
        ],
      },
    },
    removing: {
      ...busy('remove'),
      invoke: {
        src: 'removeItem',
        input: ({ context }) => ({ cartId: context.cartId ?? '', uid: (context.current as Removed).uid }),
        onDone: {
          target: 'idle',
          actions: cartReceived('remove'),
        },
        onError: [
          { guard: 'isOffline', target: 'queueing' },
          {
            target: 'idle',
            actions: failed('remove'),
          },
        ],
      },
    },
    queueing: {
      entry: enqueueActions(({ context, enqueue }) =>
        enqueue({ type: 'setLoading', params: { op: opOf(context.current), value: true } }),
      ),
      exit: assign({ loading: () => flags(false) }),
      on: { 'cart.*': { actions: 'defer' }, 'auth.*': { actions: 'defer' } },
      invoke: {
        src: 'queueChange',
        input: ({ context }) => ({
          cart: context.cart,
          change: changeOf(context.current as ChangeEvent),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ cart: ({ event }) => event.output }),
            'cartChanged',
            enqueueActions(({ context, enqueue }) => {
              enqueue({ type: 'setError', params: { op: opOf(context.current), message: null } });
              if (context.current?.type === 'cart.itemAdded')
                enqueue({
                  type: 'trackAddToCart',
                  params: { request: context.current.request, cart: context.cart },
                });
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue }) =>
            enqueue({
              type: 'setError',
              params: { op: opOf(context.current), message: errorMessage(errorOf(event)) },
            }),
          ),
        },
      },
    },
    applyingCoupon: {
      ...busy('coupon'),
      invoke: {
        src: 'applyCoupon',
        input: ({ context, event }) => ({
          cartId: context.cartId ?? '',
          code: (event as Extract<CartEvent, { type: 'cart.couponApplied' }>).code,
        }),
        onDone: {
          target: 'idle',
          actions: cartReceived('coupon'),
        },
        onError: {
          target: 'idle',
          actions: failed('coupon'),
        },
      },
    },
    removingCoupon: {
      ...busy('coupon'),
      invoke: {
        src: 'removeCoupon',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: {
          target: 'idle',
          actions: cartReceived('coupon'),
        },
        onError: {
          target: 'idle',
          actions: failed('coupon'),
        },
      },
    },
  },
});
