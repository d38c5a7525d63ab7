// Server-rendered pages (issue 14): a navigation to a public page under /et or /ru is answered with the page's
// HTML from dist-server/render.js (src/ssr/render.tsx), in the frame of the built index.html, with its status
// (404 not found, 301 moved, 500 error, 503 maintenance) and headers a CDN may cache: nothing personal is in it
// (the renderer asks the back end as a guest). Pages that are a person's own (account, checkout, thank-you,
// password links, kiosk) and any render that fails get the app shell, which renders in the browser as before.
// A page rendered is kept for a while (page-cache.ts): the next visitor's arrives without waiting for a render.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, RenderInput, RenderResult } from '@/lib/server-page';
import { framePage, splitTemplate, type PageFrame } from '@/server/http/page-template';
import { pageCache, type PageCacheOptions, type RenderedPage } from '@/server/http/page-cache';
import { sendKept } from '@/server/http/kept-bodies';
import { publicOrigin } from '@/server/resolvers/public-url';
import { pageUrls } from '@/lib/seo/alternates';

// spec §2 routes that show one person's things (or their checkout): rendered in the browser only
const PERSONAL =
  /^\/(et|ru)\/(my-account|checkout|thank-you|reset-password|customer\/account|kiosk)(\/|$|\?)/;
const RENDER_TIMEOUT_MS = 5000;

/**
 * `work`'s answer, or a rejection once `ms` have passed (its signal aborts then). No timer outlives it, and the
 * timeout's rejection always has a listener: one left running past a renderer that failed early (or started before
 * a slow first import of the renderer) rejected with no one listening, and an unhandled rejection ends the process.
 */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  const timer = setTimeout(() => controller.abort(new Error('server render timed out')), ms);
  try {
    return await Promise.race([work(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Cache-Control by status: a CDN keeps pages a few minutes and serves a stale one while it asks again. */
export function pageCacheControl(status: number): string {
  if (status === 200) return 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
  if (status === 301) return 'public, max-age=3600, s-maxage=86400';
  if (status === 404) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  return 'no-store';
}

const NO_BODY = { bytes: Buffer.alloc(0) };

export interface ServerPagesOptions {
  /** dist/index.html */
  indexFile: string;
  /** dist-server/render.js; missing → every page is the shell */
  rendererFile: string;
  /** pages kept for a while (page-cache.ts); default none */
  cache?: PageCacheOptions;
}

/**
 * Answers a navigation with a server-rendered page; false when this page is not rendered on the server
 * (the caller sends the shell).
 */
export function serverPages(app: FastifyInstance, opts: ServerPagesOptions) {
  // Imported once, by its own URL: its chunks import it back, and a second copy would be a second app. A new
  // build is picked up by a restart (`npm start` builds before it serves).
  let loaded: Promise<PageRenderer> | undefined;
  let frame: { mtime: number; frame: PageFrame } | undefined;
  const cache = opts.cache && opts.cache.freshMs > 0 ? pageCache(opts.cache) : null;

  const renderer = (): Promise<PageRenderer> | null => {
    if (!loaded && !existsSync(opts.rendererFile)) return null;
    loaded ??= import(pathToFileURL(opts.rendererFile).href) as Promise<PageRenderer>;
    return loaded;
  };
  const template = async (): Promise<PageFrame> => {
    const mtime = statSync(opts.indexFile).mtimeMs;
    if (frame?.mtime !== mtime)
      frame = { mtime, frame: splitTemplate(await readFile(opts.indexFile, 'utf8')) };
    return frame.frame;
  };

  // The renderer reaches /graphql in this process, as the visitor (address for rate limits, host for links).
  const graphqlAs =
    (request: FastifyRequest): RenderInput['fetch'] =>
    async (url, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url,
        headers: { ...(init.headers as Record<string, string>), host: request.headers.host ?? 'localhost' },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: request.ip,
      });
      return new Response(new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: res.headers as HeadersInit,
      });
    };

  /** The page's whole document, or null when it is not rendered on the server (the caller sends the shell). */
  const renderDocument = async (request: FastifyRequest, origin: string): Promise<RenderedPage | null> => {
    const load = renderer();
    if (!load) return null;
    let result: RenderResult;
    try {
      const { renderPage } = await load;
      // a back end that does not answer in time: the shell, whose app asks again and says what it gets
      result = await withTimeout(RENDER_TIMEOUT_MS, (signal) =>
        renderPage({ url: request.url, origin, fetch: graphqlAs(request), signal }),
      );
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the shell renders the page in the browser');
      return null;
    }
    if (result.location) return { status: result.status, location: result.location, body: NO_BODY, etag: '' };
    const { head } = result.page;
    // the canonical address keeps only what chooses the page's content (lib/seo/alternates.ts); the shop's
    // addresses differ between languages only in their prefix
    const urls = head.canonical ? pageUrls({ origin, url: head.canonical }) : null;
    const frame = framePage(
      await template(),
      {
        ...head,
        ...(urls ? { canonical: urls.canonical } : {}),
        locale: result.locale,
        origin,
        alternates: urls?.alternates ?? [],
      },
      result.state,
      result.parts,
    );
    // the renderer waited for all of the page's data: its stream is the page to its end
    let body = '';
    const decoder = new TextDecoder();
    for await (const chunk of result.html) body += typeof chunk === 'string' ? chunk : decoder.decode(chunk);
    const html = frame.before + body + frame.after;
    // The same build, status, head and data render the same page: its ETag is that of its document without the
    // times the data was fetched at (a page rendered again from the same data is the same page).
    const etag = `W/"${createHash('sha256')
      .update(String(result.status))
      .update(html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, ''))
      .digest('base64url')
      .slice(0, 27)}"`;
    return { status: result.status, body: { bytes: Buffer.from(html) }, etag };
  };

  return async function sendServerPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (PERSONAL.test(request.url)) return false;
    // a Host header that is not a host name gets the shell (nothing absolute can be written from it)
    const origin = publicOrigin(request);
    if (!origin) return false;
    const render = () => renderDocument(request, origin);
    const page = await (cache ? cache.get(origin + request.url, render) : render());
    if (!page) return false;
    reply.header('Cache-Control', pageCacheControl(page.status)).header('Vary', 'Accept-Encoding');
    if (page.location) {
      void reply.redirect(page.location, page.status === 301 ? 301 : 302);
      return true;
    }
    reply.header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) {
      void reply.code(304).send();
      return true;
    }
    void sendKept(request, reply.code(page.status).type('text/html; charset=utf-8'), page.body);
    return true;
  };
}
