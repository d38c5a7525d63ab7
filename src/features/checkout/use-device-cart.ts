// The cart as this device holds it (issue 17 item 5): the cart sidebar's cart from the query cache
// (kept there by the cart service) with the changes still waiting in the outbox applied, read again
// whenever that cart changes (the outbox reached the server) and when the connection returns.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '@/commerce/cart-id';
import type { Cart } from '@/commerce/cart-model';
import { applyIntents, idbOutboxStorage, type OutboxEntry } from '@/commerce/outbox';
import { subscribeOnline } from '@/commerce/online';

export function useDeviceCart(cartId: string | null): { cart: Cart | null; read: boolean } {
  const queryClient = useQueryClient();
  const cached = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => (cartId ? (queryClient.getQueryData<Cart>(cartQueryKey(cartId)) ?? null) : null),
    () => null,
  );
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [online, setOnline] = useState(0);
  useEffect(() => subscribeOnline(() => setOnline((n) => n + 1)), []);
  useEffect(() => {
    let live = true;
    idbOutboxStorage()
      .read()
      .catch(() => [])
      .then((entries) => {
        if (live) setEntries(entries);
      });
    return () => {
      live = false;
    };
  }, [cached, online]);
  const cart = useMemo(() => (entries ? applyIntents(cached, entries) : null), [cached, entries]);
  return { cart, read: entries !== null };
}
