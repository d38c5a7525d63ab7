// Catches every add-to-cart request from the first moment the app runs (the lib/cart-intents bus and
// the product page's `cart.itemAdded` DOM event), even before the cart service's chunk has loaded:
// requests wait in use-cart and are sent once it starts. Also decides at startup whether the cart
// service is needed at all (a cart exists, or offline changes wait in the outbox). Kept small and free
// of xstate and price rules (eager chunk); the work is in cart-add.ts.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useI18nRef } from '@/features/cart/use-i18n-ref';
import { readCartId } from '@/commerce/cart-id';
import { outboxHasEntries } from '@/commerce/outbox-store';
import { onAddBatchRequest, onAddToCartRequest, type AddToCartRequest } from '@/lib/cart-intents';
import { withAllMessages } from '@/lib/all-messages';
import { sendCart, wantCartService, whenCartService } from '@/features/cart/use-cart';

interface DomDetail {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  enteredOptions?: AddToCartRequest['enteredOptions'];
  product?: AddToCartRequest['product'];
}

const cartAdd = withAllMessages(() => import('@/features/cart/cart-add')); // its notice: lingui.config.ts

export function useCartIntake(queryClient: QueryClient): void {
  const i18nRef = useI18nRef();
  useEffect(() => {
    if (readCartId()) wantCartService();
    else void outboxHasEntries().then((pending) => pending && wantCartService());
  }, []);
  useEffect(() => {
    const add = (request: AddToCartRequest) => {
      sendCart({ type: 'cart.itemAdded', request }); // queued at once (and the service asked for)
      void cartAdd()
        .then((m) => m.reportAdded(i18nRef.current, request))
        .catch(() => undefined); // without the notice the cart badge and sidebar still show the add
    };
    const offBus = onAddToCartRequest(add);
    const offBatch = onAddBatchRequest((requests) => whenCartService().then((s) => s.addBatch(requests)));
    const onDomEvent = (event: Event) => {
      const d = (event as CustomEvent<DomDetail>).detail;
      if (!d?.sku) return;
      const request: AddToCartRequest = {
        sku: d.sku,
        quantity: d.quantity,
        selectedOptions: d.selectedOptions ?? [],
        ...(d.enteredOptions?.length ? { enteredOptions: d.enteredOptions } : {}),
        ...(d.parentSku ? { parentSku: d.parentSku } : {}),
      };
      if (d.product) return add({ ...request, product: d.product });
      // What the shopper saw comes from the cached product page (cart-add has the price rules); if
      // that chunk cannot load, the add still goes through, only without those details.
      void cartAdd().then(
        (m) => add({ ...request, product: m.productInfo(queryClient, d.sku, d.parentSku) }),
        () => add(request),
      );
    };
    window.addEventListener('cart.itemAdded', onDomEvent);
    return () => {
      offBus();
      offBatch();
      window.removeEventListener('cart.itemAdded', onDomEvent);
    };
  }, [queryClient, i18nRef]);
}
