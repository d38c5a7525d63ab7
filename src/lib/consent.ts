import { storageKeys } from '@/lib/storage-keys';

// The cookie consent choice (issue 16 part 5): necessary (always), analytics (the tag manager and its data
// layer) and marketing (conversions). Stored on the device in localStorage; framework-free, so lib, features
// and routes read it alike. Also whether the banner was asked to reopen (the footer's button).

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the choice */
  at: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: ConsentChoice | null | undefined;
let reopened = false;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof v.analytics !== 'boolean' || typeof v.marketing !== 'boolean' || typeof v.at !== 'string')
      return null;
    return { analytics: v.analytics, marketing: v.marketing, at: v.at };
  } catch {
    return null;
  }
}

const emit = () => {
  for (const l of listeners) l();
};

export const consent = {
  /** The stored choice; null until the person chose. */
  get(): ConsentChoice | null {
    cached ??= parseConsent(storage()?.getItem(storageKeys.consent));
    return cached;
  },
  choose(choice: { analytics: boolean; marketing: boolean }): void {
    cached = { ...choice, at: new Date().toISOString() };
    try {
      storage()?.setItem(storageKeys.consent, JSON.stringify(cached));
    } catch {
      // storage full or blocked: the choice holds for this page's life
    }
    reopened = false;
    emit();
  },
  /** The footer's "Cookie settings": show the choices again. */
  reopen(): void {
    reopened = true;
    emit();
  },
  /** Closed without a new choice (Escape on a reopened banner). */
  dismiss(): void {
    reopened = false;
    emit();
  },
  isReopened: (): boolean => reopened,

  subscribe(listener: Listener): () => void {
    watchOtherTabs();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A choice made in another tab counts here too.
let watching = false;
function watchOtherTabs() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('storage', (e) => {
    if (e.key !== storageKeys.consent) return;
    cached = parseConsent(e.newValue);
    emit();
  });
}
