import { useLingui } from '@lingui/react/macro';
import { IMAGE_SIZES } from '@/lib/image-url';
import { kioskCardImageUrl, screenImageDensity } from '@/lib/kiosk-images';
import type { KioskProduct } from '@/lib/kiosk';
import type { Locale } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { Image } from '@/ui/image';
import { addKioskProduct } from '@/features/kiosk/kiosk-add';
import { KioskStock } from '@/features/kiosk/kiosk-stock';

export function KioskPrice({ product, locale }: { product: KioskProduct; locale: Locale }) {
  const { t } = useLingui();
  const now = formatMoney(product.finalCents, locale);
  const was = formatMoney(product.regularCents, locale);
  return (
    <p className="kiosk-price">
      <span className="kiosk-price__final">{now}</span>
      {product.finalCents < product.regularCents ? (
        <span className="kiosk-price__regular">
          <span className="visually-hidden">{t`Regular price`} </span>
          <s>{was}</s>
        </span>
      ) : null}
    </p>
  );
}

export function KioskProductCard({
  product,
  locale,
  href,
  onOpen,
}: {
  product: KioskProduct;
  locale: Locale;
  href: string;
  onOpen: (href: string) => void;
}) {
  const { t } = useLingui();
  const name = product.name;
  const size = IMAGE_SIZES.productCard;
  return (
    <article className="kiosk-card" data-sku={product.sku}>
      <a
        className="kiosk-card__link"
        href={href}
        onClick={(e) => {
          e.preventDefault();
          onOpen(href);
        }}
      >
        {/* the one picture the preload keeps for this card (lib/kiosk-images), so it shows with no network */}
        <Image
          src={product.imagePath ? kioskCardImageUrl(product.imagePath, screenImageDensity()) : null}
          alt=""
          width={size.width}
          height={size.height}
        />
        {product.brand ? <span className="kiosk-card__brand">{product.brand}</span> : null}
        <span className="kiosk-card__name">{name}</span>
      </a>
      <KioskPrice product={product} locale={locale} />
      <KioskStock product={product} />
      <button
        type="button"
        className="kiosk-button kiosk-button--primary"
        onClick={() => addKioskProduct(product)}
      >
        {t`Add to cart`}
        <span className="visually-hidden">: {name}</span>
      </button>
    </article>
  );
}
