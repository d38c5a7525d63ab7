import type { FastifyInstance } from 'fastify';

// JSON requests to an outside service (SK's eID services, the payment provider), or the same requests
// answered in-process by this server's own simulator of that service (app.inject: no network, same routes).

export type JsonFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; body?: string },
) => Promise<{
  status: number;
  json: () => Promise<unknown>;
}>;

export const networkFetch =
  (timeoutMs: number): JsonFetch =>
  async (url, init) => {
    const res = await fetch(url, {
      method: init.method,
      headers: { 'content-type': 'application/json' },
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, json: () => res.json() as Promise<unknown> };
  };

export const injectFetch =
  (app: FastifyInstance): JsonFetch =>
  async (url, init) => {
    const res = await app.inject({
      method: init.method,
      url,
      headers: { 'content-type': 'application/json' },
      ...(init.body ? { payload: init.body } : {}),
    });
    return { status: res.statusCode, json: async () => res.json() as unknown };
  };
