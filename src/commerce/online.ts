import { useSyncExternalStore } from 'react';

// The browser's own view of connectivity (spec §4: "The app shows online or offline status from the
// browser"). Nothing touches window at module scope, so this is safe to import anywhere.

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export function subscribeOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * `true` while the browser says it is online. Use it to disable actions that need the network and say
 * so (e.g. "Placing an order needs a connection") instead of letting them fail silently.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
