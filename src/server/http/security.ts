import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';
import { constants as zlib } from 'node:zlib';
import { ENTRY_LOADER_HASH } from '@/server/http/entry-loader';
import { NO_MARKETING, thirdPartyOrigins, type MarketingConfig } from '@/server/http/marketing-config';

// Security headers and compression for every response. The CSP allows only the shop's own origin (and one inline
// script known by its hash): the PWA loads no third-party script, font or API (images come from /img and /media,
// data: and blob: for generated previews; inline styles for React's style props) — except, when configured,
// exactly the origins of the tag manager and the support chat (marketing-config.ts).
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // the inline loader of a server-rendered page's scripts, by its hash (entry-loader.ts)
  scriptSrc: ["'self'", ENTRY_LOADER_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Plain HTTP on localhost and on a kiosk LAN must keep working: no forced upgrade.
  upgradeInsecureRequests: null,
};

/** The CSP with the configured third parties' origins added (the base policy when none is configured). */
export function contentSecurityPolicy(marketing: MarketingConfig = NO_MARKETING) {
  const extra = thirdPartyOrigins(marketing);
  if (!extra.scripts.length) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...extra.scripts],
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...extra.connect],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...extra.connect],
    frameSrc: ["'self'", ...extra.frames],
  };
}

/**
 * The headers helmet writes for these options, by name in lower case. They are the same for every response (no
 * nonces), so they are worked out once: @fastify/helmet builds helmet's middleware again for every request (5% of
 * the server's time in bench:load's shopper mix).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** How dynamic answers are compressed (kept answers are compressed the same way, once: kept-bodies.ts). */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  // Dynamic responses: brotli's default level 11 costs more CPU than it saves bytes.
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

export async function registerSecurity(app: FastifyInstance, marketing?: MarketingConfig): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(marketing) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  await app.register(fastifyCompress, { global: true, ...COMPRESSION });
}
