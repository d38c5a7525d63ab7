import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { serverPages } from '@/server/http/server-pages';
import type { PageCacheOptions } from '@/server/http/page-cache';

// The built PWA: hashed assets are immutable, the entry points (index.html, /sw.js, the manifest) must
// be revalidated on every load so a new version is picked up; any other navigation gets the shell
// (SPA fallback: the client router decides what is a 404). Public pages under /et and /ru are rendered on
// the server first (server-pages.ts) and fall back to the shell.
// An /assets/* file dist/ no longer has is answered from the previous builds' hashed assets the build keeps
// (dist-archive/assets: build/asset-archive.ts), with the same caching, so HTML from before a deploy still
// finds its chunks; an asset in neither is a 404.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const LOCALES = ['et', 'ru'] as const;
const DEFAULT_LOCALE = 'et';
// Paths that are never a page of the app, so they never fall back to the shell.
const NOT_A_PAGE = /^\/(api|graphql|img|media|health|assets)(\/|$|\?)/;
// an asset's name: no folders, no leading dot
const ASSET = /^\/assets\/(\w[\w.-]*)(\?|$)/;
const HAS_EXTENSION = /\/[^/?]*\.[a-z0-9]+(\?|$)/i;
// Under a locale prefix everything is a page, even `…/drill-18v.html` (Magento URL suffixes).
const LOCALE_PAGE = /^\/(et|ru)(\/|$|\?)/;

function cacheControlFor(relativePath: string): string {
  const p = relativePath.replace(/\\/g, '/').replace(/^\//, '');
  if (p.startsWith('assets/')) return IMMUTABLE;
  if (p === 'index.html' || p === 'sw.js' || p === 'manifest.webmanifest' || p.startsWith('workbox-')) {
    return NO_CACHE;
  }
  // Icons, robots.txt and the like: short-lived, their names carry no hash.
  return 'public, max-age=3600';
}

/** spec §4 locale redirect: cookie vsf-locale, then the browser's accepted languages, then et. */
export function pickLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): string {
  const cookie = /(?:^|;\s*)vsf-locale=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (cookie && (LOCALES as readonly string[]).includes(cookie)) return cookie;
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((a) => a.lang && a.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted.find((a) => (LOCALES as readonly string[]).includes(a.lang))?.lang ?? DEFAULT_LOCALE;
}

/** Where the build keeps previous builds' assets: next to dist/ (build/asset-archive.ts `archiveDirFor`). */
export function assetArchiveDirFor(distDir: string): string {
  return join(dirname(distDir), `${basename(distDir)}-archive`);
}

export async function registerStaticPwa(
  app: FastifyInstance,
  opts: { distDir: string; rendererFile?: string; pageCache?: PageCacheOptions },
): Promise<void> {
  const indexFile = join(opts.distDir, 'index.html');
  const archiveDir = assetArchiveDirFor(opts.distDir);
  const sendServerPage = serverPages(app, {
    indexFile,
    rendererFile: opts.rendererFile ?? join(dirname(opts.distDir), 'dist-server', 'render.js'),
    ...(opts.pageCache ? { cache: opts.pageCache } : {}),
  });
  const hasDist = existsSync(indexFile);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      // Hashed assets come with .br/.gz copies from the build (max compression, done once).
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(res, path) {
        const root = path.startsWith(archiveDir + sep) ? archiveDir : opts.distDir;
        const file = path.slice(root.length).replace(/\.(br|gz)$/, '');
        res.setHeader('Cache-Control', cacheControlFor(file));
        // The same URL is sent brotli, gzip or plain by Accept-Encoding: caches in between must know.
        if (/^[\\/]?assets[\\/]/.test(file)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const sendShell = async (reply: FastifyReply) => {
    if (!hasDist) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built: run `npm run build` (or `npm start`, which builds it).');
    }
    // Read per request: tiny, and a rebuilt dist/ is served without a restart.
    return reply
      .header('Cache-Control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(await readFile(indexFile));
  };

  app.get('/', async (request, reply) => {
    const locale = pickLocale(request.headers.cookie, request.headers['accept-language']);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie, Accept-Language')
      .redirect(`/${locale}`, 302);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (LOCALE_PAGE.test(url) || (!NOT_A_PAGE.test(url) && !HAS_EXTENSION.test(url)));
    if (isNavigation) {
      if (hasDist && LOCALE_PAGE.test(url) && (await sendServerPage(request, reply))) return reply;
      return sendShell(reply);
    }
    const archived =
      hasDist && (request.method === 'GET' || request.method === 'HEAD') ? ASSET.exec(url)?.[1] : undefined;
    if (archived && statSync(join(archiveDir, 'assets', archived), { throwIfNoEntry: false })?.isFile()) {
      // brotli/gzip copies, ETag and immutable caching as for dist/ (the same plugin's options)
      return reply.sendFile(`assets/${archived}`, archiveDir);
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
