// React access to the cart service: the snapshot of the cart machine and a send function that also
// works before the service has started (events wait and are sent once it is up).
import { useSyncExternalStore } from 'react';
import type { CartEvent } from '@/features/cart/cart-events';
import type { CartContext } from '@/features/cart/cart-setup';
import type { CartService } from '@/features/cart/cart-service';

let service: CartService | null = null;
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

/** Resolves with the cart service once it has started. */
export function whenCartService(): Promise<CartService> {
  if (service) return Promise.resolve(service);
  return new Promise((resolve) => waiters.push(resolve));
}

export function sendCart(event: CartEvent): void {
  if (service) service.actor.send(event);
  else early.push(event);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The cart machine's context (null until the cart service has started). */
export function useCartState(): CartContext | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}
