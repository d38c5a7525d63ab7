// spec §3 product fields for crawlers and sharing (issue 14): schema.org Product (the price a guest pays, stock,
// rating, brand, sku and manufacturer code) and its BreadcrumbList, and the Open Graph picture; written into the
// head of the page the server renders (nothing is computed in the browser).
import type { ProductDetail } from '@/commerce/product-detail';
import type { Locale } from '@/lib/locale';
import { chooseSpecialPrice, shownPrice } from '@/lib/prices';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { categoryPagePath } from '@/lib/seo/shop-paths';
import { useServerHeadOf } from '@/ui/server-page';

const GUEST = { loggedIn: false } as const;

export function useProductStructuredData(
  product: ProductDetail,
  locale: Locale,
  rating: { average: number; count: number } | null,
) {
  useServerHeadOf((origin) => {
    const url = `${origin}/${locale}${product.path}`;
    const special = chooseSpecialPrice(product.price.tiers, GUEST, { now: new Date() });
    const price = shownPrice(product.price.regularCents, special);
    const images = product.images.map((image) => image.url);
    return {
      ogType: 'product',
      ...(images[0] ? { image: images[0] } : {}),
      jsonLd: [
        productJsonLd({
          name: product.name,
          url,
          sku: product.sku,
          descriptionHtml: product.descriptionHtml,
          images,
          brand: product.brand,
          mpn: product.manufacturerCode,
          priceCents: price.finalCents,
          currency: product.price.currency,
          inStock: product.inStock,
          specialPriceUntil: price.special?.validUntil ?? null,
          rating: rating && rating.count > 0 ? rating : null,
        }),
        breadcrumbJsonLd([
          ...product.breadcrumbs.map((crumb) => ({
            name: crumb.name,
            url: origin + categoryPagePath(locale, crumb.urlPath),
          })),
          { name: product.name, url },
        ]),
      ],
    };
  });
}
