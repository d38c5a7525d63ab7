import { readFileSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import mercurius from 'mercurius';
import { buildSchema } from 'graphql';
import { buildResolvers } from '@/server/resolvers/resolver-map';
import { createContext } from '@/server/resolvers/context';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import { startOutboxSender, type OutboxSender } from '@/server/mail/outbox-sender';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatExecutionErrors } from '@/server/resolvers/errors';
import { queryLimitsRule } from '@/server/resolvers/limits';
import { getListingIndex } from '@/server/store/catalog-listing-index';
import cookie from '@fastify/cookie';
import { graphqlLimit, registerRateLimits, type RateLimitConfig } from '@/server/http/rate-limit';
import { eidConfigFromEnv } from '@/server/eid/eid-config';
import { registerEidSimulators } from '@/server/eid/simulators';
import { createEidService } from '@/server/eid/eid-service';
import { paymentConfigFromEnv } from '@/server/payments/payment-config';
import { registerPaymentSimulator } from '@/server/payments/payment-simulator';
import { createPaymentService } from '@/server/payments/payment-service';
import { registerPaymentRoutes } from '@/server/http/payment-routes';
import { createCustomerSession } from '@/server/customers/customer-session';
import { registerResponseCache, type ResponseCacheOptions } from '@/server/http/response-cache';

// /graphql: the Magento 2.4-compatible catalogue API (schema/magento.graphql + schema/extensions.graphql).

export interface GraphqlOptions {
  db: Database;
  /** request body cap for /graphql in bytes (default 1 MiB) */
  bodyLimit?: number;
  /** outgoing mail (contactUs); default: .eml files under the OS temp folder's shop-mail/ */
  mailer?: Mailer;
  /** who sends the mail outbox (default: this thread, with `mailer`) */
  outbox?: () => OutboxSender;
  /** serve GraphiQL at /graphiql (default: only when NODE_ENV is 'development') */
  graphiql?: boolean;
  /** per-address limits on new carts, reviews and searches (default: none; sign-in limits are always on) */
  rateLimits?: RateLimitConfig;
  /** the guests' catalogue answer cache of GET /graphql (default: on, 64 MB per process) */
  responseCache?: ResponseCacheOptions;
}

const schemaFile = (name: string) => readFileSync(new URL(`./schema/${name}`, import.meta.url), 'utf8');

// Every *.graphql in schema/: the Magento subsets (magento*.graphql) first, then the rest (cart.graphql, extensions).
const schemaOrder = (name: string) => (name.startsWith('magento') ? 0 : name.includes('extensions') ? 2 : 1);
export const schemaFiles = () =>
  readdirSync(new URL('./schema/', import.meta.url))
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => schemaOrder(a) - schemaOrder(b) || a.localeCompare(b));

export const loadSchemaSdl = () => schemaFiles().map(schemaFile).join('\n');

/**
 * spec §5 uploads travel inside GraphQL (a credit application's 3 files of 10 MB, as base64): a body over the
 * normal cap is read only from a signed-in customer, up to this size.
 */
export const UPLOAD_BODY_LIMIT = 42 * 1024 * 1024;

/** Magento's limits: query depth 20, query complexity 300. */
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;

const inputProblem = (message: string) => ({
  errors: [{ message, extensions: { category: 'graphql-input' } }],
});

/**
 * The start of a JSON text that is not the start of a GraphQL document: an array, a string, a number, true, false,
 * null, or an object with a member or none (a selection set starts with a name).
 */
