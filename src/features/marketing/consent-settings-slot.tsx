// The footer's place for "Cookie settings" (spec §7 consent): the footer renders the empty element, measurement
// puts the button into it (consent-banner.tsx, a portal) once the element is mounted. Mounted, not merely in the
// document: a footer the server rendered is hydrated later, and a portal into it before then would not match.
import { useEffect, useRef, useSyncExternalStore } from 'react';

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const publish = (next: HTMLElement | null) => {
  slot = next;
  for (const listener of listeners) listener();
};

export function ConsentSettingsSlot() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const own = ref.current;
    publish(own);
    return () => {
      if (slot === own) publish(null);
    };
  }, []);
  return <span ref={ref} className="footer__consent" />;
}

/** The mounted footer element for the button; null while there is none. */
export function useConsentSettingsSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
