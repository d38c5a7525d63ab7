import { useSyncExternalStore } from 'react';

const never = () => () => {};
/** From just before the page's first hydration until its effects have run (src/routes/app.tsx). */
let firstHydration = false;

/** src/routes/app.tsx: the page the server rendered is being hydrated (true), or its effects have run (false). */
export function setFirstHydration(hydrating: boolean): void {
  firstHydration = hydrating;
}

/**
 * True while React renders the server's HTML (on the server, and in the browser while hydrating it); false in any
 * other render. The browser reads true until the page's first hydration is over, so what that hydration rendered is
 * not rendered again at once: a reading that differs from the server's makes React re-render urgently after the
 * commit, running every effect of the just-hydrated page in the same task. A part hydrated later (HydrateWhenSeen)
 * renders again right after its hydration, with false.
 */
export function useFromServer(): boolean {
  return useSyncExternalStore(
    never,
    () => firstHydration,
    () => true,
  );
}
