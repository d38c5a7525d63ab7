// Types, actors, guards and actions of the cart machine (cart.machine.ts holds the states).
// Actors and side effects are placeholders here: cart-actors.ts provides the real ones, tests their own.
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { OfflineError } from '@/commerce/client';
import type { Cart } from '@/commerce/cart-model';
import type { CartUserError } from '@/commerce/cart';
import type { CartChange } from '@/commerce/outbox';
import type { AddToCartRequest } from '@/lib/cart-intents';
import { trackAddToCart, type CartEvent, type ChangeEvent } from '@/features/cart/cart-events';

export const cartOperations = ['load', 'add', 'update', 'remove', 'coupon'] as const;
export type CartOperation = (typeof cartOperations)[number];

export interface CartContext {
  cartId: string | null;
  cart: Cart | null;
  token: string | null;
  authenticated: boolean;
  /** spec §4: each operation has a loading flag and an error reset on its next success. */
  loading: Record<CartOperation, boolean>;
  errors: Record<CartOperation, string | null>;
  /** The change being worked on (for the retry and the outbox path). */
  current: ChangeEvent | null;
  retried: boolean;
  queue: CartEvent[];
}

export interface CartInput {
  cartId: string | null;
  token?: string | null;
  /** The cart shown before anything loads (persisted cache with the outbox applied). */
  cachedCart?: Cart | null;
}

export type AddOutput = { cart: Cart; userErrors: CartUserError[] };

const notProvided = (name: string) => () => Promise.reject(new Error(`cart actor ${name} is not provided`));

export const flags = (value: boolean): Record<CartOperation, boolean> => ({
  load: value,
  add: value,
  update: value,
  remove: value,
  coupon: value,
});

export const opOf = (event: ChangeEvent | null): CartOperation =>
  event?.type === 'cart.itemAdded' ? 'add' : event?.type === 'cart.itemRemoved' ? 'remove' : 'update';

export const errorOf = (event: unknown): unknown => (event as ErrorActorEvent).error;

export const isOfflineError = (error: unknown): boolean => error instanceof OfflineError;

export const cartSetup = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput },
  actors: {
    loadCart: fromPromise<Cart, { cartId: string }>(notProvided('loadCart')),
    createCart: fromPromise<Cart>(notProvided('createCart')),
    loadCustomerCart: fromPromise<Cart, { token: string }>(notProvided('loadCustomerCart')),
    mergeCarts: fromPromise<Cart, { source: string; destination: string }>(notProvided('mergeCarts')),
    addItem: fromPromise<AddOutput, { cartId: string; request: AddToCartRequest }>(notProvided('addItem')),
    updateItem: fromPromise<Cart, { cartId: string; uid: string; quantity: number }>(
      notProvided('updateItem'),
    ),
    removeItem: fromPromise<Cart, { cartId: string; uid: string }>(notProvided('removeItem')),
    applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(notProvided('applyCoupon')),
    removeCoupon: fromPromise<Cart, { cartId: string }>(notProvided('removeCoupon')),
    /** Stores the change in the outbox; returns the cart on screen with it applied. */
    queueChange: fromPromise<Cart, { cart: Cart | null; change: CartChange }>(notProvided('queueChange')),
  },
  guards: {
    /** Offline, or changes already wait in the outbox (they must reach the server first, in order). */
    mustQueue: () => false,
    isOffline: ({ event }) => isOfflineError(errorOf(event)),
  },
  actions: {
    /** Side effects read the context: the id was just assigned or dropped. */
    storeCartId: () => {},
    forgetCartId: () => {},
    /** The cart on screen changed (the app mirrors it into the persisted query cache). */
    cartChanged: () => {},
    trackAddToCart: (_, params: { request: AddToCartRequest; cart: Cart | null }) =>
      trackAddToCart(params.request, params.cart),
    setLoading: assign(({ context }, params: { op: CartOperation; value: boolean }) => ({
      loading: { ...context.loading, [params.op]: params.value },
    })),
    setError: assign(({ context }, params: { op: CartOperation; message: string | null }) => ({
      errors: { ...context.errors, [params.op]: params.message },
    })),
    defer: assign({ queue: ({ context, event }) => [...context.queue, event] }),
    setCart: assign((_, params: { cart: Cart }) => ({ cart: params.cart, cartId: params.cart.id || null })),
    clearCart: assign({ cartId: null, cart: null }),
  },
});
