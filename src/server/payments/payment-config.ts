import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { serverSecret } from '@/server/store/simulator-state';
import { injectFetch, networkFetch, type JsonFetch } from '@/server/http/json-fetch';

// Where online payments go: a payment aggregator's API (PAYMENT_PROVIDER_URL, PAYMENT_ACCESS_KEY,
// PAYMENT_SECRET_KEY; PUBLIC_URL is where the provider sends its server callback), as Estonian shops use one
// for every bank link, card and instalment method; otherwise this server's own simulator of that API
// (payment-simulator.ts), reached in-process with the same requests and signed with a key the server made once
// and keeps in its database, so every worker process checks what another signed.

export const PAYMENT_SIM_BASE = '/api/payment-sim';
export const PAYMENT_NOTIFY_PATH = '/api/payments/notify';

export interface PaymentConfig {
  baseUrl: string;
  accessKey: string;
  /** HS256 key of every token between the shop and the provider (both directions) */
  secretKey: Uint8Array;
  fetch: JsonFetch;
  /** the shop's public origin for the provider's server callback; null: the request's own origin */
  publicUrl: string | null;
  simulated: boolean;
}

export function paymentConfigFromEnv(
  app: FastifyInstance,
  db: Database,
  env: NodeJS.ProcessEnv = process.env,
): PaymentConfig {
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null;
  if (env.PAYMENT_PROVIDER_URL && env.PAYMENT_ACCESS_KEY && env.PAYMENT_SECRET_KEY)
    return {
      baseUrl: env.PAYMENT_PROVIDER_URL.replace(/\/+$/, ''),
      accessKey: env.PAYMENT_ACCESS_KEY,
      secretKey: new TextEncoder().encode(env.PAYMENT_SECRET_KEY),
      fetch: networkFetch(15_000),
      publicUrl,
      simulated: false,
    };
  return {
    baseUrl: PAYMENT_SIM_BASE,
    accessKey: 'simulator',
    secretKey: new Uint8Array(serverSecret(db, 'payment-simulator')),
    fetch: injectFetch(app),
    publicUrl,
    simulated: true,
  };
}
