// Links built from back-end data (product and category paths) are plain <a href>s; an ordinary click
// navigates inside the app, a modified click is left to the browser (new tab, window, download).
import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { isPlainClick, type ClickLike } from '@/lib/plain-click';

export function useClientNavigation() {
  const router = useRouter();
  return useCallback(
    (href: string) => (event: ClickLike & { preventDefault(): void }) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
}
