import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { registerSecurity } from '@/server/http/security';
import { registerStaticPwa } from '@/server/http/static-pwa';
import { catalogueStamp } from '@/server/store/catalogue-version';
import { registerSitemapRoutes } from '@/server/http/sitemap-routes';
import { registerImageRoutes } from '@/server/http/images';
import type { ImageLimits } from '@/server/http/image-limits';
import type { ImageCacheEvent } from '@/server/http/image-cache';
import { registerGraphqlProxy } from '@/server/http/graphql-proxy';
import { magentoMediaBase } from '@/server/http/magento-media-urls';
import { registerSearchRoutes } from '@/server/http/search-routes';
import { registerContentRoutes } from '@/server/http/content-routes';
import { registerMarketingRoutes } from '@/server/http/marketing-routes';
import { marketingConfigFromEnv, type MarketingConfig } from '@/server/http/marketing-config';
import type { JsonFetch } from '@/server/http/json-fetch';
import { registerBulkTransportRoutes } from '@/server/http/bulk-transport-routes';
import { registerKioskRoutes } from '@/server/http/kiosk-routes';
import { mailerFromEnv, type Mailer } from '@/server/mail/mailer';
import type { OutboxSender } from '@/server/mail/outbox-sender';
import { registerHealthRoutes, type HealthSource } from '@/server/http/health-routes';
import { registerGraphql } from '@/server/graphql';
import { registerRateLimits, type RateLimitConfig } from '@/server/http/rate-limit';
import type { ResponseCacheOptions } from '@/server/http/response-cache';
import { registerRequestTurns } from '@/server/http/request-turns';
import { parseQueryString } from '@/server/http/query-string';
import { trustedProxies } from '@/server/http/trusted-proxy';

export interface BuildAppOptions {
  db: Database;
  /** The built PWA (vite's dist/). Missing → navigations answer 503 with a hint to build. */
  distDir: string;
  /** The server renderer (default: dist-server/render.js next to distDir; missing → every page is the shell). */
  rendererFile?: string;
  /** DATA_DIR: uploaded media under media/, the image cache under img-cache/, uploads/, mail/. */
  dataDir: string;
  /** When set, /graphql is proxied to this Magento 2.4 endpoint instead of the built-in back end. */
  commerceGraphqlUrl?: string;
  /** With the proxy: Magento's media base URL (default: the GraphQL endpoint's origin + /media/). */
  commerceMediaUrl?: string;
  /** Request body cap in bytes (default 1 MiB). */
  bodyLimit?: number;
  logger?: boolean;
  /** Outgoing mail (default: SMTP_URL, else .eml files under DATA_DIR/mail/). */
  mailer?: Mailer;
  /** who sends the mail outbox (default: this thread, with `mailer`; serve.ts: a thread of its own) */
  outbox?: () => OutboxSender;
  /** per-address limits on new carts, reviews and searches (main.ts: from RATE_LIMIT*; default none) */
  rateLimits?: RateLimitConfig;
  /** the guests' catalogue answer cache of GET /graphql (main.ts: RESPONSE_CACHE_MB; default 64 MB) */
  responseCache?: ResponseCacheOptions;
  /** the image optimiser's cache cap and render queue (main.ts: from IMAGE_*; default 1024 MB, cores, 64) */
  images?: Partial<ImageLimits>;
  /** Tag manager, conversions and chat settings (default: the environment, marketing-config.ts). */
  marketing?: MarketingConfig;
  /** The conversions forwarder's upstream call (tests); default the network. */
  conversionsFetch?: JsonFetch;
  /** a cluster worker: the image cache's index is the primary's, told of each use and addition through this */
  reportImageCache?: (event: ImageCacheEvent) => void;
  /**
   * seconds a server-rendered page is served from memory while the catalogue is unchanged (page-cache.ts;
   * main: PAGE_CACHE_SECONDS, default 60); 0 or unset: every page is rendered for its request
   */
  pageCacheSeconds?: number;
  /** which cluster worker this is and how to ask for the others (/health, /health/workers); default: alone */
  health?: HealthSource;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const bodyLimit = opts.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const mailer = opts.mailer ?? mailerFromEnv(opts.dataDir);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit,
    // Behind a reverse proxy the client's address and the request's origin come from X-Forwarded-*, believed
    // only from the proxies TRUST_PROXY names (trusted-proxy.ts).
    trustProxy: trustedProxies(process.env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500, querystringParser: parseQueryString },
    // A closing worker (graceful restart, shutdown) still answers requests that arrive on connections it
    // already has, instead of a 503: no request fails while workers are replaced one by one.
    return503OnClosing: false,
  });

  registerRequestTurns(app);
  const marketing = opts.marketing ?? marketingConfigFromEnv();
  await registerSecurity(app, marketing);
  const limiter = await registerRateLimits(app, opts.db, opts.rateLimits);

  await registerHealthRoutes(app, { db: opts.db, source: opts.health });

  const magento = opts.commerceGraphqlUrl
    ? {
        upstreamUrl: opts.commerceGraphqlUrl,
        mediaBase: magentoMediaBase(opts.commerceGraphqlUrl, opts.commerceMediaUrl),
      }
    : null;
  if (magento) {
    await registerGraphqlProxy(app, { ...magento, db: opts.db, bodyLimit });
  } else {
    await registerGraphql(app, {
      db: opts.db,
      bodyLimit,
      mailer,
      outbox: opts.outbox,
      rateLimits: opts.rateLimits,
      responseCache: opts.responseCache,
    });
  }

  await registerImageRoutes(app, {
    dataDir: opts.dataDir,
    db: opts.db,
    limits: opts.images,
    reportCache: opts.reportImageCache,
    mediaBase: magento?.mediaBase,
  });
  await registerSearchRoutes(app, { db: opts.db, limiter });
  await registerBulkTransportRoutes(app, { db: opts.db, dataDir: opts.dataDir, mailer, limiter });
  await registerMarketingRoutes(app, { config: marketing, fetch: opts.conversionsFetch });
  await registerKioskRoutes(app, { db: opts.db });
  await registerContentRoutes(app, { db: opts.db, dataDir: opts.dataDir });
  await registerSitemapRoutes(app, { db: opts.db, catalogue: !opts.commerceGraphqlUrl });
  const { db, commerceGraphqlUrl } = opts;
  await registerStaticPwa(app, {
    distDir: opts.distDir,
    rendererFile: opts.rendererFile,
    pageCache: {
      freshMs: (opts.pageCacheSeconds ?? 0) * 1000,
      // fronting Magento, nothing here sees its catalogue change: pages are fresh for the time alone
      version: commerceGraphqlUrl ? () => '' : () => catalogueStamp(db),
    },
  });
  return app;
}
