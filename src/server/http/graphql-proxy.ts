import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Database } from 'better-sqlite3';
import { cookieModeResponse, proxiedAuthorization } from '@/server/customers/proxy-session';
import { publicOrigin } from '@/server/resolvers/public-url';
import { mediaBasePattern, rewriteMediaUrls } from '@/server/http/magento-media-urls';

// With COMMERCE_GRAPHQL_URL set, /graphql goes to a real Magento 2.4: the PWA keeps calling its own
// origin, and only the headers Magento reads are forwarded (no cookies, no client IP games). The customer's
// HttpOnly session cookie becomes `Authorization` here (customers/proxy-session.ts). Magento's absolute media
// URLs become the shop's own /media/ ones (magento-media-urls.ts), on the origin its own back end would write.

const FORWARDED_REQUEST_HEADERS = ['authorization', 'store', 'content-type', 'content-currency', 'accept'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'x-magento-cache-id', 'x-magento-tags'];
const UPSTREAM_TIMEOUT_MS = 30_000;

export interface GraphqlProxyOptions {
  /** this shop's own records beside Magento's (sessions that signed themselves out: customers/proxy-session.ts) */
  db: Database;
  upstreamUrl: string;
  bodyLimit: number;
  /** Magento's media base URL (magentoMediaBase) */
  mediaBase: string;
}

export async function registerGraphqlProxy(app: FastifyInstance, opts: GraphqlProxyOptions): Promise<void> {
  const upstream = new URL(opts.upstreamUrl);
  const mediaUrls = mediaBasePattern(opts.mediaBase);
  await app.register(cookie);
  await app.register(async (scope) => {
    // Forward the body byte for byte: whatever Magento accepts, we accept.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: opts.bodyLimit }, (_req, body, done) =>
      done(null, body),
    );

    const forward = async (request: FastifyRequest) => {
      const target = new URL(upstream);
      const queryIndex = request.url.indexOf('?');
      if (queryIndex >= 0) target.search = request.url.slice(queryIndex);
      const headers = new Headers();
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const authorization = proxiedAuthorization(request);
      if (authorization) headers.set('authorization', authorization);
      const body = request.method === 'POST' ? (request.body as Buffer | undefined) : undefined;
      return fetch(target, {
        method: request.method,
        headers,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    };

    scope.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: async (request, reply) => {
        let response: Response;
        try {
          response = await forward(request);
        } catch (error) {
          request.log.error({ err: error }, 'commerce back end unreachable');
          // Magento-shaped error so the client's error mapping still works.
          return reply.code(502).send({
            errors: [
              { message: 'The commerce back end is unreachable', extensions: { category: 'graphql' } },
            ],
          });
        }
        reply.code(response.status);
        for (const name of FORWARDED_RESPONSE_HEADERS) {
          const value = response.headers.get(name);
          if (value !== null) reply.header(name, value);
        }
        // Magento marks a cacheable query public for a day even when a customer asked (its prices are theirs):
        // kept by the browser, the next person on the device would be answered from that copy after sign-out
        if (proxiedAuthorization(request)) reply.header('cache-control', 'private, no-store');
        let body = Buffer.from(await response.arrayBuffer());
        if (/json/i.test(response.headers.get('content-type') ?? ''))
          body = Buffer.from(rewriteMediaUrls(body.toString('utf8'), mediaUrls, publicOrigin(request)));
        return reply.send(cookieModeResponse(opts.db, request, reply, body));
      },
    });
  });
}
