// spec §3/§9 last viewed: up to 10 skus from local storage (lastViewedProductsSkus), fetched by sku
// list and shown newest first. A lazy chunk: product cards are not part of the home page's first load.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { productsBySkuQueryOptions } from '@/commerce/product';
import { lastViewedSkus, orderByLastViewed } from '@/lib/last-viewed';
import type { Locale } from '@/lib/locale';
import { ProductCardList } from '@/ui/product-card-list';

/** `stored`: the raw lastViewedProductsSkus text (read by the home page, which loads this lazily). */
export function LastViewed({ locale, stored }: { locale: Locale; stored: string }) {
  const { t } = useLingui();
  const skus = useMemo(() => lastViewedSkus({ getItem: () => stored, setItem: () => undefined }), [stored]);
  const { data } = useQuery({ ...productsBySkuQueryOptions(skus, locale), enabled: skus.length > 0 });
  const products = orderByLastViewed(data ?? [], skus);
  if (products.length === 0) return null;
  return (
    <section className="home__section last-viewed" aria-labelledby="home-last-viewed">
      <h2 id="home-last-viewed" className="home__heading">
        {t`Recently viewed`}
      </h2>
      <ProductCardList products={products} locale={locale} className="last-viewed__list" />
    </section>
  );
}
