// spec §4 logout: revoke the token (the server clears the HttpOnly cookie), then clear the user's data
// on this device (DESIGN.md): the cart drops its id, the persisted cache loses the user's queries, the
// outbox and the personal local-storage entries go. Signing out needs the back end: a session that could
// not be revoked would stay usable on a shared device, so offline, or with the back end failing, the person is
// told and stays signed in. A session the server no longer knows (expired, revoked) is signed out all the same.
import { signOut } from '@/commerce/customer-session';
import { selectAccount } from '@/commerce/eid';
import { AUTHORIZATION_CATEGORY, CommerceError, OfflineError } from '@/commerce/client';
import { cookieNames, expireCookie } from '@/lib/cookies';
import { writeDocumentCookie } from '@/lib/document-cookie';
import { session } from '@/lib/session';

export type LogoutResult = 'done' | 'offline' | 'failed';

/** Revokes the session: 'done' also when the server no longer knew it. */
async function revoke(): Promise<LogoutResult> {
  session.changing();
  try {
    await signOut();
    return 'done';
  } catch (error) {
    if (error instanceof OfflineError) return 'offline';
    return error instanceof CommerceError && error.category === AUTHORIZATION_CATEGORY ? 'done' : 'failed';
  }
}

export async function logout(): Promise<LogoutResult> {
  const revoked = await revoke();
  if (revoked !== 'done') return revoked;
  writeDocumentCookie(expireCookie(cookieNames.session));
  await session.signedOut();
  return 'done';
}

/**
 * spec §1: switches to another account of the same person. The server opens the chosen account in place of the
 * current session in one step (its one-time token), and this device then forgets the previous account's data. A
 * choice that cannot be opened (expired, a blocked company) leaves the person signed in where they were: the
 * error is thrown for the menu to say why.
 */
export async function switchAccount(token: string): Promise<LogoutResult> {
  session.changing();
  try {
    await selectAccount(token);
  } catch (error) {
    if (error instanceof OfflineError) return 'offline';
    throw error;
  }
  await session.signedOut();
  return 'done';
}
