// spec §4 session expiry, as the commerce client's default handler (client.ts loads this when a session expires).
import type { CommerceContext } from '@/commerce/client';
import { sessionExpiryCookies } from '@/lib/cookies';
import { writeDocumentCookie } from '@/lib/document-cookie';
import { isSignedIn, session } from '@/lib/session';

/**
 * spec §4: clear customer and cart cookies (root and each locale path; the server has already cleared
 * the HttpOnly one with its authorization error), wipe the person's data, reload at the locale home.
 */
export function expireSession(context: CommerceContext): void {
  if (typeof document === 'undefined') return;
  for (const cookie of sessionExpiryCookies()) writeDocumentCookie(cookie);
  if (isSignedIn()) console.error('Session expired but the customer cookie could not be removed');
  void session
    .signedOut()
    .catch((error: unknown) => console.error('Clearing personal data after session expiry failed', error))
    .finally(() => location.assign(`/${context.locale}`));
}
