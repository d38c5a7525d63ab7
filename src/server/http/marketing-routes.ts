import type { FastifyInstance } from 'fastify';
import { networkFetch, type JsonFetch } from '@/server/http/json-fetch';
import { publicMarketingConfig, type MarketingConfig } from '@/server/http/marketing-config';

// GET /api/storefront/config: which optional third parties are on (marketing-config.ts), for the storefront.
// POST /api/conversions/event (spec §7): one conversion event, forwarded to the configured conversions API in
// Meta's Conversions API shape. Not configured: skipped (spec §8). The browser sends it only with marketing
// consent, with e-mail and phone already SHA-256 hashed; the server refuses anything else that looks like an
// address. An upstream failure answers 502; the storefront only warns (spec §8).

/** The storefront's event names and the conversions API's standard events they become. */
export const CONVERSION_EVENTS: Record<string, string> = {
  page_view: 'PageView',
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
  search: 'Search',
};

const SHA256 = '^[a-f0-9]{64}$';

export interface ConversionBody {
  eventName: string;
  eventId: string;
  fbc?: string;
  customData?: Record<string, unknown>;
  userData?: { em?: string; ph?: string };
}

const bodySchema = {
  type: 'object',
  required: ['eventName', 'eventId'],
  additionalProperties: false,
  properties: {
    eventName: { type: 'string', minLength: 1, maxLength: 64 },
    eventId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    // fb.1.<creation time ms>.<fbclid>
    fbc: { type: 'string', pattern: '^fb\\.1\\.\\d{10,16}\\.[A-Za-z0-9_-]{1,500}$' },
    customData: { type: 'object', maxProperties: 20 },
    userData: {
      type: 'object',
      additionalProperties: false,
      properties: { em: { type: 'string', pattern: SHA256 }, ph: { type: 'string', pattern: SHA256 } },
    },
  },
} as const;

export interface MarketingRoutesOptions {
  config: MarketingConfig;
  /** the upstream call (tests: a local stub server; default: the network with a 5 s timeout) */
  fetch?: JsonFetch;
}

export async function registerMarketingRoutes(
  app: FastifyInstance,
  opts: MarketingRoutesOptions,
): Promise<void> {
  const send = opts.fetch ?? networkFetch(5000);
  const shown = publicMarketingConfig(opts.config);

  app.get('/api/storefront/config', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return { data: shown };
  });

  app.post<{ Body: ConversionBody }>(
    '/api/conversions/event',
    { schema: { body: bodySchema } },
    async (request, reply) => {
      const conversions = opts.config.conversions;
      // spec §8: not configured → the event is skipped
      if (!conversions) return reply.code(202).send({ data: { status: 'skipped' } });
      const body = request.body;
      const name = CONVERSION_EVENTS[body.eventName];
      // spec §8 unknown event type
      if (!name)
        return reply
          .code(400)
          .send({ error: `Type of event "${body.eventName}" does not exist in Google Tag Manager` });
      const event = {
        event_name: name,
        event_time: Math.floor(Date.now() / 1000),
        event_id: body.eventId,
        action_source: 'website',
        event_source_url: request.headers.referer,
        user_data: {
          ...(body.userData?.em ? { em: [body.userData.em] } : {}),
          ...(body.userData?.ph ? { ph: [body.userData.ph] } : {}),
          ...(body.fbc ? { fbc: body.fbc } : {}),
          client_ip_address: request.ip,
          client_user_agent: request.headers['user-agent'],
        },
        custom_data: body.customData ?? {},
      };
      const url = new URL(conversions.url);
      if (conversions.accessToken) url.searchParams.set('access_token', conversions.accessToken);
      try {
        const res = await send(url.href, { method: 'POST', body: JSON.stringify({ data: [event] }) });
        if (res.status >= 400) throw new Error(`conversions API answered ${res.status}`);
        return { data: { status: 'sent' } };
      } catch (err) {
        request.log.warn({ err }, 'conversion event not forwarded');
        return reply.code(502).send({ error: 'The conversion event could not be forwarded' });
      }
    },
  );
}
