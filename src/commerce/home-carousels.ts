// The home page's product carousels (issue 16 item 2): the content service names each list's title, link
// and SKUs (content type productCarousel, as a page builder's product list names its products); the
// products come from the catalogue by SKU, priced for the shopper like any card.
import { queryOptions } from '@/commerce/query-options';
import { fetchContentItems, shopPath } from '@/commerce/content-items';
import type { Locale } from '@/lib/locale';

export interface HomeCarousel {
  identifier: string;
  title: string;
  url: string;
  skus: string[];
}

const asCarousel = (raw: Record<string, unknown>): HomeCarousel | null => {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const skus = Array.isArray(raw.skus) ? raw.skus.filter((s): s is string => typeof s === 'string') : [];
  if (!str(raw.identifier) || !str(raw.title) || skus.length === 0) return null;
  return { identifier: str(raw.identifier), title: str(raw.title), url: shopPath(str(raw.url)), skus };
};

export const homeCarouselsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'productCarousels', locale] as const,
    queryFn: async ({ signal }): Promise<HomeCarousel[]> => {
      const items = await fetchContentItems('productCarousel', locale, signal);
      return items.map(asCarousel).filter((c): c is HomeCarousel => c !== null);
    },
    staleTime: 10 * 60_000,
  });
