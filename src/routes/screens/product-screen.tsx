// Product page screen (spec §2 /p/{id}/{slug} and /p/{sku}): the id segment is the sku; the loader and
// this component share productDetailQueryOptions, so the data the loader fetched is read here.
import { useQuery } from '@tanstack/react-query';
import { useParams, useRouterState } from '@tanstack/react-router';
import { OfflineError } from '@/commerce/client';
import { useOnline } from '@/commerce/online';
import { productDetailQueryOptions } from '@/commerce/product';
import { TallPending } from '@/routes/pending';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { ProductPage } from '@/features/product/product-page';
import { OfflineScreen } from '@/routes/offline-screen';
import { useLocale } from '@/routes/use-locale';

export function ProductScreen() {
  const locale = useLocale();
  const online = useOnline();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { id } = useParams({ strict: false }) as { id?: string };
  const sku = id ?? '';
  const query = useQuery({ ...productDetailQueryOptions({ sku }, locale), enabled: sku !== '' });
  if (query.data) {
    return <ProductPage key={query.data.sku} product={query.data} locale={locale} pathname={pathname} />;
  }
  if (query.data === null || sku === '') return <NotFoundPage locale={locale} />;
  if (query.isError && online && !(query.error instanceof OfflineError)) throw query.error;
  // Never opened on this device and no connection: say so (spec §4); it loads when the connection returns.
  if (!online || query.isError) return <OfflineScreen locale={locale} />;
  return <TallPending />;
}
