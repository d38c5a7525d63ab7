import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@/lib/locale';

/** The search the search page shows (/{locale}/search?term=…), or '' on any other page. */
export function useSearchTerm(locale: Locale): string {
  return useRouterState({
    select: (s) => {
      if (s.location.pathname !== `/${locale}/search`) return '';
      const term = (s.location.search as { term?: unknown }).term;
      return typeof term === 'string' ? term : '';
    },
  });
}
