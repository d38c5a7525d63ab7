// A kiosk product into the cart through the app's cart (lib/cart-intents): offline it queues in the
// cart outbox like any other add (issue 13 item 4).
import { requestAddToCart } from '@/lib/cart-intents';
import type { KioskProduct } from '@/lib/kiosk';

export function addKioskProduct(product: KioskProduct, quantity = 1): boolean {
  return requestAddToCart({
    sku: product.sku,
    quantity,
    selectedOptions: [],
    product: {
      name: product.name,
      typename: 'SimpleProduct',
      priceCents: product.finalCents,
      currency: 'EUR',
      brand: product.brand,
      imageUrl: product.imagePath ? `/media/${product.imagePath}` : null,
    },
  });
}
