// The heart on product cards and the product page (spec §4 toggle): aria-pressed says whether the product is
// in the wishlist, the name says which product. Hidden when the store has no wishlist (spec §3 flag).
import { useLingui } from '@lingui/react/macro';
import { itemOfProduct } from '@/commerce/wishlist';
import type { Locale } from '@/lib/locale';
import { Icon } from '@/ui/icon';
import type { ProductActionTarget } from '@/ui/product-actions';
import { useWishlist, useWishlistEnabled } from '@/features/wishlist/wishlist-state';
import { useWishlistToggle } from '@/features/wishlist/wishlist-toggle';
import '@/features/wishlist/wishlist.css';

export function WishlistHeart({ locale, target }: { locale: Locale; target: ProductActionTarget }) {
  const { t } = useLingui();
  const enabled = useWishlistEnabled(locale);
  const { wishlist } = useWishlist(locale);
  const toggle = useWishlistToggle(locale);
  if (!enabled) return null;
  const inWishlist = !!itemOfProduct(wishlist, target.sku);
  const name = target.name;
  return (
    <button
      type="button"
      className={`wishlist-heart wishlist-heart--${target.place}`}
      aria-pressed={inWishlist}
      aria-label={t`Wishlist: ${name}`}
      onClick={() => void toggle(target)}
    >
      <Icon name="heart" />
      {target.place === 'page' ? <span>{t`Wishlist`}</span> : null}
    </button>
  );
}

/** The number on the header's and bottom navigation's wishlist buttons. */
export function WishlistBadge({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { wishlist } = useWishlist(locale, true);
  const count = wishlist.count;
  if (!count) return null;
  return (
    <span className="wishlist-badge" data-testid="wishlist-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t`${count} in the wishlist`}</span>
    </span>
  );
}
