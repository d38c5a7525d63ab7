// "Add all / add one to cart" (spec §7 addWishlistItemsToCart): the items that landed leave the wishlist and
// the cart reloads; each item that could not go keeps its reason, shown by the item. Offline, the products that
// need no choices go into the cart's outbox (sent when the connection returns, like any offline add) and stay in
// the wishlist; the others say they need the connection.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { wishlistQueryKey, type Wishlist, type WishlistItem } from '@/commerce/wishlist';
import { isOnline } from '@/commerce/online';
import { wishlistToCart } from '@/commerce/wishlist-mutations';
import { requestAddBatchToCart, requestCartReload, type AddToCartRequest } from '@/lib/cart-intents';
import type { Locale } from '@/lib/locale';
import { dangerNotification, notifications } from '@/lib/notifications';
import { cartProblemMessage, TO_CART_FAILED } from '@/features/wishlist/wishlist-messages';

/** Products that go into a cart as they are, with no option to choose (what an offline add can carry). */
const AS_THEY_ARE = new Set(['SimpleProduct', 'VirtualProduct']);

const cartRequest = ({ product, quantity }: WishlistItem): AddToCartRequest => ({
  sku: product.sku,
  quantity: quantity || 1,
  selectedOptions: [],
  product: {
    name: product.name,
    typename: product.typename,
    priceCents: product.price.finalCents,
    currency: product.price.currency,
    brand: product.brand,
    imageUrl: product.image?.url ?? null,
  },
});

export function useWishlistCart(locale: Locale) {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** Offline: what can be added goes into the cart's outbox; true when that was the way taken. */
  const queue = async (itemIds?: string[]): Promise<boolean> => {
    if (isOnline()) return false;
    const items = (client.getQueryData<Wishlist>(wishlistQueryKey(locale))?.items ?? []).filter(
      (i) => !itemIds || itemIds.includes(i.id),
    );
    const ready = items.filter((i) => AS_THEY_ARE.has(i.product.typename));
    const outcome = ready.length ? await requestAddBatchToCart(ready.map(cartRequest)) : null;
    // the connection came back while the cart was busy: it sent them, each with its answer
    const refused = (i: WishlistItem) =>
      outcome?.status === 'sent' && outcome.results[ready.indexOf(i)]?.added === false;
    const next = { ...problems };
    for (const i of items)
      if (!outcome || !ready.includes(i)) next[i.id] = t`Adding this product needs a connection.`;
      else if (refused(i)) next[i.id] = t`This product could not be added to the cart.`;
      else delete next[i.id];
    setProblems(next);
    if (outcome?.status === 'queued')
      notifications.send({ type: 'info', message: t`Added to the cart. It is sent when you are online.` });
    else if (outcome && !ready.some(refused))
      notifications.send({ type: 'success', message: t`Added to the cart` });
    return true;
  };
  const send = async (itemIds?: string[]) => {
    setBusy(true);
    try {
      if (await queue(itemIds)) return;
      const result = await wishlistToCart(locale, itemIds);
      client.setQueryData(wishlistQueryKey(locale), result.wishlist);
      requestCartReload();
      const next: Record<string, string> = itemIds
        ? Object.fromEntries(Object.entries(problems).filter(([id]) => !itemIds.includes(id)))
        : {};
      for (const p of result.problems) next[p.itemId] = cartProblemMessage(i18n, p);
      setProblems(next);
      if (result.problems.length === 0)
        notifications.send({ type: 'success', message: t`Added to the cart` });
    } catch (error) {
      console.error('wishlist', error);
      notifications.send(dangerNotification(i18n._(TO_CART_FAILED)));
    } finally {
      setBusy(false);
    }
  };
  return { problems, busy, send };
}
