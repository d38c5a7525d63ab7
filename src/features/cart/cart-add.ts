// The slower half of an add-to-cart caught by cart-intake: what the shopper saw of the product (from
// the cached product page, with the price rules) and telling the shopper how the add went. Loaded with
// the first request; the request itself is queued for the cart service before this module is needed.
import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ProductDetail } from '@/commerce/product-detail';
import type { AddToCartRequest } from '@/lib/cart-intents';
import { dangerNotification, notifications } from '@/lib/notifications';
import { GUEST, resolvePrice } from '@/ui/price';
import { cartMessage } from '@/lib/cart-error-messages';
import { whenCartService } from '@/features/cart/use-cart';

/**
 * What the shopper saw of the product (name, price, image), from the product page's cached query: the
 * offline cart line shows it, the data layer reports it, and a changed price is noticed on replay.
 */
export function productInfo(
  queryClient: QueryClient,
  sku: string,
  parentSku?: string,
): AddToCartRequest['product'] {
  const wanted = parentSku ?? sku;
  const product = queryClient
    .getQueriesData<ProductDetail | null>({ queryKey: ['product', 'detail'] })
    .map(([, data]) => data)
    .find((p) => p?.sku === wanted);
  if (!product) return undefined;
  const variant = product.configurable?.variants.find((v) => v.sku === sku);
  const price = resolvePrice(variant?.price ?? product.price, GUEST);
  return {
    name: product.name,
    typename: product.typename,
    priceCents: price.cents,
    currency: product.price.currency,
    brand: product.brand,
    imageUrl: variant?.image?.url ?? product.images[0]?.url ?? null,
  };
}

/** Once the cart service has handled a sent add, tells the shopper how it went. */
export async function reportAdded(i18n: I18n, request: AddToCartRequest): Promise<void> {
  const { actor } = await whenCartService();
  const done = await new Promise<ReturnType<typeof actor.getSnapshot>>((resolve) => {
    const check = () => {
      const s = actor.getSnapshot();
      if (s.matches('idle') && s.context.queue.length === 0) {
        sub.unsubscribe();
        resolve(s);
      }
    };
    const sub = actor.subscribe(check);
    check();
  });
  const error = done.context.errors.add;
  if (error) {
    notifications.send(dangerNotification(cartMessage(i18n, error)));
    return;
  }
  const name = request.product?.name ?? request.sku;
  notifications.send({ type: 'success', message: i18n._(msg`${name} was added to the cart.`) });
}
