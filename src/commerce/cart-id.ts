// The guest cart id lives in the vsf-cart cookie (spec §3). SSR-safe: document only inside functions.
import { cookieNames, expireCookie, serializeCookie, ONE_YEAR_SECONDS } from '@/lib/cookies';
import { readDocumentCookie, writeDocumentCookie } from '@/lib/document-cookie';
import { locales } from '@/lib/locale';

/** The TanStack Query key of a cart (user data: wiped on logout, see persist.ts). Kept here, not in
 * cart.ts, so the header badge can read the cached cart without loading the GraphQL documents. */
export const cartQueryKey = (cartId: string) => ['cart', cartId] as const;

export function readCartId(): string | null {
  return readDocumentCookie(cookieNames.cart) || null;
}

export function writeCartId(id: string): void {
  if (typeof document === 'undefined') return;
  writeDocumentCookie(
    serializeCookie(cookieNames.cart, id, {
      maxAge: ONE_YEAR_SECONDS,
      path: '/',
      sameSite: 'Lax',
    }),
  );
}

/** Removes the id at the root and under each locale path (older code may have set it there). */
export function clearCartId(): void {
  if (typeof document === 'undefined') return;
  for (const path of ['/', ...locales.map((l) => `/${l}`)]) {
    writeDocumentCookie(expireCookie(cookieNames.cart, path));
  }
}
