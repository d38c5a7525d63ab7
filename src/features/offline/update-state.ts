// The state the update prompt shows, apart from the registration code (register-sw.ts), which loads
// after the page's load event (issue 4: home page JS budget) while the prompt renders from the start.

/**
 * What the update prompt needs to know. `waiting`: a new version is installed and waits for the user.
 * `activated`: a new version already took over (accepted in another tab); only a reload is missing.
 */
export interface UpdateState {
  waiting: boolean;
  activated: boolean;
  dismissed: boolean;
}

let state: UpdateState = { waiting: false, activated: false, dismissed: false };
const listeners = new Set<() => void>();

export function setUpdateState(patch: Partial<UpdateState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const getUpdateState = (): UpdateState => state;

export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Later": hide the prompt for this page; the next visit shows it again. */
export function dismissUpdate(): void {
  setUpdateState({ dismissed: true });
}

/** "Update": handled by the registration module (loaded by then: the prompt follows registration). */
export function acceptUpdate(): void {
  void import('@/features/offline/register-sw').then((m) => m.acceptUpdate());
}
