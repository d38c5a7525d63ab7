// This store's stock and shelf (issue 13 item 3), on kiosk cards and the kiosk product page.
import { useLingui } from '@lingui/react/macro';
import type { KioskProduct } from '@/lib/kiosk';

export function KioskStock({ product }: { product: KioskProduct }) {
  const { t } = useLingui();
  const qty = product.qtyHere;
  const unit = product.unit;
  return (
    <div className="kiosk-stock">
      {qty > 0 ? (
        <p className="kiosk-stock__here">{t`In this store: ${qty} ${unit}`}</p>
      ) : (
        <p className="kiosk-stock__none">{t`Not in this store now: order for delivery`}</p>
      )}
      {qty > 0 && product.aisle !== null && product.shelf ? (
        <p className="kiosk-stock__shelf" data-testid="kiosk-shelf">
          {t`Aisle ${product.aisle}, shelf ${product.shelf}`}
        </p>
      ) : null}
    </div>
  );
}
