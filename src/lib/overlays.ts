// Overlay state of spec §2: every sidebar/modal the shop opens, one at a time; opening most overlays
// closes the mobile menu first; the my-account sidebar opens only for signed-in users.
// Framework-free store (React reads it via useSyncExternalStore); focus handling lives in src/ui.

export const overlayIds = [
  'cartSidebar',
  'wishlistSidebar',
  'loginModal',
  'authSidebar',
  'deliverySidebar',
  'availabilitySidebar',
  'newsletterModal',
  'filterSidebar',
  'search',
  'megaMenu',
  'megaMenuSidebar',
  'infoCategoriesSidebar',
  'additionalProductsSidebar',
  'conditionsModal',
  'myAccountSidebar',
  'searchSidebar',
  'notificationsSidebar',
] as const;
export type OverlayId = (typeof overlayIds)[number];

/** spec §2 auth flow steps; login and auth overlays open in `login` mode by default. */
export const authModes = [
  'login',
  'pre-register',
  'register',
  'first-login',
  'registered_accounts',
  'switch_accounts',
  'success_registration',
] as const;
export type AuthMode = (typeof authModes)[number];

/** Overlays that open on top of the mobile menu instead of closing it (its own sub-navigation). */
export const keepsMobileMenuOpen: readonly OverlayId[] = ['megaMenuSidebar', 'infoCategoriesSidebar'];

export interface OverlayState {
  active: OverlayId | null;
  mobileMenuOpen: boolean;
  authMode: AuthMode;
}

export interface OpenOptions {
  signedIn?: boolean;
  authMode?: AuthMode;
}

export const initialOverlayState: OverlayState = { active: null, mobileMenuOpen: false, authMode: 'login' };

/** Pure transition: returns the next state (the same object when nothing changes). */
export function openOverlay(state: OverlayState, id: OverlayId, options: OpenOptions = {}): OverlayState {
  if (id === 'myAccountSidebar' && !options.signedIn) return state; // spec §2, §6: guests never get it
  const authMode =
    id === 'loginModal' || id === 'authSidebar' ? (options.authMode ?? 'login') : state.authMode;
  return {
    active: id,
    mobileMenuOpen: keepsMobileMenuOpen.includes(id) ? state.mobileMenuOpen : false,
    authMode,
  };
}

export function closeOverlay(state: OverlayState, id?: OverlayId): OverlayState {
  if (state.active === null || (id && state.active !== id)) return state;
  return { ...state, active: null };
}

export function setMobileMenu(state: OverlayState, open: boolean): OverlayState {
  if (state.mobileMenuOpen === open) return state;
  // The menu is a navigation drawer: opening it closes whatever overlay was up.
  return { ...state, mobileMenuOpen: open, active: open ? null : state.active };
}

export interface OverlayStore {
  open(id: OverlayId, options?: OpenOptions): boolean;
  close(id?: OverlayId): void;
  toggle(id: OverlayId, options?: OpenOptions): void;
  setMobileMenu(open: boolean): void;
  /** The sign-in flow moved to another step (the open auth overlay's title follows it). */
  setAuthMode(mode: AuthMode): void;
  getSnapshot(): OverlayState;
  subscribe(listener: () => void): () => void;
}

export function createOverlayStore(initial: OverlayState = initialOverlayState): OverlayStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: OverlayState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    open(id, options) {
      const next = openOverlay(state, id, options);
      set(next);
      return next.active === id;
    },
    close: (id) => set(closeOverlay(state, id)),
    toggle(id, options) {
      set(state.active === id ? closeOverlay(state, id) : openOverlay(state, id, options));
    },
    setMobileMenu: (open) => set(setMobileMenu(state, open)),
    setAuthMode: (mode) => set(state.authMode === mode ? state : { ...state, authMode: mode }),
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const overlays: OverlayStore = createOverlayStore();
