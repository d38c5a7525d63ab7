import { detectDevice } from '@/lib/device';
import {
  heldInstallEvent,
  installedThisSession,
  markInstalled,
  startInstallPromptCapture,
  subscribeInstallEvents,
  takeInstallEvent,
} from '@/features/install/install-capture';

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

const listeners = new Set<() => void>();
let snapshot: InstallMode = 'hidden';
let watching = false;

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

function recompute(): void {
  const next = installMode({
    standalone: isStandalone(),
    installed: installedThisSession(),
    canPrompt: heldInstallEvent() !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  });
  if (next !== snapshot) {
    snapshot = next;
    listeners.forEach((l) => l());
  }
}

/**
 * Follows the install events (install-capture.ts has listened since startup) and the display mode.
 * Idempotent; the button calls it on mount.
 */
export function watchInstallMode(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  startInstallPromptCapture();
  subscribeInstallEvents(recompute);
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
  const event = takeInstallEvent();
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') markInstalled();
  recompute();
  return outcome;
}
