// The wishlist sidebar (spec §2): a guest is asked to sign in (after pressing a heart, with spec §5's
// "Need to be authenticated to add a product to wishlist"); a customer sees the items, adds one or all to
// the cart and opens the wishlist page. Reads the persisted wishlist, so it opens offline too.
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { WISHLIST_AUTH_MESSAGE } from '@/lib/cart-messages';
import type { Locale } from '@/lib/locale';
import { overlays } from '@/lib/overlays';
import { WishlistCompactList } from '@/features/wishlist/wishlist-items';
import {
  guestAttempts,
  useGuestAttempt,
  useSignedInNow,
  useWishlist,
} from '@/features/wishlist/wishlist-state';
import { useWishlistCart } from '@/features/wishlist/use-wishlist-cart';
import '@/features/wishlist/wishlist.css';

function GuestPrompt() {
  const { i18n } = useLingui();
  const attempted = useGuestAttempt();
  useEffect(() => () => guestAttempts.clear(), []);
  return (
    <>
      {attempted ? <p role="alert">{i18n._(WISHLIST_AUTH_MESSAGE)}</p> : null}
      <p>
        <Trans>Sign in to keep a wishlist.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => overlays.open('authSidebar')}>
        <Trans>Sign in</Trans>
      </button>
    </>
  );
}

export function WishlistPanel({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const signedIn = useSignedInNow();
  const { wishlist, query } = useWishlist(locale);
  const cart = useWishlistCart(locale);
  if (!signedIn) return <GuestPrompt />;
  if (!wishlist.items.length)
    return <p>{query.isPending ? t`Loading the wishlist…` : t`Your wishlist is empty.`}</p>;
  return (
    <>
      <WishlistCompactList
        locale={locale}
        items={wishlist.items}
        problems={cart.problems}
        busy={cart.busy}
        onToCart={(ids) => void cart.send(ids)}
      />
      <div className="wishlist-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={cart.busy}
          onClick={() => void cart.send()}
        >
          {t`Add all to cart`}
        </button>
        <Link to="/$locale/my-account/wishlist" params={{ locale }} className="button button--secondary">
          {t`Open the wishlist`}
        </Link>
      </div>
    </>
  );
}
