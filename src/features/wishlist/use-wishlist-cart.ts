// "Add all / add one to cart" (spec §7 addWishlistItemsToCart): the items that landed leave the wishlist and
// the cart reloads; each item that could not go keeps its reason, shown by the item.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { wishlistQueryKey } from '@/commerce/wishlist';
import { wishlistToCart } from '@/commerce/wishlist-mutations';
import { requestCartReload } from '@/lib/cart-intents';
import type { Locale } from '@/lib/locale';
import { dangerNotification, notifications } from '@/lib/notifications';
import { cartProblemMessage, TO_CART_FAILED } from '@/features/wishlist/wishlist-messages';

export function useWishlistCart(locale: Locale) {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (itemIds?: string[]) => {
    setBusy(true);
    try {
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
