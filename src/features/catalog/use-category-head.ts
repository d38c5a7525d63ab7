// SEO of a category page: meta description and canonical link (src/ui/use-page-head).
import { usePageHead } from '@/ui/use-page-head';

export function useCategoryHead(head: { description: string | null; canonicalPath: string } | null) {
  usePageHead(head?.description ?? null, head?.canonicalPath ?? null);
}
