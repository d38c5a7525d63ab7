// Page titles: routes declare a default title (staticData.title); a screen that knows better (a
// category name) overrides it for its path with usePageTitle. The root route renders document.title.
import { createContext, useContext, useEffect } from 'react';
import { useServerHead } from '@/ui/server-page';

export interface PageTitleOverride {
  path: string;
  title: string;
}

export const PageTitleContext = createContext<(override: PageTitleOverride | null) => void>(() => {});

export function usePageTitle(title: string | null | undefined, path: string): void {
  const set = useContext(PageTitleContext);
  useServerHead(title ? { title } : {});
  useEffect(() => {
    if (!title) return;
    set({ path, title });
    return () => set(null);
  }, [set, title, path]);
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the shop's name is the same in every language
export const SHOP_NAME = 'Ehituspood';

export function composeDocumentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
}
