// What the default layout brings besides the page, in a chunk of its own (out of the startup chunk):
// - spec §2 countdown banner: its code and content before the page renders, so it is in the first render and
//   pushes nothing down later (no layout shift); offline only a cached one;
// - spec §2 ticker banner: its content likewise, so the server renders it and the app hydrates it as it is (it
//   appearing after hydration was a render and a restyle of the whole page on the first visit's main thread);
// - spec §2 mega menu: the category tree fetched once the browser is idle (when stale), so the menu opens at
//   once and, being persisted, offline too.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '@/commerce/category-tree';
import { countdownQueryOptions, tickerQueryOptions } from '@/commerce/content';
import { isOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';

export { CountdownBanner } from '@/features/countdown/countdown-banner';

function warmCategoryTree(client: QueryClient, locale: Locale): void {
  if (typeof window === 'undefined') return; // a server render has no menu to open
  const warm = () => void client.prefetchQuery(categoryTreeQueryOptions(locale));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 5000 });
  else window.setTimeout(warm, 2000);
}

/** A banner's content before the page renders; offline only a cached one. A banner is extra: never an error. */
async function ensureBanner<T, K extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<void> {
  if (isOnline() || client.getQueryData(options.queryKey) !== undefined)
    await client.ensureQueryData(options).catch(() => undefined);
}

export async function prepareDefaultLayout(client: QueryClient, locale: Locale): Promise<void> {
  warmCategoryTree(client, locale);
  await Promise.all([
    ensureBanner(client, countdownQueryOptions(locale)),
    ensureBanner(client, tickerQueryOptions(locale)),
  ]);
}
