// Starts the cart service once per app and connects the ways a product reaches the cart: the
// lib/cart-intents bus and the product page's `cart.itemAdded` DOM event. Mounted from src/routes.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { waitFor } from 'xstate';
import type { ReplayNotice } from '@/commerce/outbox-reconcile';
import { onAddToCartRequest, type AddToCartRequest } from '@/lib/cart-intents';
import { formatMoney } from '@/lib/money';
import { dangerNotification, notifications } from '@/lib/notifications';
import { startCartService } from '@/features/cart/cart-service';
import { getCartService, sendCart, setCartService } from '@/features/cart/use-cart';
import { cartMessage } from '@/features/cart/cart-messages';
import { i18n } from '@lingui/core';
import type { ProductDetail } from '@/commerce/product-detail';
import { GUEST, resolvePrice } from '@/ui/price';

/** spec §8 / DESIGN.md: stock or price changes found when offline changes reach the server. */
function showNotices(notices: ReplayNotice[]): void {
  const locale = i18n.locale === 'ru' ? 'ru' : 'et';
  for (const notice of notices) {
    const name = notice.name;
    if (notice.kind === 'price') {
      const from = formatMoney(notice.fromCents, locale);
      const to = formatMoney(notice.toCents, locale);
      notifications.send({
        type: 'warning',
        persist: true,
        message: t`The price of ${name} has changed from ${from} to ${to}.`,
      });
    } else {
      const reason = cartMessage(i18n, notice.message);
      notifications.send({ type: 'warning', persist: true, message: t`${name}: ${reason}` });
    }
  }
}

/** Adds, then tells the shopper how it went (the cart sidebar shows the details). */
async function add(request: AddToCartRequest): Promise<void> {
  sendCart({ type: 'cart.itemAdded', request });
  const service = getCartService();
  if (!service) return;
  const done = await waitFor(service.actor, (s) => s.matches('idle') && s.context.queue.length === 0, {
    timeout: 60_000,
  }).catch(() => null);
  if (!done) return;
  const error = done.context.errors.add;
  if (error) {
    notifications.send(dangerNotification(cartMessage(i18n, error)));
    return;
  }
  const name = request.product?.name ?? request.sku;
  notifications.send({ type: 'success', message: t`${name} was added to the cart.` });
}

/**
 * What the shopper saw of the product (name, price, image), from the product page's cached query: the
 * offline cart line shows it, the data layer reports it, and a changed price is noticed on replay.
 */
function productInfo(queryClient: QueryClient, sku: string, parentSku?: string): AddToCartRequest['product'] {
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

interface LegacyDetail {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  product?: AddToCartRequest['product'];
}

export function CartBridge({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void startCartService(queryClient, showNotices).then((service) => {
      if (stopped) return service.stop();
      setCartService(service);
      stop = () => {
        setCartService(null);
        service.stop();
      };
    });
    const offBus = onAddToCartRequest((request) => void add(request));
    // The product page's DOM event (features/product/add-to-cart-event.ts) reaches the same path.
    const onDomEvent = (event: Event) => {
      const d = (event as CustomEvent<LegacyDetail>).detail;
      if (!d?.sku) return;
      void add({
        sku: d.sku,
        quantity: d.quantity,
        selectedOptions: d.selectedOptions ?? [],
        ...(d.parentSku ? { parentSku: d.parentSku } : {}),
        product: d.product ?? productInfo(queryClient, d.sku, d.parentSku),
      });
    };
    window.addEventListener('cart.itemAdded', onDomEvent);
    return () => {
      stopped = true;
      offBus();
      window.removeEventListener('cart.itemAdded', onDomEvent);
      stop?.();
    };
  }, [queryClient]);
  return null;
}
