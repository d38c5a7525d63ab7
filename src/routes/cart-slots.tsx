// The cart feature composed into the shell (features never import each other): the cart service and
// the sidebar load in their own chunks, the service only once something needs it (a cart, offline
// changes in the outbox, an add-to-cart, the sidebar); the header badge is tiny and reads the
// persisted cart until the service is up.
import { Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@/lib/locale';
import { withAllMessages } from '@/lib/all-messages';
import { CartBadge } from '@/features/cart/cart-badge';
import { useCartIntake } from '@/features/cart/cart-intake';
import { useCartServiceWanted } from '@/features/cart/use-cart';
import { lazyPart } from '@/ui/lazy-part';

// Both can show messages beyond the shell's (lingui.config.ts): they wait for the rest of the catalog.
const CartBridge = lazyPart(
  'CartBridge',
  withAllMessages(() => import('@/features/cart/cart-bridge').then((m) => ({ default: m.CartBridge }))),
);
const CartSidebar = lazyPart(
  'CartSidebar',
  withAllMessages(() => import('@/features/cart/cart-sidebar').then((m) => ({ default: m.CartSidebar }))),
);

/** Mounted once from the root route: starts the cart and listens for add-to-cart requests. */
export function CartRoot() {
  const queryClient = useQueryClient();
  useCartIntake(queryClient); // eager: no add-to-cart click is lost while the cart chunk loads
  if (!useCartServiceWanted()) return null;
  return (
    <Suspense fallback={null}>
      <CartBridge queryClient={queryClient} />
    </Suspense>
  );
}

/** The cart sidebar's body for the overlay host. */
export function cartSidebarPanel(locale: Locale): ReactNode {
  return (
    <Suspense fallback={null}>
      <CartSidebar locale={locale} />
    </Suspense>
  );
}

export function cartBadgeSlot(): ReactNode {
  return <CartBadge />;
}
