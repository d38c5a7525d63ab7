// spec §4 logout: revoke the token (the server clears the HttpOnly cookie), then clear the user's data
// on this device (DESIGN.md): the cart drops its id, the persisted cache loses the user's queries, the
// outbox and the personal local-storage entries go. Signing out needs the network: a session that could
// not be revoked would stay usable on a shared device, so offline the person is told and stays signed in.
import { signOut } from '@/commerce/customer-session';
import { selectAccount } from '@/commerce/eid';
import { OfflineError } from '@/commerce/client';
import { cookieNames, expireCookie } from '@/lib/cookies';
import { writeDocumentCookie } from '@/lib/document-cookie';
import { session } from '@/lib/session';

export type LogoutResult = 'done' | 'offline';

export async function logout(): Promise<LogoutResult> {
  session.changing();
  try {
    await signOut();
  } catch (error) {
    if (error instanceof OfflineError) return 'offline';
    // an already expired session is signed out all the same
  }
  writeDocumentCookie(expireCookie(cookieNames.session));
  await session.signedOut();
  return 'done';
}

/**
 * spec §1: switches to another account of the same person: the current session is revoked, the chosen one
 * opened with its one-time token, and this device forgets the previous account's data.
 */
export async function switchAccount(token: string): Promise<void> {
  session.changing();
  await signOut();
  await selectAccount(token);
  await session.signedOut();
}
