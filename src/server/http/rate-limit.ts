import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from 'better-sqlite3';
import { MagentoError } from '@/server/resolvers/errors';
import { sqliteRateLimitStore } from '@/server/http/rate-limit-store';

// Per-client-address limits, one @fastify/rate-limit counter per bucket:
// - the operations an attacker would repeat (issue 11): sign-in, account creation, password reset and the
//   e-mail availability check; always on (account lockout after 10 failures is separate, in the store);
// - the traffic a crowd or a script could flood (issue 15): new carts, reviews, searches, koormavedu applications
//   and contact messages; on under `npm start` (main.ts passes rateLimitConfigFromEnv), off in test harnesses
//   unless a test turns them on.
// Counters live in the database (rate-limit-store.ts), so every worker of `npm start` counts the same hits.

export const RATE_LIMITS = {
  'sign-in': { max: 20, timeWindow: 5 * 60_000 },
  account: { max: 10, timeWindow: 10 * 60_000 },
  reset: { max: 5, timeWindow: 15 * 60_000 },
  // availability checks (isEmailAvailable) and newsletter sign-ups
  'email-check': { max: 60, timeWindow: 60_000 },
} as const;

export const TRAFFIC_LIMITS = {
  // createEmptyCart / createGuestCart: a shopper needs one; an office behind one address a few dozen
  'cart-create': { max: 60, timeWindow: 10 * 60_000 },
  // createProductReview (Magento keeps them for moderation; nobody writes ten an hour)
  review: { max: 10, timeWindow: 60 * 60_000 },
  // products(search:) and /api/klevu/search: type-ahead asks once a keystroke pause
  search: { max: 120, timeWindow: 60_000 },
  // koormavedu applications and contactUs messages: each is stored (an application with up to 30 MB of files)
  // and mailed, the application's confirmation to whatever address it names
  message: { max: 10, timeWindow: 60 * 60_000 },
} as const;

export type AuthBucket = keyof typeof RATE_LIMITS;
export type TrafficBucket = keyof typeof TRAFFIC_LIMITS;
export type RateBucket = AuthBucket | TrafficBucket;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

export interface RateLimitConfig {
  /** false: no limit at all (RATE_LIMIT=0, for benchmarks) */
  enabled: boolean;
  /** multiplies every traffic maximum (RATE_LIMIT_FACTOR; the e2e suite raises it) */
  factor: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** `npm start`: traffic limits on unless RATE_LIMIT=0; RATE_LIMIT_FACTOR scales them. */
export const rateLimitConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): RateLimitConfig => ({
  enabled: env.RATE_LIMIT !== '0',
  factor: positive(env.RATE_LIMIT_FACTOR, 1),
});

export type Limiter = (request: FastifyRequest, bucket: RateBucket) => Promise<{ retryAfter: number } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    shopRateLimit?: Limiter;
  }
}

/**
 * Registers the plugin once per app and answers the limiter: null when allowed, else the seconds to wait.
 * `traffic` undefined leaves the traffic buckets unlimited; `enabled: false` turns every bucket off.
 * AUTH_RATE_LIMIT_FACTOR multiplies the sign-in buckets (a test suite signing in hundreds of times sets it).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  traffic?: RateLimitConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Limiter> {
  if (app.shopRateLimit) return app.shopRateLimit;
  const off = traffic?.enabled === false;
  const authFactor = positive(env.AUTH_RATE_LIMIT_FACTOR, 1);
  await app.register(rateLimit, { global: false, store: sqliteRateLimitStore(db) });
  type Limit = { max: number; timeWindow: number };
  const scaled = (limits: Record<string, Limit>, factor: number) =>
    Object.entries(limits).map(([b, l]): [RateBucket, Limit] => [
      b as RateBucket,
      { max: Math.ceil(l.max * factor), timeWindow: l.timeWindow },
    ]);
  const buckets = off
    ? []
    : [...scaled(RATE_LIMITS, authFactor), ...(traffic ? scaled(TRAFFIC_LIMITS, traffic.factor) : [])];
  const limiters = new Map(
    buckets.map(([bucket, limit]) => [
      bucket,
      app.createRateLimit({ ...limit, keyGenerator: (request) => `${bucket}:${request.ip}` }),
    ]),
  );
  const limiter: Limiter = async (request, bucket) => {
    const check = limiters.get(bucket);
    if (!check) return null;
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? { retryAfter: Math.max(1, result.ttlInSeconds) } : null;
  };
  app.decorate('shopRateLimit', limiter);
  return limiter;
}

/** GraphQL: a Magento-shaped error when the bucket is used up. */
export const graphqlLimit =
  (limiter: Limiter) =>
  async (request: FastifyRequest, bucket: RateBucket): Promise<void> => {
    if (await limiter(request, bucket)) throw new MagentoError(TOO_MANY_REQUESTS, 'graphql');
  };

/** HTTP routes: 429 with Retry-After when the bucket is used up (true: the reply was sent). */
export const httpLimited = async (
  limiter: Limiter | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: RateBucket,
): Promise<boolean> => {
  const over = limiter ? await limiter(request, bucket) : null;
  if (!over) return false;
  await reply.code(429).header('Retry-After', String(over.retryAfter)).send({ error: TOO_MANY_REQUESTS });
  return true;
};
