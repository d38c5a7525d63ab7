// The part of the install button that must run at startup: Chromium fires `beforeinstallprompt` once,
// possibly before React mounts, so app.tsx starts listening right away and the event is held here. What
// the button shows (install-prompt.ts, with device detection) loads with the button, and the button only
// when it may have something to show (`installMayBeOffered`).
import { isIosUserAgent } from '@/lib/ios';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let capturing = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening for `beforeinstallprompt` / `appinstalled` (idempotent). */
export function startInstallPromptCapture(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our button offers the install instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

/** Called when the held event or the installed flag changes. */
export function subscribeInstallEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the install button may show anything: an install event is held, or the browser may be iOS
 * Safari, which has no install event and gets add-to-home-screen steps (install-prompt.ts decides).
 */
export function installMayBeOffered(): boolean {
  return deferred !== null || isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints);
}

export const heldInstallEvent = (): BeforeInstallPromptEvent | null => deferred;
export const installedThisSession = (): boolean => installed;

/** The held event can be used once only: hands it over and forgets it. */
export function takeInstallEvent(): BeforeInstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  return event;
}

export function markInstalled(): void {
  installed = true;
}
