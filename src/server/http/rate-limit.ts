import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MagentoError } from '@/server/resolvers/errors';

// Per-client-address limits on the operations an attacker would repeat: sign-in, account creation, password
// reset and the e-mail availability check (issue 11; account lockout after 10 failures is separate, in the
// store). Counters live in this process (the plugin's local store); several workers each count their own, so
// the effective limit is the maximum times the worker count — still a hard ceiling on guessing.

export const RATE_LIMITS = {
  'sign-in': { max: 20, timeWindow: 5 * 60_000 },
  account: { max: 10, timeWindow: 10 * 60_000 },
  reset: { max: 5, timeWindow: 15 * 60_000 },
  'email-check': { max: 60, timeWindow: 60_000 },
} as const;
export type RateBucket = keyof typeof RATE_LIMITS;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** AUTH_RATE_LIMIT_FACTOR multiplies every maximum (a test suite signing in hundreds of times sets it). */
const factor = (env: NodeJS.ProcessEnv) => {
  const n = Number(env.AUTH_RATE_LIMIT_FACTOR);
  return Number.isFinite(n) && n > 0 ? n : 1;
};

export async function registerRateLimits(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv = process.env,
): Promise<(request: FastifyRequest, bucket: string) => Promise<void>> {
  await app.register(rateLimit, { global: false });
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([bucket, limit]) => [
      bucket,
      app.createRateLimit({
        max: Math.ceil(limit.max * factor(env)),
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => `${bucket}:${request.ip}`,
      }),
    ]),
  );
  return async (request, bucket) => {
    const limiter = limiters[bucket];
    if (!limiter) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new MagentoError(TOO_MANY_REQUESTS, 'graphql');
  };
}
