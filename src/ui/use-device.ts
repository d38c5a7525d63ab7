import { useSyncExternalStore } from 'react';
import { detectDevice, watchDevice, type DeviceInfo } from '@/lib/device';

// spec §3 device info for components; re-detected 50 ms after the last resize (spec §9).
let current: DeviceInfo | null = null;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function read(): DeviceInfo {
  return detectDevice({
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stop) {
    stop = watchDevice(
      window,
      () => ({
        userAgent: navigator.userAgent,
        width: window.innerWidth,
        maxTouchPoints: navigator.maxTouchPoints,
      }),
      (info) => {
        current = info;
        listeners.forEach((l) => l());
      },
    );
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

function getSnapshot(): DeviceInfo {
  current ??= read();
  return current;
}

const serverSnapshot: DeviceInfo = detectDevice({ userAgent: '', width: 1440 });

export function useDevice(): DeviceInfo {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
