// spec §3/§9 last viewed: up to 10 skus from local storage (lastViewedProductsSkus), fetched by sku
// list and shown newest first. A lazy chunk: product cards are not part of the home page's first load.
import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { productsBySkuQueryOptions } from '@/commerce/product';
import { LAST_VIEWED_KEY, lastViewedSkus, orderByLastViewed } from '@/lib/last-viewed';
import type { Locale } from '@/lib/locale';
import { ProductCard } from '@/ui/product-card';

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
function readStored(): string | null {
  try {
    return window.localStorage.getItem(LAST_VIEWED_KEY);
  } catch {
    return null; // storage blocked: nothing was recorded either
  }
}

export function LastViewed({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const router = useRouter();
  // the stored text is the snapshot (stable between renders); another tab's change is picked up too
  const stored = useSyncExternalStore(subscribeStorage, readStored, () => null);
  const skus = useMemo(() => lastViewedSkus({ getItem: () => stored, setItem: () => undefined }), [stored]);
  const { data } = useQuery({ ...productsBySkuQueryOptions(skus, locale), enabled: skus.length > 0 });
  const products = orderByLastViewed(data ?? [], skus);
  if (products.length === 0) return null;
  return (
    <section className="home__section last-viewed" aria-labelledby="home-last-viewed">
      <h2 id="home-last-viewed" className="home__heading">
        {t`Recently viewed`}
      </h2>
      <ul className="last-viewed__list">
        {products.map((product) => {
          const href = `/${locale}${product.path}`;
          return (
            <li key={product.uid}>
              <ProductCard
                product={product}
                href={href}
                onOpen={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void router.navigate({ href });
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
