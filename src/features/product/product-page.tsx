// spec §2/§3 product page for every product type: critical data renders at once; reviews, related
// and upsell products arrive later (deferred query) without moving what is already shown.
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { productExtrasQueryOptions } from '@/commerce/product';
import type { ProductDetail } from '@/commerce/product-detail';
import { addLastViewed } from '@/lib/last-viewed';
import { centsToValue, pushDataLayer } from '@/lib/data-layer';
import type { Locale } from '@/lib/locale';
import { AppLink } from '@/features/product/app-link';
import { BuyBox } from '@/features/product/buy-box';
import { DeliveryInfo } from '@/features/product/delivery-info';
import { ProductDetails } from '@/features/product/product-details';
import { ProductGallery } from '@/features/product/product-gallery';
import { useProductHead } from '@/features/product/use-product-head';
import { lazyPart } from '@/ui/lazy-part';
import {
  initialSelection,
  selectedVariant,
  stockShown,
  type Selection,
} from '@/features/product/variant-selection';
import '@/features/product/product.css';
import { useProductStructuredData } from '@/features/product/product-structured-data';

// Below the fold: rendered after the first paint in their own chunks (shorter main-thread tasks).
const ProductReviews = lazyPart('ProductReviews', () =>
  import('@/features/product/product-reviews').then((m) => ({ default: m.ProductReviews })),
);
const ProductCarousel = lazyPart('ProductCarousel', () =>
  import('@/ui/product-carousel').then((m) => ({ default: m.ProductCarousel })),
);

function Breadcrumbs({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumbs`}>
      <ol>
        <li>
          <AppLink href={`/${locale}`}>{t`Home`}</AppLink>
        </li>
        {product.breadcrumbs.map((b) => (
          <li key={b.urlPath}>
            <AppLink href={`/${locale}/c/${b.urlPath}`}>{b.name}</AppLink>
          </li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}

export function ProductPage({
  product,
  locale,
  pathname,
}: {
  product: ProductDetail;
  locale: Locale;
  pathname: string;
}) {
  const { t } = useLingui();
  const { data: answered } = useQuery(productExtrasQueryOptions(product.sku, locale));
  // Reviews and carousels are below the fold: they render in a background pass React can interrupt,
  // not inside the page's first render (Total Blocking Time on slow phones).
  const extras = useDeferredValue(answered, null) ?? undefined;
  // Chosen configurable options: the buy box and the stores sidebar both follow the chosen variant.
  const [selection, setSelection] = useState<Selection>(() =>
    product.configurable ? initialSelection(product.configurable.options) : {},
  );
  const variant = product.configurable
    ? selectedVariant(product.configurable.options, product.configurable.variants, selection)
    : null;
  useProductHead({
    title: product.metaTitle?.replace(/\s*\|\s*[^|]*$/, '') || product.name,
    description: product.metaDescription,
    canonicalPath: `/${locale}${product.path}`,
    pathname,
  });
  useProductStructuredData(
    product,
    locale,
    answered ? { average: answered.average, count: answered.reviewCount } : null,
  );
  // spec §3/§9: last viewed products (products without sku are ignored by lib/last-viewed)
  useEffect(() => {
    addLastViewed(window.localStorage, product);
  }, [product]);
  // spec §7 view_item (GA4 ecommerce shape), once per product shown
  useEffect(() => {
    const value = centsToValue(product.price.finalCents);
    pushDataLayer({
      event: 'view_item',
      ecommerce: {
        currency: product.price.currency,
        value,
        items: [
          {
            item_id: product.sku,
            item_name: product.name,
            ...(product.brand ? { item_brand: product.brand } : {}),
            price: value,
            quantity: 1,
          },
        ],
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per product, not per re-render
  }, [product.sku]);

  return (
    <div className="page container product-page" data-product-type={product.typename}>
      <Breadcrumbs product={product} locale={locale} />
      <div className="product-page__top">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-page__summary">
          {product.brand ? <p className="product-page__brand">{product.brand}</p> : null}
          <h1 className="product-page__name">{product.name}</h1>
          <p className="product-page__sku">
            {t`Product code`}: <span data-testid="product-sku">{product.sku}</span>
          </p>
          {product.shortDescriptionHtml ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }} />
          ) : null}
          {product.foreignAssortment ? <p className="notice">{t`Special order product`}</p> : null}
          <BuyBox product={product} locale={locale} selection={selection} onSelectionChange={setSelection} />
          <DeliveryInfo
            product={product}
            stores={stockShown(product, variant).stores}
            variantPending={!!product.configurable && !variant}
          />
        </div>
      </div>
      <ProductDetails product={product} locale={locale} />
      <Suspense fallback={null}>
        <ProductReviews sku={product.sku} extras={extras} locale={locale} />
        {extras ? (
          <>
            <ProductCarousel
              id="related"
              title={t`Related products`}
              products={extras.related}
              locale={locale}
            />
            <ProductCarousel
              id="upsell"
              title={t`You may also like`}
              products={extras.upsell}
              locale={locale}
            />
          </>
        ) : null}
      </Suspense>
    </div>
  );
}
