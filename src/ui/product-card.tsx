// spec §3 product card: 216×268 image in the grid, 140×200 in the list (horizontal card); name,
// brand, price for the current customer (§6), unit, the Omnibus prior price next to a discount
// (ESTONIA.md) and stock label.
import type { MouseEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cardImageBox } from '@/lib/image-url';
import type { PriceCustomer } from '@/lib/prices';
import { Image } from '@/ui/image';
import { Price, PriorPrice, type PriceInput } from '@/ui/price';
import { priceCustomer } from '@/lib/session';
import { ProductActions } from '@/ui/product-actions';
import '@/ui/product-card.css';

export interface ProductCardData {
  uid: string;
  sku: string;
  name: string;
  /** Link path without the locale prefix, e.g. `/p/SIM-0017/kruvikeeraja`. */
  path: string;
  brand: string | null;
  image: { url: string; label: string | null } | null;
  unit: string | null;
  inStock: boolean;
  onlyXLeft: number | null;
  price: PriceInput;
  /** GraphQL __typename (ProductSummary has it): which product types the wishlist takes (spec §5). */
  typename?: string;
}

export type CardLayout = 'grid' | 'list';

export function StockLabel({ inStock, onlyXLeft }: { inStock: boolean; onlyXLeft: number | null }) {
  const { t } = useLingui();
  if (!inStock) return <span className="stock stock--out">{t`Out of stock`}</span>;
  if (onlyXLeft !== null && onlyXLeft > 0) {
    const count = onlyXLeft;
    return <span className="stock stock--low">{t`Only ${count} left`}</span>;
  }
  return <span className="stock stock--in">{t`In stock`}</span>;
}

export function ProductCard({
  product,
  href,
  layout = 'grid',
  customer = priceCustomer(),
  priority = false,
  onOpen,
  actions,
}: {
  product: ProductCardData;
  /** Full link (with the locale prefix). */
  href: string;
  layout?: CardLayout;
  customer?: PriceCustomer;
  priority?: boolean;
  /** Client-side navigation; when absent the link is followed normally. */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Add-to-cart and wishlist buttons from other features. */
  actions?: ReactNode;
}) {
  const size = cardImageBox(layout);
  return (
    <article className={`product-card product-card--${layout}`} data-sku={product.sku}>
      <div className="product-card__corner">
        <ProductActions sku={product.sku} name={product.name} typename={product.typename} place="card" />
      </div>
      <a className="product-card__image" href={href} onClick={onOpen} tabIndex={-1} aria-hidden="true">
        <Image src={product.image?.url} alt="" width={size.width} height={size.height} priority={priority} />
      </a>
      <div className="product-card__body">
        {product.brand ? <p className="product-card__brand">{product.brand}</p> : null}
        <h3 className="product-card__name">
          <a href={href} onClick={onOpen}>
            {product.name}
          </a>
        </h3>
        <p className="product-card__sku">{product.sku}</p>
        <Price price={product.price} unit={product.unit} customer={customer} />
        {/* grid cards keep this slot even when empty (product-card.css): no card or row changes height
            when a discount and its prior price appear or go, e.g. for another customer */}
        <div className="product-card__prior">
          <PriorPrice price={product.price} customer={customer} />
        </div>
        <StockLabel inStock={product.inStock} onlyXLeft={product.onlyXLeft} />
        {actions ? <div className="product-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
