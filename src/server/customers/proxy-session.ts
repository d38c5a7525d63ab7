import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { SIGNED_OUT_GRACE_MS } from '@/server/customers/customer-session';
import { tokenHash, tokenLifetimeSeconds } from '@/server/customers/tokens';
import { proxySignedOutSince, recordProxySignOut } from '@/server/store/proxy-signed-out';
import {
  clearSessionCookies,
  COOKIE_TOKEN_MARKER,
  requestToken,
  setSessionCookies,
  wantsCookieSession,
} from '@/server/customers/session-cookie';

// The cookie session in front of a real Magento (COMMERCE_GRAPHQL_URL): Magento only knows bearer tokens,
// so the proxy turns the HttpOnly cookie into `Authorization` on the way in and, on the way out, moves a
// token Magento issued into the cookie (the body gets the marker) and clears the cookie on logout or an
// authorization error — the storefront behaves exactly as against the reference back end. As there, an
// authorization error for a session that signed itself out (logout, or a switch to the person's other account)
// within the last minute leaves the cookies alone: it answers a request sent before the sign-out, and after a
// switch the cookie is already the new session's. Magento keeps no record of that, so this shop does (migration 225).

/** Mutations whose answer carries a customer token at `data.<field>.token`. */
const TOKEN_FIELDS = ['generateCustomerToken', 'updateCustomerByToken', 'selectRelatedAccount'];

export function proxiedAuthorization(request: FastifyRequest): string | undefined {
  const token = requestToken(request);
  return token ? `Bearer ${token}` : undefined;
}

interface GraphqlBody {
  data?: Record<string, { token?: string | null; result?: boolean } | null> | null;
  errors?: { message?: string; extensions?: { category?: string } }[];
}

/** Rewrites Magento's answer for a cookie-mode request; returns the body to send. */
export function cookieModeResponse(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: Buffer,
): Buffer {
  if (!wantsCookieSession(request)) return raw;
  let body: GraphqlBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as GraphqlBody;
  } catch {
    return raw;
  }
  const token = requestToken(request);
  const hash = token ? tokenHash(token) : null;
  const at = Date.now();
  const graceStart = new Date(at - SIGNED_OUT_GRACE_MS).toISOString();
  let changed = false;
  let replaced = false;
  for (const field of TOKEN_FIELDS) {
    const out = body.data?.[field];
    if (out?.token && out.token !== COOKIE_TOKEN_MARKER) {
      // Magento does not say the customer group here; the storefront treats b2c as the default
      setSessionCookies(request, reply, out.token, tokenLifetimeSeconds(), 'b2c');
      replaced ||= out.token !== token;
      out.token = COOKIE_TOKEN_MARKER;
      changed = true;
    }
  }
  const revoked = body.data?.revokeCustomerToken?.result === true;
  // the request's session ends here by its own doing: its own logout, or a new session in its place
  if (hash && (revoked || replaced)) recordProxySignOut(db, hash, new Date(at).toISOString(), graceStart);
  // a refused cart (not the caller's: "…cannot perform operations on cart …") says nothing of the session (as the
  // storefront's src/commerce/client.ts tells it apart)
  const unauthorized = body.errors?.some(
    (e) => e.extensions?.category === 'graphql-authorization' && !/operations on cart/.test(e.message ?? ''),
  );
  if (revoked || (unauthorized && hash && !proxySignedOutSince(db, hash, graceStart)))
    clearSessionCookies(request, reply);
  return changed ? Buffer.from(JSON.stringify(body)) : raw;
}
