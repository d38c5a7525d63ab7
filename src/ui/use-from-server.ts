import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React renders the server's HTML (on the server, and in the browser while hydrating it); false in any
 * other render. A render that differs by it renders again right after hydration, with false.
 */
export function useFromServer(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
