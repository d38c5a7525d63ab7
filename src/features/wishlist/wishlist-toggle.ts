// The press of a heart or a remove button (spec §4): a guest gets the wishlist sidebar and nothing is added;
// a customer's change runs in wishlist-change.ts, loaded (with every message) at the first press so the
// shell that shows a heart on every card stays small.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { withAllMessages } from '@/lib/all-messages';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { isSignedIn } from '@/lib/session';
import type { ProductActionTarget } from '@/ui/product-actions';
import { guestAttempts } from '@/features/wishlist/wishlist-state';

const loadChange = withAllMessages(() => import('@/features/wishlist/wishlist-change'));

export function useWishlistToggle(locale: Locale): (target: ProductActionTarget) => Promise<void> {
  const client = useQueryClient();
  const { i18n } = useLingui();
  return useCallback(
    async (target: ProductActionTarget) => {
      if (!isSignedIn()) {
        guestAttempts.mark();
        overlays.open('wishlistSidebar');
        return;
      }
      const { toggleWishlist } = await loadChange();
      await toggleWishlist(client, i18n, locale, target);
    },
    [client, i18n, locale],
  );
}
