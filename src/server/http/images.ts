import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { renderPlaceholderSvg } from '@/server/seed/images';
import { isKnownMediaPath } from '@/server/store/media-paths';
import {
  canonicalModifiers,
  IMAGE_MIME,
  MAX_IMAGE_SIDE,
  parseImageModifiers,
  type ImageModifiers,
} from '@/server/http/image-modifiers';
import { isStorefrontSize, storefrontSizes } from '@/server/http/image-sizes';
import { createRenderQueue, RenderQueueFull } from '@/server/http/render-queue';
import { imageLimitsFromEnv, type ImageLimits } from '@/server/http/image-limits';
import {
  imageCacheDir,
  ImageDiskCache,
  WorkerImageCache,
  type ImageCacheEvent,
} from '@/server/http/image-cache';
import { createUpstreamMedia, UpstreamMediaError } from '@/server/http/upstream-media';

// Images: `/media/<path>` is the original (an uploaded file under DATA_DIR/media, else the seed's
// generated SVG of a path the shop's data names); `/img/<modifiers>/<path>` is the optimiser (spec §7)
// rendered by sharp at the storefront's sizes only, originals at most 2048 px, through a bounded render
// queue (503 + Retry-After when full), kept on disk under DATA_DIR/img-cache up to IMAGE_CACHE_MB (LRU).
// In front of a real Magento the originals are Magento's media (upstream-media.ts): 502 when they cannot be had.

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Bumped when the rendering pipeline changes, so old cached files are not served for new requests.
const PIPELINE_VERSION = '2'; // 2: originals capped at 2048 px (issue 15)
const SAFE_PATH = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,299}$/;

interface Source {
  data: Buffer;
  mime: string;
  /** Changes when the source changes: part of the ETag and of the cache key. */
  version: string;
}

const SOURCE_MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

