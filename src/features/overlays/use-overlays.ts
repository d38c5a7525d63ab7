import { useSyncExternalStore } from 'react';
import { overlays, type OverlayState } from '@/lib/overlays';

export function useOverlayState(): OverlayState {
  return useSyncExternalStore(overlays.subscribe, overlays.getSnapshot, overlays.getSnapshot);
}
