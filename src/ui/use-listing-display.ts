import { useCallback, useSyncExternalStore } from 'react';
import { parseListingDisplay, storageKeys, type ListingDisplay } from '@/lib/storage-keys';

// The grid/list choice is remembered across visits in local storage (spec §2: default grid).
const listeners = new Set<() => void>();

function read(): ListingDisplay {
  try {
    return parseListingDisplay(localStorage.getItem(storageKeys.listingDisplay));
  } catch {
    return 'grid';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.listingDisplay) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useListingDisplay(): [ListingDisplay, (next: ListingDisplay) => void] {
  const value = useSyncExternalStore(subscribe, read, () => 'grid' as const);
  const set = useCallback((next: ListingDisplay) => {
    try {
      localStorage.setItem(storageKeys.listingDisplay, next);
    } catch {
      // Storage full or blocked: the choice simply is not remembered.
    }
    listeners.forEach((l) => l());
  }, []);
  return [value, set];
}
