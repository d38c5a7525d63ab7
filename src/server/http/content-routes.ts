import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from 'better-sqlite3';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getContentItem, listContentItems } from '@/server/store/content-items';
import { renderCataloguePdf } from '@/server/http/catalogue-pdf';
import { textQuery } from '@/server/http/query-schema';

// spec §7 integration convention: POST /api/{integration}/{method} with an array body, response { data }.
// The content service answers /api/content/item; any other integration is spec §8's "Unknown middleware".

const LOCALES = new Set(['et', 'ru']);
const CONTENT_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

interface ItemRequest {
  contentType?: unknown;
  type?: unknown;
  locale?: unknown;
}

function answer(db: Database, reply: FastifyReply, req: ItemRequest | undefined) {
  const type = req?.contentType ?? req?.type;
  const locale = req?.locale ?? 'et';
  if (typeof type !== 'string' || !CONTENT_TYPE.test(type)) {
    return reply.code(400).send({ error: 'contentType is required (e.g. tickerBanner)' });
  }
  if (typeof locale !== 'string' || !LOCALES.has(locale)) {
    return reply.code(400).send({ error: 'locale must be et or ru' });
  }
  // A missing item is normal (no banner this week): data is null, not an error.
  return reply.header('Cache-Control', 'no-cache').send({ data: getContentItem(db, type, locale) });
}

const CATALOGUE_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.pdf$/;

export async function registerContentRoutes(
  app: FastifyInstance,
  opts: { db: Database; dataDir: string },
): Promise<void> {
  app.post<{ Body: unknown }>('/api/content/item', async (request, reply) => {
    const body = request.body;
    const first = Array.isArray(body) ? body[0] : body;
    if (first === null || typeof first !== 'object') {
      return reply
        .code(400)
        .send({ error: 'Body must be an array like [{ "contentType": "tickerBanner", "locale": "et" }]' });
    }
    return answer(opts.db, reply, first as ItemRequest);
  });

  app.get<{ Querystring: { type?: string; contentType?: string; locale?: string } }>(
    '/api/content/item',
    { schema: { querystring: textQuery(['type', 'contentType', 'locale'], { maxLength: 64 }) } },
    async (request, reply) => answer(opts.db, reply, request.query),
  );

  // Every item of a type (e.g. the catalogues): GET /api/content/items?type=catalogue&locale=et → { data: [] }.
  app.get<{ Querystring: { type?: string; locale?: string } }>(
    '/api/content/items',
    { schema: { querystring: textQuery(['type', 'locale'], { required: ['type'], maxLength: 64 }) } },
    async (request, reply) => {
      const { type, locale = 'et' } = request.query;
      if (typeof type !== 'string' || !CONTENT_TYPE.test(type))
        return reply.code(400).send({ error: 'type is required (e.g. catalogue)' });
      if (typeof locale !== 'string' || !LOCALES.has(locale))
        return reply.code(400).send({ error: 'locale must be et or ru' });
      return reply
        .header('Cache-Control', 'no-cache')
        .send({ data: listContentItems(opts.db, type, locale) });
    },
  );

  // spec §1 catalogues: the uploaded PDF, else a generated one for a catalogue the content service knows.
  app.get<{ Params: { file: string } }>('/media/catalogues/:file', async (request, reply) => {
    const slug = CATALOGUE_FILE.exec(request.params.file)?.[1];
    if (!slug) return reply.code(404).send({ error: 'Catalogue not found' });
    reply.header('Content-Type', 'application/pdf').header('Cache-Control', 'public, max-age=3600');
    try {
      return reply.send(await readFile(join(opts.dataDir, 'media', 'catalogues', `${slug}.pdf`)));
    } catch {
      const item = listContentItems(opts.db, 'catalogue', 'et').find((c) => c.identifier === slug);
      if (!item)
        return reply
          .code(404)
          .header('Content-Type', 'application/json')
          .send({ error: 'Catalogue not found' });
      const title = String(item.title);
      return reply.send(
        renderCataloguePdf(title, [String(item.description), `${String(item.pages)} lk`, 'Ehituspood']),
      );
    }
  });

  // spec §8: an integration nobody implements.
  app.all('/api/*', async (_request, reply) => reply.code(500).send({ error: 'Unknown middleware' }));
}
