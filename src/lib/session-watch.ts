// A session also ends, or begins, outside this tab: another tab signs out or in, or the session's cookies expire
// with it (CUSTOMER_TOKEN_LIFETIME). This tab then holds the previous person's data in memory, and would write it
// back into the persisted cache the other tab has just wiped. The watch compares the session this tab runs with
// the cookie's when the tab comes back into view and once a minute, and takes another tab's word that it changed
// the session (BroadcastChannel; a switch of account leaves the cookie as it was); on a change `onChanged` runs
// (commerce/personal-data.ts: the tab forgets the previous session's data and reloads).
import { isSignedIn, session, SESSION_OWNER } from '@/lib/session';

const CHANNEL = 'shop-session';
const CHECK_EVERY_MS = 60_000;

/** Notes that this device holds a signed-in person's data (lib/session.ts, SESSION_OWNER). */
function noteSignedIn(): void {
  try {
    if (isSignedIn()) localStorage.setItem(SESSION_OWNER, '1');
  } catch {
    // storage blocked: nothing is kept there either
  }
}

/** Starts the watch; answers how to stop it. */
export function watchSession(onChanged: () => void): () => void {
  noteSignedIn();
  let signedIn = isSignedIn();
  /** another tab changed the session (a switch of account leaves the cookie saying "signed in") */
  let changedElsewhere = false;
  let reported = false;
  const check = () => {
    if (reported || (!changedElsewhere && isSignedIn() === signedIn)) return;
    reported = true;
    onChanged();
  };
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  // this tab's own sign-in, sign-out or switch: the others are told
  const unsubscribe = session.subscribe(() => {
    noteSignedIn();
    signedIn = isSignedIn();
    channel?.postMessage('changed');
  });
  channel?.addEventListener('message', () => {
    changedElsewhere = true;
    check();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(check, CHECK_EVERY_MS);
  return () => {
    unsubscribe();
    channel?.close();
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
