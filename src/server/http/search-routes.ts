import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { MIN_TERM_LENGTH, searchCategories, searchProducts, type ProductSort } from '@/server/store/search';
import { recordSearchEvent } from '@/server/store/search-events';
import { textQuery } from '@/server/http/query-schema';
import { httpLimited, type Limiter } from '@/server/http/rate-limit';

// The storefront's search box (spec §7 "Search engine"): /api/klevu/search over SQLite FTS5, and the
// analytics sink /api/klevu/analytics/. Response: { meta, records } (README "Search API").

const PRODUCT_LIMIT_DEFAULT = 10; // spec §9: product search 10
const PRODUCT_LIMIT_MAX = 10;
const CATEGORY_LIMIT_DEFAULT = 100; // spec §9: category search 100
const CATEGORY_LIMIT_MAX = 100;
const MAX_OFFSET = 10_000;
const SORTS: Record<string, ProductSort> = {
  '': 'relevance',
  relevance: 'relevance',
  rel: 'relevance',
  name_asc: 'name_asc',
  name_desc: 'name_desc',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  // Klevu's own spellings
  price_lth: 'price_asc',
  price_htl: 'price_desc',
};

interface SearchQuery {
  term?: string;
  limit?: string;
  offset?: string;
  type?: string;
  sort?: string;
  locale?: string;
}

/** Each parameter at most once, as text: a repeated one (?term=a&term=b) is a 400, not a server error. */
const SEARCH_QUERY = textQuery(['term', 'limit', 'offset', 'type', 'sort', 'locale']);

function clampInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(Math.max(n, min), max);
}

/** The store view: `Store` header (as /graphql), else the `locale` query parameter, else et. */
function storeOf(request: FastifyRequest<{ Querystring: SearchQuery }>): 'et' | 'ru' {
  const header = request.headers.store;
  const value = (typeof header === 'string' && header) || request.query.locale || 'et';
  return value === 'ru' ? 'ru' : 'et';
}

export async function registerSearchRoutes(
  app: FastifyInstance,
  opts: { db: Database; limiter?: Limiter },
): Promise<void> {
  app.get<{ Querystring: SearchQuery }>(
    '/api/klevu/search',
    { schema: { querystring: SEARCH_QUERY } },
    async (request, reply) => {
      if (await httpLimited(opts.limiter, request, reply, 'search')) return reply;
      const q = request.query;
      const term = (q.term ?? '').trim().slice(0, 200);
      const type =
        q.type === 'category' ? 'category' : q.type === undefined || q.type === 'product' ? 'product' : null;
      if (type === null) return reply.code(400).send({ error: 'type must be product or category' });
      const sort = SORTS[(q.sort ?? '').toLowerCase()];
      if (sort === undefined) {
        return reply
          .code(400)
          .send({ error: 'sort must be relevance, name_asc, name_desc, price_asc or price_desc' });
      }
      const locale = storeOf(request);
      const limit =
        type === 'product'
          ? clampInt(q.limit, PRODUCT_LIMIT_DEFAULT, 1, PRODUCT_LIMIT_MAX)
          : clampInt(q.limit, CATEGORY_LIMIT_DEFAULT, 1, CATEGORY_LIMIT_MAX);
      const offset = clampInt(q.offset, 0, 0, MAX_OFFSET);
      const meta = { term, type, locale, sort, limit, offset };
      reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'Store');

      // spec §5: search acts only on terms of at least 3 characters.
      if ([...term].length < MIN_TERM_LENGTH) return { meta: { ...meta, totalResultsFound: 0 }, records: [] };

      if (type === 'product') {
        const result = searchProducts(opts.db, { term, locale, limit, offset, sort });
        return { meta: { ...meta, totalResultsFound: result.total }, records: result.records };
      }
      // Absolute on the request's own origin: the client keeps only category URLs of its origin (spec §5).
      const origin = `${request.protocol}://${request.host}`;
      const result = searchCategories(opts.db, { term, locale, limit, offset });
      return {
        meta: { ...meta, totalResultsFound: result.total },
        records: result.records.map((c) => ({ ...c, url: origin + c.url })),
      };
    },
  );

  const analytics = async (request: FastifyRequest<{ Body: unknown }>, reply: FastifyReply) => {
    const events = Array.isArray(request.body) ? request.body : [request.body];
    const accepted = [];
    for (const e of events.slice(0, 50)) {
      if (e === null || typeof e !== 'object') continue;
      const ev = e as Record<string, unknown>;
      const type = typeof ev.type === 'string' ? ev.type : typeof ev.event === 'string' ? ev.event : 'click';
      const term = typeof ev.term === 'string' ? ev.term : null;
      const productId = ev.productId ?? ev.id;
      const sku = typeof ev.sku === 'string' ? ev.sku : null;
      if (!/^[a-z_]{1,32}$/i.test(type)) continue;
      accepted.push({
        type,
        term: term?.slice(0, 200) ?? null,
        productId:
          typeof productId === 'number' || typeof productId === 'string'
            ? String(productId).slice(0, 64)
            : null,
        sku: sku?.slice(0, 64) ?? null,
        locale: storeOf(request as FastifyRequest<{ Querystring: SearchQuery }>),
        position: typeof ev.position === 'number' && Number.isInteger(ev.position) ? ev.position : null,
      });
    }
    if (accepted.length === 0) {
      return reply
        .code(400)
        .send({ error: 'Expected a search event like { "type": "click", "term": "…", "sku": "…" }' });
    }
    recordSearchEvent(opts.db, accepted);
    return reply.code(202).send({ accepted: accepted.length });
  };
  app.post('/api/klevu/analytics', analytics);
  app.post('/api/klevu/analytics/*', analytics);
}
