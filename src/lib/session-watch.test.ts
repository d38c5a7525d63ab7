import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireCookie } from '@/lib/cookies';
import { writeDocumentCookie } from '@/lib/document-cookie';
import { personDataLeftBehind, session } from '@/lib/session';
import { watchSession } from '@/lib/session-watch';

// DESIGN.md: a session that ends outside this tab (another tab signs out, the cookies expire) must not leave
// the previous person's data on the device: the watch notes who holds data here and says when it changed.

// (through the page's one cookie writer: reads are kept for the running task, lib/document-cookie.ts)
const signIn = () => writeDocumentCookie('vsf-session=1; Path=/');
const expire = () => writeDocumentCookie(expireCookie('vsf-session'));
let stop = () => undefined as void;
afterEach(() => {
  stop();
  expire();
  localStorage.clear();
});

describe('session watch', () => {
  it('notes a signed-in person; once the session is gone without a sign-out here, their data is left behind', () => {
    signIn();
    stop = watchSession(() => undefined);
    expect(localStorage.getItem('sessionOwner')).toBe('1');
    expect(personDataLeftBehind()).toBe(false);
    expire(); // the session's cookies expired with it
    expect(personDataLeftBehind()).toBe(true);
    localStorage.removeItem('sessionOwner'); // what the wipe does (personalStorageKeys)
    expect(personDataLeftBehind()).toBe(false);
  });

  it("another tab's sign-out, sign-in or switch is reported once; this tab's own changes are told to the others", async () => {
    signIn();
    const onChanged = vi.fn();
    stop = watchSession(onChanged);
    const otherTab = new BroadcastChannel('shop-session');
    const heard = vi.fn();
    otherTab.addEventListener('message', heard);
    await session.signedIn(); // this tab's own change: the other tabs hear of it, this one reports nothing
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(onChanged).not.toHaveBeenCalled();
    otherTab.postMessage('changed'); // e.g. a switch of account: the cookie still says "signed in"
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    otherTab.postMessage('changed');
    await new Promise((r) => setTimeout(r, 20));
    expect(onChanged).toHaveBeenCalledOnce();
    otherTab.close();
  });

  it('a session that expired while the tab was in the background is reported when it comes back', () => {
    signIn();
    const onChanged = vi.fn();
    stop = watchSession(onChanged);
    expire();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
