// Who is signed in, for the shell (header icon, route guard, cart): the customer token itself lives in
// the HttpOnly `vsf-customer` cookie that page scripts cannot read (DESIGN.md); the server sets the
// readable, non-secret `vsf-session` flag beside it with the same lifetime and clears both together.
// Features announce sign-in and sign-out here and register what must happen then (the cart merges the
// guest cart, personal data is wiped) without importing each other.
import { cookieNames } from '@/lib/cookies';
import { readDocumentCookie } from '@/lib/document-cookie';
import { CLUB_MASTERS, CLUB_PRO } from '@/lib/club-groups';
import type { PriceCustomer } from '@/lib/prices';

/** Marker the commerce client passes as its "token" when the session rides on the HttpOnly cookie. */
export const COOKIE_SESSION = 'cookie-session';

export function isSignedIn(): boolean {
  return readDocumentCookie(cookieNames.session) === '1';
}

/**
 * storageKeys.sessionOwner: '1' while this device holds a signed-in person's data (noted by the session watch,
 * lib/session-watch.ts, and removed with that data). Not imported from storage-keys.ts: this module is the entry's.
 * A session can end without a sign-out here (its cookies expire with it, another tab signs out): the note is how
 * the next start knows what was left behind.
 */
export const SESSION_OWNER = 'sessionOwner';

/** A signed-in person's data is on this device, but nobody is signed in any more. */
export function personDataLeftBehind(): boolean {
  try {
    return !isSignedIn() && localStorage.getItem(SESSION_OWNER) === '1';
  } catch {
    return false;
  }
}

/**
 * spec §6: whom prices are shown for — a guest, or the signed-in customer's group (the vsf-group cookie: b2b,
 * MK for a Masters club member, PRO for a Professional club member, else their group). The server prices by
 * the same group; this only chooses the label next to the price.
 */
export function priceCustomer(): PriceCustomer {
  if (!isSignedIn()) return { loggedIn: false };
  const group = readDocumentCookie(cookieNames.group);
  const club = group === 'MK' ? CLUB_MASTERS : group === 'PRO' ? CLUB_PRO : null;
  return {
    loggedIn: true,
    customerGroup: group,
    clientType: group === 'b2b' ? 'b2b' : 'b2c',
    clubGroupIds: club === null ? [] : [club],
  };
}

let changes = 0;
/**
 * How many session changes this tab has begun (a sign-out, a switch of account, a sign-in, an expiry). An answer to
 * a request sent before one speaks of a session that is gone: its authorization error is not this session's
 * expiry (src/commerce/client.ts).
 */
export const sessionChanges = (): number => changes;

type Hook = () => Promise<void> | void;
const hooks = { signIn: new Set<Hook>(), signOut: new Set<Hook>() };
const listeners = new Set<() => void>();

async function run(kind: keyof typeof hooks): Promise<void> {
  changes++;
  const results = await Promise.allSettled([...hooks[kind]].map((hook) => hook()));
  for (const listener of listeners) listener();
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export const session = {
  /** Runs after the server has set the session: e.g. the cart loads the customer cart (spec §4). */
  onSignIn(hook: Hook): () => void {
    hooks.signIn.add(hook);
    return () => hooks.signIn.delete(hook);
  },
  /** Runs on logout and session expiry: drop the cart id, wipe personal data (DESIGN.md). */
  onSignOut(hook: Hook): () => void {
    hooks.signOut.add(hook);
    return () => hooks.signOut.delete(hook);
  },
  /** A sign-out or a switch of account is starting (before its requests go out). */
  changing(): void {
    changes++;
  },
  signedIn: () => run('signIn'),
  signedOut: () => run('signOut'),
  /** For useSyncExternalStore: called whenever someone signs in or out in this tab. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
