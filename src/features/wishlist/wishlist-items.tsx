// The wishlist's items with their own buttons (add this one to the cart, remove) and, under an item that
// could not go to the cart, the reason. Cards (grid or list) on the page, a compact list in the sidebar.
import { useLingui } from '@lingui/react/macro';
import type { WishlistItem } from '@/commerce/wishlist';
import type { Locale } from '@/lib/locale';
import { ProductCard, type CardLayout } from '@/ui/product-card';
import { useClientNavigation } from '@/ui/use-client-navigation';
import { useWishlistToggle } from '@/features/wishlist/wishlist-toggle';

interface ItemsProps {
  locale: Locale;
  items: readonly WishlistItem[];
  problems: Record<string, string>;
  busy: boolean;
  onToCart: (itemIds: string[]) => void;
}

function ItemActions({
  locale,
  item,
  problem,
  busy,
  onToCart,
}: {
  locale: Locale;
  item: WishlistItem;
  problem: string | undefined;
  busy: boolean;
  onToCart: (itemIds: string[]) => void;
}) {
  const { t } = useLingui();
  const toggle = useWishlistToggle(locale);
  const name = item.product.name;
  const problemId = `wishlist-problem-${item.id}`;
  return (
    <>
      <div className="wishlist-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-label={t`Add ${name} to the cart`}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => onToCart([item.id])}
        >
          {t`Add to cart`}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t`Remove ${name} from the wishlist`}
          onClick={() =>
            void toggle({ sku: item.product.sku, name, typename: item.product.typename, place: 'card' })
          }
        >
          {t`Remove`}
        </button>
      </div>
      {problem ? (
        <p id={problemId} className="wishlist-item__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

export function WishlistCards({ layout, ...props }: ItemsProps & { layout: CardLayout }) {
  const navigateOnClick = useClientNavigation();
  return (
    <ul className={layout === 'grid' ? 'wishlist-items wishlist-items--grid' : 'wishlist-items'}>
      {props.items.map((item) => {
        const href = `/${props.locale}${item.product.path}`;
        return (
          <li key={item.id} data-testid="wishlist-item" data-sku={item.product.sku}>
            <ProductCard
              product={item.product}
              href={href}
              layout={layout}
              onOpen={navigateOnClick(href)}
              actions={
                <ItemActions
                  locale={props.locale}
                  item={item}
                  problem={props.problems[item.id]}
                  busy={props.busy}
                  onToCart={props.onToCart}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The sidebar's list; following a link closes the sidebar (the shell closes overlays on navigation). */
export function WishlistCompactList(props: ItemsProps) {
  const navigateOnClick = useClientNavigation();
  return (
    <ul className="wishlist-items">
      {props.items.map((item) => {
        const href = `/${props.locale}${item.product.path}`;
        return (
          <li
            key={item.id}
            className="wishlist-sidebar__item"
            data-testid="wishlist-item"
            data-sku={item.product.sku}
          >
            <a href={href} onClick={navigateOnClick(href)}>
              {item.product.name}
            </a>
            <span>{item.product.sku}</span>
            <ItemActions
              locale={props.locale}
              item={item}
              problem={props.problems[item.id]}
              busy={props.busy}
              onToCart={props.onToCart}
            />
          </li>
        );
      })}
    </ul>
  );
}
