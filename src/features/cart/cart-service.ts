// The one cart actor of the app: the machine with commerce's network calls, the vsf-cart cookie,
// the persisted query cache and the IndexedDB outbox (replayed on `online` and at startup).
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import {
  addToCart,
  applyCoupon,
  createCart,
  fetchCart,
  fetchCustomerCart,
  mergeCarts,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from '@/commerce/cart';
import type { Cart } from '@/commerce/cart-model';
import { cartQueryKey, clearCartId, readCartId, writeCartId } from '@/commerce/cart-id';
import { isOnline } from '@/commerce/online';
import { COOKIE_SESSION, isSignedIn, session } from '@/lib/session';
import { onCartOrdered, onCartReloadRequest } from '@/lib/cart-intents';
import {
  applyIntent,
  applyIntents,
  enqueueIntent,
  idbOutboxStorage,
  intentFor,
  markGuestEntries,
  memoryOutboxStorage,
  type OutboxStorage,
} from '@/commerce/outbox';
import { replayOutbox, type ReplayNotice, type ReplayOps } from '@/commerce/outbox-reconcile';
import { cartMachine } from '@/features/cart/cart.machine';
import { addItemsToCart } from '@/commerce/cart-batch';
import { OfflineError } from '@/commerce/client';
import type { AddBatchOutcome, AddToCartRequest } from '@/lib/cart-intents';
import { trackAddToCart } from '@/features/cart/cart-events';

export type CartActor = Actor<typeof cartMachine>;

export interface CartService {
  actor: CartActor;
  /** Sends what waits in the outbox now (called on `online`). */
  replay(): Promise<void>;
  /** Adds several products with one request (quick order); offline, they go into the outbox. */
  addBatch(requests: AddToCartRequest[]): Promise<AddBatchOutcome>;
  stop(): void;
}

const ops: ReplayOps = {
  fetchCart,
  createCart,
  add: addToCart,
  update: updateCartItem,
  remove: removeCartItem,
};

function countingStorage(storage: OutboxStorage, onCount: (n: number) => void): OutboxStorage {
  return {
    read: async () => {
      const entries = await storage.read();
      onCount(entries.length);
      return entries;
    },
    update: async (fn) => {
      const entries = await storage.update(fn);
      onCount(entries.length);
      return entries;
    },
  };
}

/** A replay that could not finish while online (the server not answering) is tried again after this, doubling. */
const RETRY_FIRST_MS = 2_000;
const RETRY_LAST_MS = 60_000;

function openStorage(): OutboxStorage {
  return typeof indexedDB === 'undefined' ? memoryOutboxStorage() : idbOutboxStorage();
}

/** Starts the cart: reads the outbox first, so the cached cart shows what waits in it. */
export async function startCartService(
  queryClient: QueryClient,
  onNotices: (notices: ReplayNotice[]) => void,
): Promise<CartService> {
  let pending = 0;
  const storage = countingStorage(openStorage(), (n) => {
    pending = n;
  });
  const cartId = readCartId();
  const waiting = await storage.read().catch(() => []);
  const cached = cartId ? (queryClient.getQueryData<Cart>(cartQueryKey(cartId)) ?? null) : null;
  const withOutbox = (cart: Cart) => storage.read().then((entries) => applyIntents(cart, entries) ?? cart);

  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  const replay = async () => {
    clearTimeout(retry);
    if (!isOnline() || pending === 0) return;
    const result = await replayOutbox(storage, ops, actor.getSnapshot().context.cartId).catch(() => null);
    if (result?.done) retryMs = RETRY_FIRST_MS;
    else if (isOnline() && pending > 0 && !stopped) {
      // online but not through (the server failed or did not answer): again later, not only at the next change
      // (one timer: calls that shared one replay all end here)
      clearTimeout(retry);
      retry = setTimeout(() => void replay(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_LAST_MS);
    }
    if (!result) return;
    if (result.cart) actor.send({ type: 'outbox.synced', cart: await withOutbox(result.cart) });
    if (result.notices.length) onNotices(result.notices);
  };

  const machine = cartMachine.provide({
    actors: {
      // The server cart with whatever still waits in the outbox on top (replayed first when online).
      loadCart: fromPromise(async ({ input }) => {
        if (pending > 0) await replay();
        return withOutbox(await fetchCart(input.cartId));
      }),
      createCart: fromPromise(() => createCart()),
      // spec §4: a signed-in customer's cart first (the session rides on the HttpOnly cookie)
      loadCustomerCart: fromPromise(async () => withOutbox(await fetchCustomerCart())),
      mergeCarts: fromPromise(({ input }) => mergeCarts(input.source, input.destination)),
      addItem: fromPromise(({ input }) => {
        const { product: _product, ...item } = input.request;
        return addToCart(input.cartId, item);
      }),
      updateItem: fromPromise(({ input }) => updateCartItem(input.cartId, input.uid, input.quantity)),
      removeItem: fromPromise(({ input }) => removeCartItem(input.cartId, input.uid)),
      applyCoupon: fromPromise(({ input }) => applyCoupon(input.cartId, input.code)),
      removeCoupon: fromPromise(({ input }) => removeCoupon(input.cartId)),
      queueChange: fromPromise(async ({ input }) => {
        const entry = intentFor(input.cart, input.change);
        if (!entry) return input.cart ?? (await withOutbox(await createCart()));
        await enqueueIntent(storage, entry);
        // A lost answer while online: reconcile at once instead of waiting for an `online` event.
        if (isOnline()) setTimeout(() => void replay(), 0);
        return applyIntent(input.cart, entry);
      }),
    },
    guards: { mustQueue: () => !isOnline() || pending > 0 },
    actions: {
      storeCartId: ({ context }) => {
        if (context.cartId) writeCartId(context.cartId);
      },
      forgetCartId: () => clearCartId(),
      cartChanged: ({ context }) => {
        if (context.cartId && context.cart)
          queryClient.setQueryData(cartQueryKey(context.cartId), context.cart);
      },
    },
  });
  const actor: CartActor = createActor(machine, {
    input: {
      cartId,
      token: isSignedIn() ? COOKIE_SESSION : null,
      cachedCart: cached
        ? applyIntents(cached, waiting)
        : waiting.length
          ? applyIntents(null, waiting)
          : null,
    },
  });
  actor.start();
  const onOnline = () => void replay();
  window.addEventListener('online', onOnline);
  // spec §4 login by token: the customer cart, with the guest cart merged in, before the user loads
  const stopSignIn = session.onSignIn(async () => {
    // what waits was the guest's: it goes into the customer's cart as the change it was (outbox-reconcile.ts)
    await markGuestEntries(storage).catch(() => undefined);
    actor.send({ type: 'auth.loggedIn', token: COOKIE_SESSION });
    // done when the customer cart is in (or could not be loaded: the machine then dropped the token)
    await waitFor(actor, (s) => s.matches('idle') && (s.context.authenticated || s.context.token === null), {
      timeout: 30_000,
    });
  });
  const stopSignOut = session.onSignOut(() => actor.send({ type: 'auth.loggedOut' }));
  const stopReload = onCartReloadRequest(() => actor.send({ type: 'cart.reload' }));
  const stopOrdered = onCartOrdered(() => actor.send({ type: 'cart.ordered' }));
  // What waits in the outbox goes out once the cart is loaded: a guest's cart load sends it first, a signed-in
  // customer's cart (and a cart made offline before any id existed) after, not only at the next change.
  void waitFor(actor, (s) => s.matches('idle'), { timeout: 30_000 }).then(replay, () => undefined);

  const queueAll = (requests: AddToCartRequest[]): AddBatchOutcome => {
    requests.forEach((request) => actor.send({ type: 'cart.itemAdded', request }));
    return { status: 'queued' };
  };
  // Beside the machine (one addProductsToCart for every line), after what it is doing now; the cart that
  // comes back is handed to it. Offline, or with changes waiting, each line takes the outbox path.
  const addBatch = async (requests: AddToCartRequest[]): Promise<AddBatchOutcome> => {
    await waitFor(actor, (s) => s.matches('idle') && s.context.queue.length === 0, { timeout: 30_000 });
    if (!isOnline() || pending > 0) return queueAll(requests);
    const items = requests.map((r) => ({ sku: r.sku, quantity: r.quantity }));
    const send = async (retry: boolean): Promise<AddBatchOutcome> => {
      const context = actor.getSnapshot().context;
      try {
        const before = context.cartId ? context.cart : null;
        const cartId = context.cartId ?? (await createCart()).id;
        const { cart, outcomes } = await addItemsToCart(cartId, items, before);
        actor.send({ type: 'cart.received', cart });
        requests.forEach((request, i) => outcomes[i]?.added && trackAddToCart(request, cart));
        return {
          status: 'sent',
          results: outcomes.map((o) =>
            o.added
              ? { added: true }
              : { added: false, code: o.error?.code ?? null, message: o.error?.message ?? null },
          ),
        };
      } catch (error) {
        if (error instanceof OfflineError) return queueAll(requests);
        if (!retry) throw error;
        // spec §4: a failed add clears the cart and is retried once with a new one
        actor.send({ type: 'cart.received', cart: await createCart() });
        return send(false);
      }
    };
    return send(true);
  };
  return {
    actor,
    replay,
    addBatch,
    stop: () => {
      window.removeEventListener('online', onOnline);
      stopped = true;
      clearTimeout(retry);
      stopSignIn();
      stopSignOut();
      stopReload();
      stopOrdered();
      actor.stop();
    },
  };
}
