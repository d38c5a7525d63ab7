// The page's cookies, read through one place. Reading `document.cookie` costs the browser a trip to its cookie
// store and us a parse; prices ask who is signed in once per card, hundreds of times while a page is taken over.
// The parsed cookies are kept until the running task ends (a microtask clears them), so every read in one render
// sees the same, current cookies; a cookie written here clears them at once.
import { parseCookies } from '@/lib/cookies';

let parsed: Record<string, string> | null = null;

/** A cookie's value in this browser, or null (and null outside a browser, e.g. on the server). */
export function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  if (parsed === null) {
    parsed = parseCookies(document.cookie);
    queueMicrotask(() => (parsed = null));
  }
  return parsed[name] ?? null;
}

/** Writes one cookie (a `Set-Cookie`-style string from lib/cookies). */
export function writeDocumentCookie(cookie: string): void {
  document.cookie = cookie;
  parsed = null;
}
