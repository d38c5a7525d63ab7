// The wishlist page under my account (spec §2: grid or list, default grid, remembered like the category
// view): the items as product cards, each with add to cart and remove, and "add all to cart".
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/locale';
import { DisplaySwitch } from '@/ui/display-switch';
import { useListingDisplay } from '@/ui/use-listing-display';
import { usePageTitle } from '@/ui/page-title';
import { useRouterState } from '@tanstack/react-router';
import { WishlistCards } from '@/features/wishlist/wishlist-items';
import { useWishlist, useWishlistEnabled } from '@/features/wishlist/wishlist-state';
import { useWishlistCart } from '@/features/wishlist/use-wishlist-cart';
import '@/features/wishlist/wishlist.css';

export function WishlistPage({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = t`Wishlist`;
  usePageTitle(title, pathname);
  const enabled = useWishlistEnabled(locale);
  const { wishlist, query } = useWishlist(locale);
  const cart = useWishlistCart(locale);
  const [display, setDisplay] = useListingDisplay();
  const count = wishlist.count;
  let body;
  if (!enabled) body = <p>{t`The wishlist is not available in this store.`}</p>;
  else if (!wishlist.items.length)
    body = (
      <p>
        {query.isError
          ? t`The wishlist could not be loaded. Try again when you are online.`
          : query.isPending
            ? t`Loading the wishlist…`
            : t`Your wishlist is empty.`}
      </p>
    );
  else
    body = (
      <>
        <div className="wishlist-toolbar">
          <p>{i18n._(msg({ message: plural(count, { one: '# product', other: '# products' }) }))}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={cart.busy}
            onClick={() => void cart.send()}
          >
            {t`Add all to cart`}
          </button>
          <DisplaySwitch value={display} onChange={setDisplay} />
        </div>
        <WishlistCards
          layout={display}
          locale={locale}
          items={wishlist.items}
          problems={cart.problems}
          busy={cart.busy}
          onToCart={(ids) => void cart.send(ids)}
        />
      </>
    );
  return (
    <section className="page account-section">
      <h1 className="page__title">{title}</h1>
      {body}
    </section>
  );
}
