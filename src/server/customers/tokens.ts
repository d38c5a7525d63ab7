import { createHash, randomBytes } from 'node:crypto';

// Customer tokens: 256 random bits, base64url; only the SHA-256 hash is stored. Lifetime like Magento's
// oauth/access_token_lifetime/customer (1 hour), configurable with CUSTOMER_TOKEN_LIFETIME (hours).

export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const tokenLifetimeSeconds = (env: NodeJS.ProcessEnv = process.env): number => {
  const hours = Number(env.CUSTOMER_TOKEN_LIFETIME);
  return Math.round((Number.isFinite(hours) && hours > 0 ? hours : 1) * 3600);
};

/** Magento's default: a reset link lives 2 hours (customer/password/reset_link_expiration_period). */
export const RESET_TOKEN_LIFETIME_SECONDS = 2 * 3600;

export const isoAfter = (now: Date, seconds: number): string =>
  new Date(now.getTime() + seconds * 1000).toISOString();
