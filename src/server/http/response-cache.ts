import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { Kind, parse, type DocumentNode } from 'graphql';
import { today } from '@/server/store/catalog-sql';
import { catalogueMarks, changedTags } from '@/server/store/cache-tag-changes';
import { requestToken } from '@/server/customers/session-cookie';
import { answerTags } from '@/server/http/answer-tags';
import { TaggedAnswers } from '@/server/http/tagged-answers';
import { sendKept } from '@/server/http/kept-bodies';

// A per-process cache of guests' public catalogue answers over GET /graphql (issue 15 item 6), what Magento
// keeps in its full-page cache (Varnish) for GraphQL GETs. An answer is reused only for the very same request
// (URL with query, operation and variables; Store and Content-Currency headers; the origin links are made
// of) on the same day, until a write makes it stale. Like Magento's cache tags: an answer is stored with the tags
// of what it shows (store/cache-tags.ts: its products, the categories it lists, whether it is another listing),
// and a write to a product's rows, by any worker, evicts in every worker the answers with its tags on their next
// request (the change log of migration 215): an order of one product leaves the answers about the others. A write
// no product owns (store configuration, categories, CMS, URL rewrites …: the shared counter of migration 210)
// empties the whole cache. Never cached: a request with a customer token (header or session cookie), a document with anything
// but public catalogue fields (carts, customers, wishlists …), a search (it counts against the search rate
// limit), an answer with errors, another status than 200 or a cookie; and an answer is stored only the second time
// its request comes (a request asked once is not kept). A hit sends the same body and headers as the uncached
// answer, plus `X-Cache: HIT` (a stored one says `X-Cache: MISS`); it is kept as bytes and compressed once per
// content coding (kept-bodies.ts).

/** Root fields whose answer depends only on the catalogue, the store view and the origin, never on the shopper. */
export const PUBLIC_QUERY_FIELDS = new Set([
  '__typename',
  'availableStores',
  'blogPost',
  'blogPosts',
  'categories',
  'category',
  'categoryList',
  'cmsBlocks',
  'cmsPage',
  'countries',
  'country',
  'currency',
  'productReviewRatingsMetadata',
  'products',
  'route',
  'storeConfig',
  'urlResolver',
]);

export interface ResponseCacheOptions {
  /** memory cap of the stored bodies per process in MB (RESPONSE_CACHE_MB, default 64; 0 = off) */
  maxMb?: number;
  /**
   * longest reuse of one answer in ms (default 60 s): a safety net for visibility that changes with the clock
   * within a day (the day itself is part of the key)
   */
  ttlMs?: number;
}

export const responseCacheFromEnv = (env: NodeJS.ProcessEnv): ResponseCacheOptions =>
  env.RESPONSE_CACHE_MB === undefined ? {} : { maxMb: Number(env.RESPONSE_CACHE_MB) };

const DEFAULT_MB = 64;
const DEFAULT_TTL_MS = 60_000;
/** requests remembered as asked once (a hash each, ~100 bytes with the LRU's own) */
const ASKED_BEFORE_MAX = 50_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Whether a document may be cached: every operation a query of public catalogue fields only. Answers null when
 * it may not, else the variables that carry a `products` search (the storefront's listing document has
 * `search: $search`): the request is cacheable only when each of them is null or missing, as a search counts
 * against the search rate limit.
 */
export const cacheableQuery = (document: DocumentNode): string[] | null => {
  const searchVariables: string[] = [];
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) continue;
    if (d.kind !== Kind.OPERATION_DEFINITION || d.operation !== 'query') return null;
    for (const s of d.selectionSet.selections) {
      if (s.kind !== Kind.FIELD || !PUBLIC_QUERY_FIELDS.has(s.name.value)) return null;
      const search = s.name.value === 'products' && s.arguments?.find((a) => a.name.value === 'search');
      if (!search || search.value.kind === Kind.NULL) continue;
      if (search.value.kind !== Kind.VARIABLE) return null;
      searchVariables.push(search.value.name.value);
    }
  }
  return searchVariables;
};