function isSafePath(path: string): boolean {
  return (
    SAFE_PATH.test(path) && !path.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

type KnownPath = (path: string) => boolean;

async function loadSource(mediaDir: string, path: string, known: KnownPath): Promise<Source | null> {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const mime = SOURCE_MIME[ext];
  if (mime) {
    const file = resolve(mediaDir, path);
    if (file.startsWith(mediaDir + sep)) {
      try {
        const info = await stat(file);
        if (info.isFile()) {
          return { data: await readFile(file), mime, version: `f${info.size}-${info.mtimeMs}` };
        }
      } catch {
        // not uploaded: fall through to the generated placeholder
      }
    }
  }
  // the seed draws a picture from any well-formed path: only the ones the shop's data names exist
  const svg = renderPlaceholderSvg(path);
  if (svg === null || !known(path)) return null;
  const data = Buffer.from(svg);
  return {
    data,
    mime: 'image/svg+xml',
    version: 'g' + createHash('sha1').update(data).digest('hex').slice(0, 12),
  };
}

async function render(source: Source, m: ImageModifiers): Promise<Buffer> {
  let density: number | undefined;
  if (source.mime === 'image/svg+xml' && (m.width || m.height)) {
    // Rasterise vector sources at the density the target size needs, so upscaling stays sharp.
    const meta = await sharp(source.data).metadata();
    const scale = Math.max(
      m.width && meta.width ? m.width / meta.width : 1,
      m.height && meta.height ? m.height / meta.height : 1,
    );
    density = Math.min(Math.max(72, Math.ceil(72 * scale)), 72 * 16);
  }
  let img = sharp(source.data, density ? { density } : {}).rotate();
  const bg = m.background ? `#${m.background}` : undefined;
  if (m.width || m.height) {
    img = img.resize({
      width: m.width,
      height: m.height,
      fit: m.fit,
      background: bg ?? { r: 255, g: 255, b: 255, alpha: m.format === 'jpeg' ? 1 : 0 },
      withoutEnlargement: false,
    });
  } else {
    // the original: at most 2048 px a side, never enlarged
    img = img.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (bg || m.format === 'jpeg') img = img.flatten({ background: bg ?? '#ffffff' });
  switch (m.format) {
    case 'webp':
      return img.webp({ quality: m.quality }).toBuffer();
    case 'avif':
      return img.avif({ quality: m.quality, effort: 2 }).toBuffer();
    case 'jpeg':
      return img.jpeg({ quality: m.quality, mozjpeg: true }).toBuffer();
    case 'png':
      return img.png({ quality: m.quality, compressionLevel: 8 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
  }
}

function sendImage(request: FastifyRequest, reply: FastifyReply, body: Buffer, mime: string, etag: string) {
  reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(mime).send(body);
}

export interface ImageRoutesOptions {
  dataDir: string;
  db: Database;
  limits?: Partial<ImageLimits>;
  /** a cluster worker: the cache index is the primary's, told of every use and addition through this */
  reportCache?: (event: ImageCacheEvent) => void;
  /** in front of a real Magento: its media base URL (magentoMediaBase), where the originals come from */
  mediaBase?: string;
}

/** Seconds a refused rendering is told to wait. */
const RETRY_AFTER = 2;

export async function registerImageRoutes(app: FastifyInstance, opts: ImageRoutesOptions): Promise<void> {
  const mediaDir = resolve(opts.dataDir, 'media');
  const limits = { ...imageLimitsFromEnv({}), ...opts.limits };
  const dir = imageCacheDir(opts.dataDir);
  let cache: ImageDiskCache | WorkerImageCache;
  if (opts.reportCache) cache = new WorkerImageCache(dir, opts.reportCache);
  else {
    const own = new ImageDiskCache(dir, limits.cacheBytes);
    await own.load();
    cache = own;
  }
  const queue = createRenderQueue(limits);
  // Concurrent requests for the same rendering share one sharp job.
  const inFlight = new Map<string, Promise<Buffer>>();
  // whether the shop's data names a generated picture's path (a minute, so new content shows up)
  const knownPaths = new LRUCache<string, boolean>({ max: 20_000, ttl: 60_000 });
  const known: KnownPath = (path) => {
    let hit = knownPaths.get(path);
    if (hit === undefined) knownPaths.set(path, (hit = isKnownMediaPath(opts.db, path)));
    return hit;
  };
  // downloads are waits on the network, not work on a core: twice the renderers, and the same waiting limit
  const upstream = opts.mediaBase
    ? createUpstreamMedia(opts.mediaBase, cache, {
        downloads: { concurrency: Math.max(4, 2 * limits.concurrency), maxWaiting: limits.maxWaiting },
      })
    : null;
  /** Too many renderings or downloads waiting already: try again shortly. */
  const busy = (reply: FastifyReply, error: RenderQueueFull) =>
    reply
      .code(503)
      .header('Retry-After', String(RETRY_AFTER))
      .header('Cache-Control', 'no-store')
      .send({ error: error.message });
  /** The path's original, or null once the answer is sent: 404, or 502 when Magento's media cannot be had. */
  const sourceOrAnswer = async (path: string, reply: FastifyReply): Promise<Source | null> => {
    try {
      if (isSafePath(path)) {
        const source = upstream ? await upstream.load(path) : await loadSource(mediaDir, path, known);
        if (source) return source;
      }
      void reply.code(404).send({ error: 'Image not found' });
    } catch (error) {
      if (error instanceof RenderQueueFull) {
        void busy(reply, error);
        return null;
      }
      if (!(error instanceof UpstreamMediaError)) throw error;
      reply.log.warn({ err: error, path }, 'media original not fetched');
      void reply.code(502).header('Cache-Control', 'no-store').send({ error: error.message });
    }
    return null;
  };
  const renderToCache = async (source: Source, m: ImageModifiers, file: string): Promise<Buffer> => {
    const body = await queue.run(() => render(source, m));
    await cache.write(file, body);
    return body;
  };

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const source = await sourceOrAnswer(request.params['*'], reply);
    if (!source) return reply;
    return sendImage(request, reply, source.data, source.mime, `"${source.version}"`);
  });

  app.get<{ Params: { modifiers: string; '*': string } }>('/img/:modifiers/*', async (request, reply) => {
    const parsed = parseImageModifiers(request.params.modifiers);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    if (!isStorefrontSize(parsed.value))
      return reply.code(400).send({
        error: `The image size is not one the shop uses (${storefrontSizes().join(', ')}).`,
      });
    const path = request.params['*'];
    const source = await sourceOrAnswer(path, reply);
    if (!source) return reply;

    const key = createHash('sha256')
      .update([PIPELINE_VERSION, canonicalModifiers(parsed.value), path, source.version].join('\n'))
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const mime = IMAGE_MIME[parsed.value.format];
    if (request.headers['if-none-match'] === etag)
      return sendImage(request, reply, Buffer.alloc(0), mime, etag);

    const file = join(cache.dir, key.slice(0, 2), `${key}.${parsed.value.format}`);
    let body: Buffer | null = await cache.read(file);
    reply.header('X-Image-Cache', body ? 'hit' : 'miss');
    if (!body) {
      let job = inFlight.get(key);
      if (!job) {
        job = renderToCache(source, parsed.value, file).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      try {
        body = await job;
      } catch (error) {
        if (error instanceof RenderQueueFull) return busy(reply, error);
        request.log.warn({ err: error, path }, 'image render failed');
        return reply.code(422).send({ error: 'Image could not be rendered' });
      }
    }
    return sendImage(request, reply, body, mime, etag);
  });
}
