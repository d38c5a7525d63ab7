import type { FastifyReply, FastifyRequest } from 'fastify';

// The customer token never reaches page scripts where this server is in front (issue 11, DESIGN.md). The
// storefront sends `X-Session-Cookie: 1` on every GraphQL request; then
// - a response that issues a token puts it into the HttpOnly `vsf-customer` cookie (SameSite=Lax, Secure on
//   https, Max-Age = token lifetime) and the JSON body carries COOKIE_TOKEN_MARKER instead of the token;
// - a request without Authorization is authenticated with that cookie;
// - logout and an expired or revoked token clear it.
// The readable `vsf-session=1` flag beside it only says "signed in" (the shell's icon and route guard), and
// `vsf-group` the customer group code (spec §3, §6: the prices shown; b2b: the business colour scheme).
// CSRF: the cookie is honoured only together with the custom header, which a cross-site page cannot send
// without a CORS preflight that this server never allows, so another site cannot act with the cookie.

export const CUSTOMER_COOKIE = 'vsf-customer';
export const SESSION_FLAG_COOKIE = 'vsf-session';
/** spec §3 vsf-group: the signed-in customer's client type (b2c or b2b), readable for prices and theme. */
export const GROUP_COOKIE = 'vsf-group';
export const SESSION_COOKIE_HEADER = 'x-session-cookie';
/** What generateCustomerToken and friends answer in cookie mode: not a secret, just "the cookie is set". */
export const COOKIE_TOKEN_MARKER = 'vsf-customer-cookie';

export const wantsCookieSession = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  request.headers[SESSION_COOKIE_HEADER] === '1';

/** The bearer token of the request: Authorization first, else the session cookie in cookie mode. */
export function requestToken(request: Pick<FastifyRequest, 'headers' | 'cookies'>): string | null {
  const auth = request.headers.authorization;
  const bearer = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth)?.[1] : undefined;
  if (bearer && bearer !== COOKIE_TOKEN_MARKER) return bearer;
  if (!wantsCookieSession(request)) return null;
  return request.cookies?.[CUSTOMER_COOKIE] || null;
}

const secure = (request: Pick<FastifyRequest, 'protocol'>) => request.protocol === 'https';

export function setSessionCookies(
  request: Pick<FastifyRequest, 'protocol'>,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  group: string,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: secure(request), maxAge: maxAgeSeconds };
  reply.setCookie(CUSTOMER_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SESSION_FLAG_COOKIE, '1', { ...base, httpOnly: false });
  reply.setCookie(GROUP_COOKIE, group, { ...base, httpOnly: false });
}

/** spec §3 vsf-group again, e.g. after joining a club: the storefront labels the new prices at once. */
export function setGroupCookie(
  request: Pick<FastifyRequest, 'protocol'>,
  reply: FastifyReply,
  group: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(GROUP_COOKIE, group, {
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    maxAge: maxAgeSeconds,
    httpOnly: false,
  });
}

export function clearSessionCookies(request: Pick<FastifyRequest, 'protocol'>, reply: FastifyReply): void {
  for (const name of [CUSTOMER_COOKIE, SESSION_FLAG_COOKIE, GROUP_COOKIE])
    reply.clearCookie(name, { path: '/', sameSite: 'lax', secure: secure(request) });
}
