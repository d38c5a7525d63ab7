// Inside the kiosk feature: a part of the kiosk screen (the cart handoff) asks the guard for the reset.
type Listener = () => void;
const listeners = new Set<Listener>();

export function requestKioskReset(): void {
  listeners.forEach((listener) => listener());
}

export function onKioskResetRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
