// What the default layout brings besides the page, in a chunk of its own (out of the startup chunk):
// - spec §2 countdown banner: its code and content before the page renders, so it is in the first render and
//   pushes nothing down later (no layout shift); offline only a cached one;
// - spec §2 mega menu: the category tree fetched once the browser is idle (when stale), so the menu opens at
//   once and, being persisted, offline too.
import type { QueryClient } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '@/commerce/category-tree';
import { countdownQueryOptions } from '@/commerce/content';
import { isOnline } from '@/commerce/online';
import type { Locale } from '@/lib/locale';

export { CountdownBanner } from '@/features/countdown/countdown-banner';

function warmCategoryTree(client: QueryClient, locale: Locale): void {
  if (typeof window === 'undefined') return; // a server render has no menu to open
  const warm = () => void client.prefetchQuery(categoryTreeQueryOptions(locale));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 5000 });
  else window.setTimeout(warm, 2000);
}

export async function prepareDefaultLayout(client: QueryClient, locale: Locale): Promise<void> {
  warmCategoryTree(client, locale);
  const countdown = countdownQueryOptions(locale);
  if (isOnline() || client.getQueryData(countdown.queryKey) !== undefined)
    await client.ensureQueryData(countdown).catch(() => undefined); // the banner is extra: never an error
}
