// The wishlist feature composed into the shell (features never import each other): the heart every product
// card and the product page show (ui/product-actions), the count on the header's and bottom navigation's
// wishlist buttons, and the sidebar's body, which loads in its own chunk when first opened.
import { Suspense, type ReactNode } from 'react';
import type { Locale } from '@/lib/locale';
import { withAllMessages } from '@/lib/all-messages';
import { ProductActionsContext, type ProductActionsRenderer } from '@/ui/product-actions';
import { WishlistBadge, WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { useWishlistEnabled } from '@/features/wishlist/wishlist-state';
import { lazyPart } from '@/ui/lazy-part';

const WishlistPanel = lazyPart(
  'WishlistPanel',
  withAllMessages(() =>
    import('@/features/wishlist/wishlist-panel').then((m) => ({ default: m.WishlistPanel })),
  ),
);

const renderers = new Map<Locale, ProductActionsRenderer>();
const heartsFor = (locale: Locale): ProductActionsRenderer => {
  let render = renderers.get(locale);
  if (!render) {
    render = (target) => <WishlistHeart locale={locale} target={target} />;
    renderers.set(locale, render);
  }
  return render;
};

/** Hearts on the cards and the product page below it. */
export function WishlistHearts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ProductActionsContext.Provider value={heartsFor(locale)}>{children}</ProductActionsContext.Provider>
  );
}

export function wishlistPanel(locale: Locale): ReactNode {
  return (
    <Suspense fallback={null}>
      <WishlistPanel locale={locale} />
    </Suspense>
  );
}

export function wishlistBadgeSlot(locale: Locale): ReactNode {
  return <WishlistBadge locale={locale} />;
}

/** spec §3 store config flag: the shell hides its wishlist buttons when the store has none. */
export const useWishlistShown = useWishlistEnabled;
