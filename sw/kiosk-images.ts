/// <reference lib="webworker" />
// The kiosk's card pictures (issue 13 item 4, README "Kiosk mode"): a bound tablet's preload sends the
// card-size URLs its cards show in batches; this worker fetches those it does not have yet into their own
// cache, which no shopper's reset and no expiry of the shop's image cache touches. The tablet prunes what
// the store no longer sells itself (Cache Storage is shared with the page).
import { KIOSK_IMAGE_BATCH, KIOSK_IMAGE_CACHE, keptCardAlternatives } from '../src/lib/kiosk-images';

declare const self: ServiceWorkerGlobalScope;

export interface KioskImagesMessage {
  type: 'KIOSK_IMAGES';
  urls: string[];
}

/** The answer to one batch: how many are in the cache now, how many could not be fetched, quota full. */
export interface KioskImagesReply {
  kept: number;
  failed: number;
  full: boolean;
}

const PARALLEL = 4;

/** Only the shop's own optimised pictures, never another origin or another kind of URL. */
function ownImage(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith('/img/') && !url.search
      ? url
      : null;
  } catch {
    return null;
  }
}

export function isKioskImagesMessage(data: unknown): data is KioskImagesMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'KIOSK_IMAGES' &&
    Array.isArray((data as { urls?: unknown }).urls)
  );
}

export async function fillKioskImages(rawUrls: readonly unknown[]): Promise<KioskImagesReply> {
  const urls = rawUrls
    .slice(0, KIOSK_IMAGE_BATCH)
    .map(ownImage)
    .filter((u): u is URL => u !== null);
  const cache = await caches.open(KIOSK_IMAGE_CACHE);
  const reply: KioskImagesReply = { kept: 0, failed: rawUrls.length - urls.length, full: false };
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !reply.full) {
      const url = urls[next++]!;
      if (await cache.match(url)) {
        reply.kept++;
        continue;
      }
      try {
        const res = await fetch(url, { credentials: 'same-origin' });
        if (!res.ok || !res.headers.get('content-type')?.startsWith('image/'))
          throw new Error(String(res.status));
        await cache.put(url, res);
        reply.kept++;
      } catch (error) {
        reply.failed++;
        if (error instanceof DOMException && error.name === 'QuotaExceededError') reply.full = true;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return reply;
}

/** A kept card picture for an image request (exact URL first; offline, the same product's card picture). */
export async function keptKioskImage(request: Request): Promise<Response | undefined> {
  if (!(await caches.has(KIOSK_IMAGE_CACHE))) return undefined;
  const cache = await caches.open(KIOSK_IMAGE_CACHE);
  return cache.match(request);
}

export async function keptKioskAlternative(url: URL): Promise<Response | undefined> {
  if (!(await caches.has(KIOSK_IMAGE_CACHE))) return undefined;
  const cache = await caches.open(KIOSK_IMAGE_CACHE);
  for (const alternative of keptCardAlternatives(url.pathname)) {
    const kept = await cache.match(new URL(alternative, self.location.origin).href);
    if (kept) return kept;
  }
  return undefined;
}
