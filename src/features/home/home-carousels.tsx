// The home page's product carousels (issue 16 item 2: campaign, new, popular). A lazy chunk that loads
// when the carousels come near the screen: product cards are not part of the home page's first load.
// All lists' products come in one request by SKU, each list in its editor's order.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { homeCarouselsQueryOptions } from '@/commerce/home-carousels';
import { productsBySkuQueryOptions } from '@/commerce/product';
import { orderByLastViewed as orderBySkus } from '@/lib/last-viewed';
import type { Locale } from '@/lib/locale';
import { ProductCarousel } from '@/ui/product-carousel';

export function HomeCarousels({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { data: carousels = [] } = useQuery(homeCarouselsQueryOptions(locale));
  const skus = useMemo(() => [...new Set(carousels.flatMap((c) => c.skus))], [carousels]);
  const { data: products = [] } = useQuery({
    ...productsBySkuQueryOptions(skus, locale),
    enabled: skus.length > 0,
  });
  return (
    <>
      {carousels.map((carousel) => (
        <ProductCarousel
          key={carousel.identifier}
          id={`home-${carousel.identifier}`}
          title={carousel.title}
          products={orderBySkus(products, carousel.skus)}
          locale={locale}
          more={carousel.url ? { href: carousel.url, label: t`See all` } : undefined}
        />
      ))}
    </>
  );
}
