import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import sanitizeHtml from 'sanitize-html';
import { bindKiosk, kioskDevice, type KioskDevice } from '@/server/store/kiosk-devices';
import { assortmentSize, storeAssortment } from '@/server/store/kiosk-assortment';
import { createHandoff, handoffUsed, redeemHandoff } from '@/server/store/cart-handoff';
import { TOO_MANY_REQUESTS } from '@/server/http/rate-limit';

// Store tablets (issue 13), README "Kiosk mode". A tablet is bound with a setup code and then sends its
// device token as X-Kiosk-Token; the phone's handoff redemption needs no token (the handoff token is the
// secret). Guessing is limited per address: binds and redemptions have their own counters, always on.

const KIOSK_HEADER = 'x-kiosk-token';
const LIMITS = {
  bind: { max: 10, timeWindow: 10 * 60_000 },
  redeem: { max: 30, timeWindow: 10 * 60_000 },
};
const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

const PAGE_MAX = 2000;

const whole = (value: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(n, min), max);
};

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

const plain = (html: string | null) =>
  html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() : null;

export async function registerKioskRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const { db } = opts;
  const factor = Math.max(1, Number(process.env.AUTH_RATE_LIMIT_FACTOR) || 1);
  const limiter = (bucket: keyof typeof LIMITS) =>
    app.createRateLimit({
      max: Math.ceil(LIMITS[bucket].max * factor),
      timeWindow: LIMITS[bucket].timeWindow,
      keyGenerator: (request) => `kiosk-${bucket}:${request.ip}`,
    });
  const limits = { bind: limiter('bind'), redeem: limiter('redeem') };
  const limited = async (request: FastifyRequest, reply: FastifyReply, bucket: keyof typeof LIMITS) => {
    const result = await limits[bucket](request);
    if (result.isAllowed || !result.isExceeded) return false;
    await reply
      .code(429)
      .header('Retry-After', String(Math.max(1, result.ttlInSeconds)))
      .send({ error: TOO_MANY_REQUESTS });
    return true;
  };

  const device = (request: FastifyRequest): KioskDevice | null => {
    const token = request.headers[KIOSK_HEADER];
    return typeof token === 'string' && SECRET.test(token) ? kioskDevice(db, token) : null;
  };
  const noDevice = (reply: FastifyReply) => reply.code(401).send({ error: 'kiosk-not-bound' });

  app.post<{ Body: { code?: unknown } | null }>('/api/kiosk/bind', async (request, reply) => {
    if (await limited(request, reply, 'bind')) return reply;
    const code = text(request.body?.code, 32);
    const bound = code ? bindKiosk(db, code) : null;
    if (!bound) return reply.code(400).send({ error: 'invalid-code' });
    return reply.header('Cache-Control', 'no-store').send({ data: bound });
  });

  app.get('/api/kiosk/store', async (request, reply) => {
    const found = device(request);
    if (!found) return noDevice(reply);
    return reply.header('Cache-Control', 'no-store').send({ data: { store: found.store } });
  });

  // Paged, so the tablet can show its progress: ?offset=0&limit=1000 → { total, products }.
  app.get<{ Querystring: { locale?: unknown; offset?: unknown; limit?: unknown } }>(
    '/api/kiosk/assortment',
    async (request, reply) => {
      const found = device(request);
      if (!found) return noDevice(reply);
      const locale = request.query.locale === 'ru' ? 'ru' : 'et';
      const offset = whole(request.query.offset, 0, 0, 1_000_000);
      const limit = whole(request.query.limit, PAGE_MAX, 1, PAGE_MAX);
      const now = new Date();
      const rows = storeAssortment(db, found.store.code, locale, now.toISOString().slice(0, 10), {
        offset,
        limit,
      });
      const products = rows.map((r) => ({
        sku: r.sku,
        name: r.name,
        path: `/${locale}/p/${encodeURIComponent(r.sku)}/${r.url_key}`,
        description: plain(r.short_description),
        imagePath: r.image,
        brand: r.brand,
        department: r.department,
        unit: r.unit_id,
        regularCents: r.price,
        finalCents: r.final_price,
        qtyHere: r.qty_here,
        aisle: r.aisle,
        shelf: r.shelf,
      }));
      return reply.header('Cache-Control', 'no-store').send({
        data: {
          store: found.store,
          locale,
          refreshedAt: now.toISOString(),
          total: assortmentSize(db),
          products,
        },
      });
    },
  );

  app.post<{ Body: { cartId?: unknown } | null }>('/api/kiosk/handoff', async (request, reply) => {
    const found = device(request);
    if (!found) return noDevice(reply);
    const cartId = text(request.body?.cartId, 32);
    const made = cartId ? createHandoff(db, found.id, cartId) : { problem: 'cart-not-found' as const };
    if ('problem' in made) return reply.code(400).send({ error: made.problem });
    return reply.header('Cache-Control', 'no-store').send({ data: made });
  });

  app.post<{ Body: { token?: unknown } | null }>('/api/kiosk/handoff/status', async (request, reply) => {
    const found = device(request);
    if (!found) return noDevice(reply);
    const token = text(request.body?.token, 128);
    const used = token ? handoffUsed(db, found.id, token) : null;
    if (used === null) return reply.code(404).send({ error: 'handoff-not-found' });
    return reply.header('Cache-Control', 'no-store').send({ data: { used } });
  });

  app.post<{ Body: { token?: unknown } | null }>('/api/kiosk/handoff/redeem', async (request, reply) => {
    if (await limited(request, reply, 'redeem')) return reply;
    const token = text(request.body?.token, 128);
    const cartId = token && SECRET.test(token) ? redeemHandoff(db, token) : null;
    if (!cartId) return reply.code(410).send({ error: 'handoff-used-or-expired' });
    return reply.header('Cache-Control', 'no-store').send({ data: { cartId } });
  });
}
