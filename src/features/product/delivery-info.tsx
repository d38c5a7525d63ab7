// spec §3 delivery information (a day count becomes an Estonian-format date) with the delivery and
// availability-in-stores sidebars (spec §2 overlays) for this product.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ProductDetail, StoreStockView } from '@/commerce/product-detail';
import { inDaysMessage } from '@/lib/date-messages';
import { deliveryDays, deliveryFrom } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Dialog } from '@/ui/dialog';

function DeliveryList({ product }: { product: ProductDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'ru' ? 'ru' : 'et';
  const now = new Date();
  return (
    <ul className="delivery-list">
      {product.delivery.map((d) => {
        const days = deliveryDays(d.from);
        const date = deliveryFrom(d.from, now, locale);
        const price = d.minPriceCents === null ? null : formatMoney(d.minPriceCents, locale);
        return (
          <li key={d.name} className="delivery-list__item">
            <span className="delivery-list__name">{d.name}</span>
            <span className="delivery-list__when">
              {days === null ? date : t`from ${date}`}
              {days === null ? null : <> ({i18n._(inDaysMessage(days))})</>}
            </span>
            {price === null ? null : (
              <span className="delivery-list__price">
                {d.minPriceCents === 0 ? t`free` : t`from ${price}`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function StoreList({ stores }: { stores: readonly StoreStockView[] }) {
  const { t } = useLingui();
  if (stores.length === 0) return <p>{t`This product is not in stock in any store at the moment.`}</p>;
  return (
    <ul className="store-list">
      {stores.map((s) => {
        const qty = s.qty;
        return (
          <li key={s.code} className="store-list__item">
            <span>{s.name}</span>
            <span className={s.inStock ? 'stock stock--in' : 'stock stock--out'}>
              {s.inStock ? t`${qty} in stock` : t`Out of stock`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function DeliveryInfo({
  product,
  stores,
  variantPending,
}: {
  product: ProductDetail;
  /** stock per store of what is shown: the chosen variant of a configurable product, else the product */
  stores: readonly StoreStockView[];
  /** a configurable product with no variant chosen yet: the stores add up all variants */
  variantPending: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'delivery' | 'availability' | null>(null);
  const inStores = stores.filter((s) => s.inStock).length;
  return (
    <section className="delivery-info" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="product-section__title">
        {t`Delivery`}
      </h2>
      {product.delivery.length ? <DeliveryList product={product} /> : null}
      <div className="delivery-info__links">
        <button type="button" className="button button--link" onClick={() => setOpen('delivery')}>
          {t`Delivery options`}
        </button>
        {product.storeStock ? (
          <button type="button" className="button button--link" onClick={() => setOpen('availability')}>
            {t`Availability in stores (${inStores})`}
          </button>
        ) : null}
      </div>
      <Dialog
        open={open === 'delivery'}
        onClose={() => setOpen(null)}
        title={t`Delivery`}
        variant="sheet-right"
        name="deliverySidebar"
      >
        {product.transport ? <p>{t`Transport class: ${product.transport}`}</p> : null}
        <DeliveryList product={product} />
      </Dialog>
      <Dialog
        open={open === 'availability' && product.storeStock}
        onClose={() => setOpen(null)}
        title={t`Availability in stores`}
        variant="sheet-right"
        name="availabilitySidebar"
      >
        {variantPending ? (
          <p className="muted store-list__note">{t`All variants together. Choose the options to see one variant.`}</p>
        ) : null}
        <StoreList stores={stores} />
      </Dialog>
    </section>
  );
}
