// A product on the kiosk (issue 13 items 3, 4): from the preloaded assortment, so it opens with no network;
// this store's stock and shelf first.
import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addLastViewed } from '@/lib/last-viewed';
import { Image } from '@/ui/image';
import { usePageTitle } from '@/ui/page-title';
import { useKioskData } from '@/features/kiosk/kiosk-data';
import { addKioskProduct } from '@/features/kiosk/kiosk-add';
import { KioskPrice } from '@/features/kiosk/kiosk-product-card';
import { KioskStock } from '@/features/kiosk/kiosk-stock';

const MAIN_IMAGE = { width: 600, height: 600 };

export function KioskProductPage({ sku, homeHref }: { sku: string; homeHref: string }) {
  const { t } = useLingui();
  const { bySku, assortment, locale } = useKioskData();
  const qtyId = useId();
  const [quantity, setQuantity] = useState(1);
  const product = bySku.get(sku);
  usePageTitle(product?.name ?? null, `/${locale}/kiosk/p/${encodeURIComponent(sku)}`);
  useEffect(() => {
    // last viewed, as on the shop's product page: wiped with everything else at the reset
    if (product) addLastViewed(localStorage, product);
  }, [product]);

  if (!assortment) return <p className="kiosk-empty">{t`The store's products are loading…`}</p>;
  if (!product)
    return (
      <div className="kiosk-empty">
        <h1>{t`This product is not sold in this store.`}</h1>
        <a className="kiosk-button" href={homeHref}>
          {t`Back to products`}
        </a>
      </div>
    );
  return (
    <article className="kiosk-product">
      <Image
        className="kiosk-product__image"
        src={product.imagePath ? `/media/${product.imagePath}` : null}
        alt={product.name}
        width={MAIN_IMAGE.width}
        height={MAIN_IMAGE.height}
        priority
      />
      <div className="kiosk-product__body">
        {product.brand ? <p className="kiosk-card__brand">{product.brand}</p> : null}
        <h1 className="kiosk-product__name">{product.name}</h1>
        <p className="kiosk-product__sku">{t`Product code ${product.sku}`}</p>
        <KioskPrice product={product} locale={locale} />
        <KioskStock product={product} />
        {product.description ? <p className="kiosk-product__text">{product.description}</p> : null}
        <div className="kiosk-product__buy">
          <label htmlFor={qtyId}>{t`Quantity`}</label>
          <div className="kiosk-qty">
            <button
              type="button"
              className="kiosk-button"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              aria-label={t`Fewer`}
            >
              −
            </button>
            <input
              id={qtyId}
              className="kiosk-input kiosk-qty__input"
              inputMode="numeric"
              value={quantity}
              onChange={(e) => {
                const n = Number.parseInt(e.target.value, 10);
                setQuantity(Number.isFinite(n) && n > 0 ? Math.min(n, 999) : 1);
              }}
            />
            <button
              type="button"
              className="kiosk-button"
              onClick={() => setQuantity((q) => Math.min(999, q + 1))}
              aria-label={t`More`}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="kiosk-button kiosk-button--primary"
            onClick={() => addKioskProduct(product, quantity)}
          >
            {t`Add to cart`}
          </button>
        </div>
      </div>
    </article>
  );
}