/** True when no variable that carries a search has a value in this request's variables (JSON text). */
const searchesNothing = (names: string[], variables: unknown): boolean => {
  if (names.length === 0) return true;
  if (variables === undefined || variables === '') return true;
  if (typeof variables !== 'string') return false;
  try {
    const values = JSON.parse(variables) as Record<string, unknown> | null;
    return names.every((n) => values?.[n] === undefined || values[n] === null);
  } catch {
    return false;
  }
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

const KEY = Symbol('response-cache-key');
const SINCE = Symbol('response-cache-generation');
type Keyed = FastifyRequest & { [KEY]?: string; [SINCE]?: number };

export function registerResponseCache(
  app: FastifyInstance,
  db: Database,
  opts: ResponseCacheOptions = {},
): void {
  const maxMb = opts.maxMb ?? DEFAULT_MB;
  if (!(maxMb > 0)) return;
  const answers = new TaggedAnswers(maxMb * 1024 * 1024, opts.ttlMs ?? DEFAULT_TTL_MS);
  // evicts what the writes since the last look made stale, whichever process wrote them
  let seen = catalogueMarks(db);
  const catchUp = () => {
    const now = catalogueMarks(db);
    if (now.version === seen.version && now.lastChange === seen.lastChange) return;
    answers.evict(now.version === seen.version ? changedTags(db, seen.lastChange, now.lastChange) : null);
    seen = now;
  };
  // Requests asked before (their key's hash): an answer is stored from the second time its request comes. Kept
  // once, a request nobody repeats (a crawler's price range, a bench's) filled the cache with answers never read
  // again, pushed out the ones that are, and the churn of tens of MB of strings kept the garbage collector busy.
  const askedBefore = new LRUCache<string, true>({ max: ASKED_BEFORE_MAX });
  // whether a query text may be cached, decided once per text (parsing again on every request would cost more)
  const documents = new LRUCache<string, { searchVariables: string[] | null }>({ max: 1000 });
  const cacheable = (query: string, variables: unknown) => {
    let verdict = documents.get(query);
    if (verdict === undefined) {
      try {
        verdict = { searchVariables: cacheableQuery(parse(query)) };
      } catch {
        verdict = { searchVariables: null }; // graphql answers the syntax error itself
      }
      documents.set(query, verdict);
    }
    return verdict.searchVariables !== null && searchesNothing(verdict.searchVariables, variables);
  };

  app.addHook('onRequest', async (request: Keyed, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/graphql') return;
    if (request.headers.authorization !== undefined || requestToken(request) !== null) return;
    const { query, variables } = request.query as { query?: unknown; variables?: unknown };
    if (typeof query !== 'string' || !cacheable(query, variables)) return;
    catchUp();
    const key = [
      today(),
      request.protocol,
      header(request, 'host'),
      header(request, 'x-forwarded-host'),
      header(request, 'x-forwarded-proto'),
      header(request, 'store'),
      header(request, 'content-currency'),
      request.url,
    ].join('\n');
    const hit = answers.get(key);
    if (!hit) {
      request[KEY] = key;
      request[SINCE] = answers.generation;
      return;
    }
    return sendKept(
      request,
      reply.header('content-type', hit.contentType).header('x-cache', 'HIT'),
      hit.body,
    );
  });

  app.addHook('onSend', async (request: Keyed, reply, payload) => {
    const key = request[KEY];
    if (key === undefined) return payload;
    const contentType = reply.getHeader('content-type');
    if (
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      contentType === JSON_TYPE &&
      reply.getHeader('set-cookie') === undefined &&
      !payload.includes('"errors":')
    ) {
      const asked = createHash('sha256').update(key).digest('base64');
      if (!askedBefore.get(asked)) {
        askedBefore.set(asked, true);
        return payload;
      }
      catchUp();
      const tags = [...answerTags(request)];
      if (answers.set(key, { body: { bytes: Buffer.from(payload) }, contentType, tags }, request[SINCE]!))
        reply.header('x-cache', 'MISS');
    }
    return payload;
  });
}
