import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { renderPlaceholderSvg } from '@/server/seed/images';
import {
  canonicalModifiers,
  IMAGE_MIME,
  parseImageModifiers,
  type ImageModifiers,
} from '@/server/http/image-modifiers';

// Images: `/media/<path>` is the original (an uploaded file under DATA_DIR/media, else the seed's
// generated SVG); `/img/<modifiers>/<path>` is the optimiser (spec §7) rendered by sharp and kept on
// disk under DATA_DIR/img-cache, keyed by a hash of the normalised request.

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Bumped when the rendering pipeline changes, so old cached files are not served for new requests.
const PIPELINE_VERSION = '1';
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

async function loadSource(mediaDir: string, path: string): Promise<Source | null> {
  if (!isSafePath(path)) return null;
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
  const svg = renderPlaceholderSvg(path);
  if (svg === null) return null;
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

// At most this many renderings at once: a burst of cold image requests (a new category page on a
// fresh cache) must not starve the API of CPU on a small machine. The rest wait their turn.
const MAX_PARALLEL_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finished job hands its slot straight to the next waiter, so the limit is never exceeded.
  if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

async function renderToCache(source: Source, m: ImageModifiers, file: string): Promise<Buffer> {
  const body = await withRenderSlot(() => render(source, m));
  // Write to a temp name then rename: a crash never leaves a half-written cache file.
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
  return body;
}

function sendImage(request: FastifyRequest, reply: FastifyReply, body: Buffer, mime: string, etag: string) {
  reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(mime).send(body);
}

export interface ImageRoutesOptions {
  dataDir: string;
}

export async function registerImageRoutes(app: FastifyInstance, opts: ImageRoutesOptions): Promise<void> {
  const mediaDir = resolve(opts.dataDir, 'media');
  const cacheDir = resolve(opts.dataDir, 'img-cache');
  // Concurrent requests for the same rendering share one sharp job.
  const inFlight = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const source = await loadSource(mediaDir, request.params['*']);
    if (!source) return reply.code(404).send({ error: 'Image not found' });
    return sendImage(request, reply, source.data, source.mime, `"${source.version}"`);
  });

  app.get<{ Params: { modifiers: string; '*': string } }>('/img/:modifiers/*', async (request, reply) => {
    const parsed = parseImageModifiers(request.params.modifiers);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const path = request.params['*'];
    const source = await loadSource(mediaDir, path);
    if (!source) return reply.code(404).send({ error: 'Image not found' });

    const key = createHash('sha256')
      .update([PIPELINE_VERSION, canonicalModifiers(parsed.value), path, source.version].join('\n'))
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const mime = IMAGE_MIME[parsed.value.format];
    if (request.headers['if-none-match'] === etag)
      return sendImage(request, reply, Buffer.alloc(0), mime, etag);

    const file = join(cacheDir, key.slice(0, 2), `${key}.${parsed.value.format}`);
    let body: Buffer | null = await readFile(file).catch(() => null);
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
        request.log.warn({ err: error, path }, 'image render failed');
        return reply.code(422).send({ error: 'Image could not be rendered' });
      }
    }
    return sendImage(request, reply, body, mime, etag);
  });
}
