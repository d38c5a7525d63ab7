// Server-rendered pages (issue 14): a navigation to a public page under /et or /ru is answered with the page's
// HTML from dist-server/render.js (src/ssr/render.tsx), in the frame of the built index.html, with its status
// (404 not found, 301 moved, 500 error, 503 maintenance) and headers a CDN may cache: nothing personal is in it
// (the renderer asks the back end as a guest). Pages that are a person's own (account, checkout, thank-you,
// password links, kiosk) and any render that fails get the app shell, which renders in the browser as before.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, RenderInput, RenderResult } from '@/lib/server-page';
import { framePage, splitTemplate, type PageFrame } from '@/server/http/page-template';
import { publicOrigin } from '@/server/resolvers/public-url';
import { pageUrls } from '@/lib/seo/alternates';

// spec §2 routes that show one person's things (or their checkout): rendered in the browser only
const PERSONAL =
  /^\/(et|ru)\/(my-account|checkout|thank-you|reset-password|customer\/account|kiosk)(\/|$|\?)/;
const RENDER_TIMEOUT_MS = 5000;

/** Cache-Control by status: a CDN keeps pages a few minutes and serves a stale one while it asks again. */
export function pageCacheControl(status: number): string {
  if (status === 200) return 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
  if (status === 301) return 'public, max-age=3600, s-maxage=86400';
  if (status === 404) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  return 'no-store';
}

export interface ServerPagesOptions {
  /** dist/index.html */
  indexFile: string;
  /** dist-server/render.js; missing → every page is the shell */
  rendererFile: string;
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

  return async function sendServerPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (PERSONAL.test(request.url)) return false;
    const load = renderer();
    if (!load) return false;
    // a Host header that is not a host name gets the shell (nothing absolute can be written from it)
    const origin = publicOrigin(request);
    if (!origin) return false;
    let result: RenderResult;
    try {
      // a back end that does not answer in time: the shell, whose app asks again and says what it gets
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const timedOut = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('server render timed out')), { once: true }),
      );
      result = await Promise.race([
        (await load).renderPage({ url: request.url, origin, fetch: graphqlAs(request), signal }),
        timedOut,
      ]);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the shell renders the page in the browser');
      return false;
    }
    reply.header('Cache-Control', pageCacheControl(result.status)).header('Vary', 'Accept-Encoding');
    if (result.location) {
      void reply.redirect(result.location, result.status === 301 ? 301 : 302);
      return true;
    }
    const { head } = result.page;
    // the canonical address keeps only what chooses the page's content (lib/seo/alternates.ts); the shop's
    // addresses differ between languages only in their prefix
    const urls = head.canonical ? pageUrls({ origin, url: head.canonical }) : null;
    const page = framePage(
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
    // The same build, status, head and data render the same page: its ETag is known before it is sent (the
    // times the data was fetched at are left out: a page rendered again from the same data is the same page).
    const etag = `W/"${createHash('sha256')
      .update(page.before)
      .update(String(result.status))
      .update(page.after.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, ''))
      .digest('base64url')
      .slice(0, 27)}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304).send();
      return true;
    }
    const body = Readable.from(
      (async function* () {
        yield page.before;
        for await (const chunk of result.html) yield chunk;
        yield page.after;
      })(),
    );
    void reply.code(result.status).type('text/html; charset=utf-8').send(body);
    return true;
  };
}
