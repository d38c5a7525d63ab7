// The transport to the commerce back end (DESIGN.md: the ONE boundary). Magento 2.4 dialect:
// GET for queries (query in the URL, cacheable), POST for mutations; `Store` header and `locale`
// query parameter from the current locale (spec §7). The customer session rides on the HttpOnly
// `vsf-customer` cookie: every request says `X-Session-Cookie: 1`, which lets the reference server (or its
// proxy in front of Magento) turn that cookie into `Authorization` and keep tokens out of page scripts.
// The custom header also forces a CORS preflight, so another site cannot use the cookie (CSRF).
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { captchaHeader } from '@/commerce/captcha';
import { COOKIE_SESSION, isSignedIn, sessionChanges } from '@/lib/session';
import { defaultLocale, localeFromPath, type Locale } from '@/lib/locale';
import { nextTask } from '@/lib/next-task';

/**
 * Magento's refusal of a cart that is not the caller's (GetCartForUser), an authorization error too: it speaks of
 * the cart, not of the session — e.g. the customer's own earlier cart offered to mergeCarts after it became an
 * order elsewhere. The session goes on; the cart code deals with the refusal. (The Magento proxy tells it apart
 * the same way: src/server/customers/proxy-session.ts.)
 */
const CART_ACCESS = /operations on cart/; // ("The current user cannot perform operations on cart …")

/** Magento's error categories we act on (extensions.category). */
export const AUTHORIZATION_CATEGORY = 'graphql-authorization';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { category?: string; [key: string]: unknown };
  path?: readonly (string | number)[];
}

/** A GraphQL response with errors: carries the first error's message and category (spec §8). */
export class CommerceError extends Error {
  readonly category: string | undefined;
  readonly errors: readonly GraphQLErrorShape[];
  readonly status: number;
  constructor(errors: readonly GraphQLErrorShape[], status = 200) {
    super(errors[0]?.message ?? 'Unknown error');
    this.name = 'CommerceError';
    this.errors = errors;
    this.category = errors[0]?.extensions?.category;
    this.status = status;
  }
  /** spec §8: account calls show the joined messages of the whole error list. */
  get joinedMessage(): string {
    return this.errors.map((e) => e.message).join(' ');
  }
}

/** The request never reached the back end (no network, DNS, connection reset). */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('The network is not available');
    this.name = 'OfflineError';
    this.cause = cause;
  }
}

export type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

export interface CommerceContext {
  locale: Locale;
  /** Customer token (COOKIE_SESSION when it rides on the HttpOnly cookie); null for guests. */
  token: string | null;
}

export interface CommerceClientConfig {
  endpoint: string;
  fetch: typeof fetch;
  getContext: () => CommerceContext;
  /** spec §4 session expiry; called once per authorization error. */
  onSessionExpired: (context: CommerceContext) => void;
}

function browserContext(): CommerceContext {
  if (typeof document === 'undefined') return { locale: defaultLocale, token: null };
  return {
    locale: localeFromPath(location.pathname) ?? defaultLocale,
    token: isSignedIn() ? COOKIE_SESSION : null,
  };
}

const defaults: CommerceClientConfig = {
  endpoint: '/graphql',
  fetch: (...args) => fetch(...args),
  getContext: browserContext,
  // (its code loads when a session expires: nothing a page needs before that)
  onSessionExpired: (context) =>
    void import('@/commerce/session-expiry').then((m) => m.expireSession(context)),
};
let config: CommerceClientConfig = defaults;

/** Overrides parts of the transport (tests, or a different endpoint). Returns a reset function. */
export function configureCommerceClient(overrides: Partial<CommerceClientConfig>): () => void {
  config = { ...config, ...overrides };
  return () => {
    config = defaults;
  };
}

/**
 * A request to the shop's own HTTP extensions (/api/…) through the same transport as GraphQL, so that the
 * server renderer answers it in process as it answers /graphql.
 */
export async function commerceFetch(path: string, init?: RequestInit): Promise<Response> {
  await startRead();
  return config.fetch(path, init);
}

/**
 * In the browser a read starts in a task of its own. Queries are asked for from components' effects, many at once
 * (hydration mounts a whole page's observers in one go), and building a request and the fetch call itself cost a
 * millisecond or more each on a phone: done right there they made that one task long (Total Blocking Time). A
 * change is sent at once, in the order it was made. (The server renderer answers in process: nothing to wait for.)
 */
const startRead = (): Promise<void> | undefined => (typeof document === 'undefined' ? undefined : nextTask());

export function isMutation(query: string): boolean {
  return /^\s*(#[^\n]*\n\s*)*mutation\b/.test(query);
}

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1];
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the locale of the current page (e.g. prefetching the other language). */
  locale?: Locale;
}

/** Runs one typed GraphQL operation and returns `data`, or throws CommerceError / OfflineError. */
export async function commerceRequest<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables?: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const query = document.toString();
  const mutation = isMutation(query);
  if (!mutation) await startRead();
  const context = { ...config.getContext(), ...(options.locale ? { locale: options.locale } : {}) };
  const changesAtStart = sessionChanges();
  const headers: Record<string, string> = {
    Store: context.locale,
    Accept: 'application/json',
    'X-Session-Cookie': '1',
  };
  if (context.token && context.token !== COOKIE_SESSION) headers.Authorization = `Bearer ${context.token}`;

  const params = new URLSearchParams();
  const name = operationName(query);
  let init: RequestInit;
  if (mutation) {
    // A change sent while the browser knows it is offline fails at once: no wait for a network error, and
    // no chance of a service worker or a half-open connection sending it after the shopper was told it failed.
    if (typeof navigator !== 'undefined' && !navigator.onLine) throw new OfflineError();
    Object.assign(headers, await captchaHeader(name));
    headers['Content-Type'] = 'application/json';
    init = {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: variables ?? {}, operationName: name }),
    };
  } else {
    params.set('query', query.replace(/\s+/g, ' ').trim());
    if (name) params.set('operationName', name);
    if (variables && Object.keys(variables).length) params.set('variables', JSON.stringify(variables));
    init = { method: 'GET', headers };
  }
  params.set('locale', context.locale); // spec §7: every commerce request carries the locale
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await config.fetch(`${config.endpoint}?${params.toString()}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OfflineError(error);
  }

  let body: { data?: TResult | null; errors?: GraphQLErrorShape[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new CommerceError([{ message: `Unexpected response (${response.status})` }], response.status);
  }
  if (body.errors?.length) {
    const error = new CommerceError(body.errors, response.status);
    // Only a session can expire: a guest hitting an authorization error must not reload in a loop. A request
    // sent before a sign-out or a switch of account that answers after it speaks of the session that ended, not
    // of the one now open (a switch signed the person out of the account they had just chosen).
    if (
      error.category === AUTHORIZATION_CATEGORY &&
      context.token &&
      sessionChanges() === changesAtStart &&
      !CART_ACCESS.test(error.message)
    )
      config.onSessionExpired(context);
    throw error;
  }
  if (!response.ok || body.data == null) {
    throw new CommerceError([{ message: `Unexpected response (${response.status})` }], response.status);
  }
  return body.data;
}
