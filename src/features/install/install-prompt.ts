import { detectDevice } from '@/lib/device';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallMode = 'hidden' | 'prompt' | 'ios-instructions';

export interface InstallFacts {
  /** Running as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** `appinstalled` fired in this session. */
  installed: boolean;
  /** A `beforeinstallprompt` event is being held. */
  canPrompt: boolean;
  /** iOS Safari has no install event: it gets add-to-home-screen instructions (issue 3 item 9). */
  iosSafari: boolean;
}

/** Pure: what the install button shows. */
export function installMode(f: InstallFacts): InstallMode {
  if (f.standalone || f.installed) return 'hidden';
  if (f.canPrompt) return 'prompt';
  if (f.iosSafari) return 'ios-instructions';
  return 'hidden';
}

export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const d = detectDevice({ userAgent, width: 0, maxTouchPoints });
  return d.os === 'ios' && d.browser === 'safari';
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let capturing = false;
const listeners = new Set<() => void>();
let snapshot: InstallMode = 'hidden';

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

function recompute(): void {
  const next = installMode({
    standalone: isStandalone(),
    installed,
    canPrompt: deferred !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  });
  if (next !== snapshot) {
    snapshot = next;
    listeners.forEach((l) => l());
  }
}

/**
 * Starts listening for `beforeinstallprompt` / `appinstalled`. The event can fire before React mounts,
 * so app.tsx calls this at startup; the button also calls it on mount (idempotent).
 */
export function startInstallPromptCapture(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our button offers the install instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    recompute();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    recompute();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', recompute);
  recompute();
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getInstallMode = (): InstallMode => snapshot;

/** Shows the browser's install dialog; the held event can be used once only. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  recompute();
  return outcome;
}
