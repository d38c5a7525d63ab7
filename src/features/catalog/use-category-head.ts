// SEO of a category page: meta description and canonical link (src/ui/use-page-head), and on the server its
// BreadcrumbList (issue 14).
import type { Locale } from '@/lib/locale';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { categoryPagePath } from '@/lib/seo/shop-paths';
import { usePageHead } from '@/ui/use-page-head';
import { useServerHeadOf } from '@/ui/server-page';

export interface CategoryHead {
  description: string | null;
  canonicalPath: string;
  /** the trail from the top category down to this one (its own name last) */
  trail: { name: string; urlPath: string }[];
  locale: Locale;
}

export function useCategoryHead(head: CategoryHead | null) {
  usePageHead(head?.description ?? null, head?.canonicalPath ?? null);
  useServerHeadOf((origin) =>
    head
      ? {
          jsonLd: [
            breadcrumbJsonLd(
              head.trail.map((c) => ({
                name: c.name,
                url: origin + categoryPagePath(head.locale, c.urlPath),
              })),
            ),
          ],
        }
      : {},
  );
}
