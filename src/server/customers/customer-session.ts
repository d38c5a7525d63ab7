import type { Database } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticationError, authorizationError } from '@/server/resolvers/errors';
import { companySignInProblem } from '@/server/customers/company-access';
import {
  insertToken,
  liveToken,
  revokeToken,
  signedOutSince,
  type LiveToken,
} from '@/server/store/customer-tokens';
import { priceGroupCode } from '@/server/store/customers';
import { isoAfter, newToken, tokenHash, tokenLifetimeSeconds } from '@/server/customers/tokens';
import {
  clearSessionCookies,
  COOKIE_TOKEN_MARKER,
  requestToken,
  setGroupCookie,
  setSessionCookies,
  wantsCookieSession,
} from '@/server/customers/session-cookie';

// The customer behind one GraphQL request: its token (Authorization or the session cookie), resolved once,
// and the issuing and revoking of tokens with the cookie handling of session-cookie.ts.

export const NOT_AUTHORIZED = `The current customer isn't authorized.`;

/**
 * A request made with a session that has just signed out (logout, or a switch to the person's other account) was
 * under way meanwhile: its answer comes after the sign-out's, which cleared the cookie, and after a switch also after
 * the new session's cookie was set. Clearing the cookie in that answer would sign the person out of the account they
 * switched to (seen in a browser: a request sent just before the switch answered last). Within this time such an
 * answer leaves the cookies alone; later (a sign-out whose answer was lost) it clears them.
 */
export const SIGNED_OUT_GRACE_MS = 60_000;

export interface CustomerSession {
  /** The signed-in customer's id, or null for a guest or a dead token. */
  id(): number | null;
  /** The signed-in customer's id; a guest or dead token gets graphql-authorization (and the cookie goes). */
  require(): number;
  /** The personal code an eID sign-in proved for this session (spec §1 related accounts), else null. */
  eidPersonalCode(): string | null;
  /**
   * A new session for the customer; returns what the response body may show as the token. `eidPersonalCode`
   * when an eID sign-in proved who the person is.
   */
  issue(customerId: number, eidPersonalCode?: string | null): string;
  /** Ends the request's session (logout). */
  revoke(): void;
  /** Ends the session the request came with in the database only: a new one was just issued in its place. */
  retire(): void;
  /** In cookie mode, sets the vsf-group cookie again after the customer's prices changed (a club joined). */
  refreshGroup(): void;
}

export interface SessionRequest {
  request: Pick<FastifyRequest, 'headers' | 'cookies' | 'protocol'>;
  reply: FastifyReply | null;
}

export function createCustomerSession(
  db: Database,
  io: SessionRequest,
  now = () => new Date(),
): CustomerSession {
  const token = requestToken(io.request);
  let resolved: LiveToken | null | undefined;
  const live = () => {
    if (resolved === undefined)
      resolved = token ? liveToken(db, tokenHash(token), now().toISOString()) : null;
    return resolved;
  };
  const id = () => live()?.customer_id ?? null;
  const signedOutLately = (dead: string) =>
    signedOutSince(db, tokenHash(dead), new Date(now().getTime() - SIGNED_OUT_GRACE_MS).toISOString());
  const cookieMode = wantsCookieSession(io.request);
  return {
    id,
    require() {
      const customerId = id();
      if (customerId !== null) return customerId;
      if (token && cookieMode && io.reply && !signedOutLately(token))
        clearSessionCookies(io.request, io.reply);
      throw authorizationError(NOT_AUTHORIZED);
    },
    eidPersonalCode: () => live()?.eid_personal_code ?? null,
    issue(customerId, eidPersonalCode = null) {
      const companyProblem = companySignInProblem(db, customerId);
      if (companyProblem) throw authenticationError(companyProblem);
      const fresh = newToken();
      const lifetime = tokenLifetimeSeconds();
      insertToken(db, tokenHash(fresh), customerId, isoAfter(now(), lifetime), eidPersonalCode);
      resolved = { customer_id: customerId, eid_personal_code: eidPersonalCode };
      if (!cookieMode || !io.reply) return fresh;
      setSessionCookies(io.request, io.reply, fresh, lifetime, priceGroupCode(db, customerId, now()));
      return COOKIE_TOKEN_MARKER;
    },
    revoke() {
      if (token) revokeToken(db, tokenHash(token), now().toISOString());
      resolved = null;
      if (cookieMode && io.reply) clearSessionCookies(io.request, io.reply);
    },
    retire() {
      if (token) revokeToken(db, tokenHash(token), now().toISOString());
    },
    refreshGroup() {
      const customerId = id();
      if (customerId === null || !cookieMode || !io.reply) return;
      setGroupCookie(io.request, io.reply, priceGroupCode(db, customerId, now()), tokenLifetimeSeconds());
    },
  };
}
