// React access to the cart service: the snapshot of the cart machine and a send function that also
// works before the service has started (events wait and are sent once it is up).
import { useSyncExternalStore } from 'react';
import type { CartEvent } from '@/features/cart/cart-events';
import type { CartContext } from '@/features/cart/cart-setup';
import type { CartService } from '@/features/cart/cart-service';

let service: CartService | null = null;
/** Whether the app needs the cart service (its chunk, with xstate, loads only then). */
let wanted = false;
let early: CartEvent[] = [];
const listeners = new Set<() => void>();
let unsubscribeActor: (() => void) | null = null;
let snapshot: CartContext | null = null;

const notify = () => listeners.forEach((l) => l());

export function setCartService(next: CartService | null): void {
  unsubscribeActor?.();
  unsubscribeActor = null;
  service = next;
  snapshot = next?.actor.getSnapshot().context ?? null;
  if (next) {
    const sub = next.actor.subscribe((s) => {
      snapshot = s.context;
      notify();
    });
    unsubscribeActor = () => sub.unsubscribe();
    const waiting = early;
    early = [];
    waiting.forEach((event) => next.actor.send(event));
    const resolvers = waiters;
    waiters = [];
    resolvers.forEach((resolve) => resolve(next));
  }
  notify();
}

let waiters: ((service: CartService) => void)[] = [];

/**
 * Asks for the cart service: there is a cart, an offline change waits in the outbox, or the shopper
 * touched the cart. A first visit that never does starts neither the machine nor its chunk.
 */
export function wantCartService(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

/** Resolves with the cart service once it has started. */
export function whenCartService(): Promise<CartService> {
  wantCartService();
  if (service) return Promise.resolve(service);
  return new Promise((resolve) => waiters.push(resolve));
}

export function sendCart(event: CartEvent): void {
  wantCartService();
  if (service) service.actor.send(event);
  else early.push(event);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True once something asked for the cart service (see wantCartService). */
export function useCartServiceWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** The cart machine's context (null until the cart service has started). */
export function useCartState(): CartContext | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}
