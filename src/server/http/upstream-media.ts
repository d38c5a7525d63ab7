import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { contentType } from '@/server/upload-rules';
import type { ImageCache } from '@/server/http/image-cache';
import { createRenderQueue } from '@/server/http/render-queue';

// In front of a real Magento (COMMERCE_GRAPHQL_URL) the originals behind /media/<path> and the optimiser are
// Magento's (magento-media-urls.ts): fetched from its media base with a timeout and a size cap, accepted only
// when their bytes are an image sharp reads (never by the name or the type Magento declares), and kept in the
// optimiser's disk cache, counted against IMAGE_CACHE_MB with its renderings: a picture is fetched once, not
// once per size or per visitor. What Magento does not have is remembered for a while (a crawler or a stale page
// asking again and again for a removed picture reaches Magento once), and downloads wait in a bounded queue like
// the renderings: past it a request is refused at once (RenderQueueFull: 503 with Retry-After) instead of the
// server opening ever more connections to Magento. Magento's originals are JPEG, PNG, WebP, GIF or AVIF; an SVG
// (which Magento does not take for products) is refused like any other file that is not a raster image.

const FETCH_TIMEOUT_MS = 10_000;
/** Magento keeps originals as uploaded; a product photo straight from a camera is a few MB. */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

const IMAGE_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
]);

/** Magento's media could not be had: unreachable, an error, too large or not an image (the routes answer 502). */
export class UpstreamMediaError extends Error {}

export interface UpstreamSource {
  data: Buffer;
  mime: string;
  version: string;
}

/** The body at `url`, at most `maxBytes`; null when Magento has no such file. */
async function fetchOriginal(url: string, maxBytes: number): Promise<Buffer | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new UpstreamMediaError(`The commerce back end's media answered ${response.status}`);
    }
    const tooLarge = new UpstreamMediaError(`The original is larger than ${maxBytes} bytes`);
    if (Number(response.headers.get('content-length')) > maxBytes) {
      await response.body.cancel();
      throw tooLarge;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    // leaving the loop early cancels the download
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof UpstreamMediaError) throw error;
    throw new UpstreamMediaError("The commerce back end's media are unreachable", { cause: error });
  }
}

async function imageType(data: Buffer): Promise<string> {
  const type = await contentType(data, IMAGE_TYPES);
  if (!type) throw new UpstreamMediaError("The commerce back end's media file is not an image");
  return type.mime;
}

const MISS_TTL_MS = 5 * 60_000;
const MAX_REMEMBERED_MISSES = 10_000;

export interface UpstreamMediaOptions {
  /** the largest original taken (MAX_ORIGINAL_BYTES) */
  maxBytes?: number;
  /** downloads at once, and how many may wait for a turn before the next is refused (default 4 and 64) */
  downloads?: { concurrency: number; maxWaiting: number };
}

export interface UpstreamMedia {
  /** The original of a media path (already checked to be a safe one); null when Magento has none. */
  load(path: string): Promise<UpstreamSource | null>;
}

export function createUpstreamMedia(
  base: string,
  cache: ImageCache,
  {
    maxBytes = MAX_ORIGINAL_BYTES,
    downloads = { concurrency: 4, maxWaiting: 64 },
  }: UpstreamMediaOptions = {},
): UpstreamMedia {
  // Concurrent requests for the same picture (its sizes, many visitors) share one download.
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const queue = createRenderQueue(downloads);
  const misses = new LRUCache<string, true>({ max: MAX_REMEMBERED_MISSES, ttl: MISS_TTL_MS });
  const download = async (path: string, file: string): Promise<Buffer | null> => {
    const data = await queue.run(() => fetchOriginal(base + path, maxBytes));
    if (data) {
      await imageType(data);
      await cache.write(file, data);
    } else misses.set(path, true);
    return data;
  };
  return {
    async load(path) {
      const key = createHash('sha256').update(`original\n${base}${path}`).digest('hex');
      const file = join(cache.dir, key.slice(0, 2), `${key}.original`);
      let data = await cache.read(file);
      if (!data && misses.has(path)) return null;
      if (!data) {
        let job = inFlight.get(key);
        if (!job) {
          job = download(path, file).finally(() => inFlight.delete(key));
          inFlight.set(key, job);
        }
        data = await job;
      }
      if (!data) return null;
      const version = 'm' + createHash('sha1').update(data).digest('hex').slice(0, 12);
      return { data, mime: await imageType(data), version };
    },
  };
}
