// spec §4 wishlist toggle: adding a product already in the wishlist removes it; spec §5: other product types
// get "Product Type {type} not supported in add to wishlist yet". Optimistic: the heart and the count change at
// once and roll back, with a translated notice, when the server refuses or cannot be reached (spec §8: the
// error is logged). Loaded at the first press (wishlist-toggle.ts), with every message.
import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { EMPTY_WISHLIST, itemOfProduct, wishlistQueryKey, type Wishlist } from '@/commerce/wishlist';
import { WishlistError, addToWishlist, removeFromWishlist } from '@/commerce/wishlist-mutations';
import { isAddToWishlistSupported, productTypeOf } from '@/lib/cart-rules';
import { unsupportedAddToWishlistMessage } from '@/lib/cart-messages';
import type { Locale } from '@/lib/locale';
import { dangerNotification, notifications } from '@/lib/notifications';
import type { ProductActionTarget } from '@/ui/product-actions';
import { TOGGLE_FAILED } from '@/features/wishlist/wishlist-messages';

/** Per sku, the press on its way: a second press waits for it and then toggles what the cache then holds. */
const chains = new Map<string, Promise<void>>();

const placeholder = (target: ProductActionTarget): Wishlist['items'][number] => ({
  id: `pending-${target.sku}`,
  quantity: 1,
  addedAt: new Date().toISOString(),
  product: {
    uid: target.sku,
    sku: target.sku,
    name: target.name,
    path: `/p/${encodeURIComponent(target.sku)}`,
    typename: target.typename ?? 'SimpleProduct',
    brand: null,
    image: null,
    unit: null,
    inStock: true,
    onlyXLeft: null,
    price: { regularCents: 0, finalCents: 0, currency: 'EUR', tiers: [], priorCents: null },
  },
});

/** A signed-in customer's press of a heart (or a remove button). */
export async function toggleWishlist(
  client: QueryClient,
  i18n: I18n,
  locale: Locale,
  target: ProductActionTarget,
): Promise<void> {
  if (target.typename && !isAddToWishlistSupported(target.typename)) {
    const type = productTypeOf(target.typename);
    notifications.send(dangerNotification(i18n._(unsupportedAddToWishlistMessage(type))));
    return;
  }
  const previous = chains.get(target.sku) ?? Promise.resolve();
  const run = previous.then(() => change(client, i18n, locale, target));
  chains.set(target.sku, run);
  await run;
  if (chains.get(target.sku) === run) chains.delete(target.sku);
}

async function change(
  client: QueryClient,
  i18n: I18n,
  locale: Locale,
  target: ProductActionTarget,
): Promise<void> {
  const key = wishlistQueryKey(locale);
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<Wishlist>(key) ?? EMPTY_WISHLIST;
  const existing = itemOfProduct(before, target.sku);
  client.setQueryData<Wishlist>(
    key,
    existing
      ? { ...before, count: before.count - 1, items: before.items.filter((i) => i !== existing) }
      : { ...before, count: before.count + 1, items: [placeholder(target), ...before.items] },
  );
  try {
    const after = existing
      ? await removeFromWishlist(locale, [existing.id])
      : await addToWishlist(
          locale,
          target.variantSku ?? target.sku,
          target.variantSku ? target.sku : undefined,
        );
    client.setQueryData(key, after);
  } catch (error) {
    console.error('wishlist', error); // spec §8: wishlist failures are logged
    client.setQueryData(key, before);
    // an item another tab or device already removed is simply gone: the server's list tells
    const alreadyGone = existing && error instanceof WishlistError && error.code === 'PRODUCT_NOT_FOUND';
    if (!alreadyGone) notifications.send(dangerNotification(i18n._(TOGGLE_FAILED)));
    void client.invalidateQueries({ queryKey: key });
  }
}
