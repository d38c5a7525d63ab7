import { useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};
const hasNoObserver = () => typeof IntersectionObserver === 'undefined';

/** True in a browser without IntersectionObserver; false on the server and while hydrating (as the HTML was). */
export const useNoObserver = (): boolean => useSyncExternalStore(never, hasNoObserver, () => false);

/**
 * Whether the element is on screen now (an IntersectionObserver, any part of it visible) and the page is the one
 * shown (not a tab in the background); `el` comes from a callback ref (useState's setter), so an element that
 * renders later is observed too. False until the browser has said so, on the server too; true in a browser
 * without IntersectionObserver. For work that only matters while the shopper can see it (a carousel's autoplay).
 */
export function useOnScreen(el: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!el || hasNoObserver()) return;
    let intersecting = false;
    const update = () => setOnScreen(intersecting && document.visibilityState !== 'hidden');
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) intersecting = entry.isIntersecting;
      update();
    });
    observer.observe(el);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [el]);
  return useNoObserver() || onScreen;
}