const JSON_START = /^\s*(?:\{\s*["}]|[["\-0-9]|true\b|false\b|null\b)/;

const isJson = (text: string) => {
  // JSON.parse refusing a GraphQL document threw an exception on every request (~10–60 µs with its stack)
  if (!JSON_START.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return value === null || (typeof value === 'object' && !Array.isArray(value));
  } catch {
    return false;
  }
};

export async function registerGraphql(app: FastifyInstance, opts: GraphqlOptions): Promise<void> {
  const sdl = loadSchemaSdl();
  const mailer = opts.mailer ?? createMailer({ dataDir: join(tmpdir(), 'shop-mail') });
  // build the in-memory listing index now, not on the first shopper's request
  getListingIndex(opts.db);
  await app.register(cookie);
  registerResponseCache(app, opts.db, opts.responseCache);
  const limit = graphqlLimit(await registerRateLimits(app, opts.db, opts.rateLimits));
  const eidConfig = eidConfigFromEnv(app);
  if (eidConfig.simulated) registerEidSimulators(app, opts.db);
  const eid = createEidService(opts.db, eidConfig);
  const paymentConfig = paymentConfigFromEnv(app, opts.db);
  if (paymentConfig.simulated) registerPaymentSimulator(app, paymentConfig, opts.db);
  const log = (err: unknown, message: string) => app.log.error({ err }, message);
  const outbox = opts.outbox?.() ?? startOutboxSender(opts.db, mailer, log);
  app.addHook('onClose', () => outbox.stop());
  const payments = createPaymentService(opts.db, paymentConfig, outbox, log);
  registerPaymentRoutes(app, payments);
  const bodyLimit = opts.bodyLimit ?? 1024 * 1024;
  await app.register(mercurius, {
    schema: sdl,
    resolvers: buildResolvers(buildSchema(sdl)),
    path: '/graphql',
    jit: 1,
    graphiql: opts.graphiql ?? process.env.NODE_ENV === 'development',
    validationRules: [queryLimitsRule(MAX_QUERY_DEPTH, MAX_QUERY_COMPLEXITY)],
    context: (request, reply) =>
      createContext({ db: opts.db, mailer, outbox, limit, eid, payments }, request, reply),
    additionalRouteOptions: {
      bodyLimit: Math.max(bodyLimit, UPLOAD_BODY_LIMIT),
      // before the body is read (mercurius keeps onRequest for itself)
      preParsing: async (request, reply) => {
        const length = Number(request.headers['content-length']);
        if (request.method !== 'POST' || length <= bodyLimit) return;
        // a guest (or a body of unknown length from one) stays within the normal cap
        if (createCustomerSession(opts.db, { request, reply: null }).id() === null)
          return reply.code(413).send(inputProblem('Request body is too large'));
      },
      // a query that is not text is the client's mistake, not a server fault (issue 15)
      preValidation: async (request, reply) => {
        const body = request.body as { query?: unknown } | string | null | undefined;
        if (body && typeof body === 'object' && 'query' in body && typeof body.query !== 'string')
          return reply.code(400).send(inputProblem('The query must be a string.'));
        const query =
          typeof body === 'string'
            ? body
            : body && typeof body === 'object'
              ? body.query
              : (request.query as { query?: unknown } | undefined)?.query;
        // mercurius takes a text that is not GraphQL but parses as JSON for a ready-made syntax tree, which
        // graphql-js then trips over (a 500 for "0"); no GraphQL document is valid JSON, so refuse it here
        if (typeof query === 'string' && isJson(query))
          return reply.code(400).send(inputProblem('Syntax Error: the query is not a GraphQL document.'));
        // over GET the variables are JSON text: anything but an object is refused before it reaches a resolver
        const vars = (request.query as { variables?: unknown } | undefined)?.variables;
        if (request.method === 'GET' && typeof vars === 'string' && vars !== '' && !isJsonObject(vars))
          return reply.code(400).send(inputProblem('The variables must be a JSON object.'));
      },
    },
    errorFormatter: (execution, context) => {
      const log = (context as { reply?: { log: FastifyInstance['log'] } }).reply?.log;
      const { statusCode, response } = formatExecutionErrors(execution, (err) =>
        log?.error({ err }, 'GraphQL request failed'),
      );
      return { statusCode, response } as never;
    },
  });
}
