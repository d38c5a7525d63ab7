// SEO for the product page (spec §2 product): title, meta description (the name when the product has
// none) and canonical link in the document head, restored when the page is left.
import { usePageTitle } from '@/ui/page-title';
import { usePageHead } from '@/ui/use-page-head';

export function useProductHead({
  title,
  description,
  canonicalPath,
  pathname,
}: {
  title: string;
  description: string | null;
  /** Path with the locale prefix, e.g. /et/p/SIM-0001/kruvikeeraja. */
  canonicalPath: string;
  pathname: string;
}) {
  usePageTitle(title, pathname);
  usePageHead(description ?? title, canonicalPath);
}
