// The kiosk's card pictures kept for use with no network (issue 13 item 4): the preload asks the service
// worker (sw/kiosk-images.ts) to fetch the pictures the cards show, in batches with progress, and drops
// pictures of products the store no longer sells. The cache is the device's: a shopper's reset keeps it,
// unbinding the tablet removes it.
import { KIOSK_IMAGE_BATCH, KIOSK_IMAGE_CACHE } from '@/lib/kiosk-images';

export interface KioskImagesResult {
  /** Pictures kept on the device now, of `total` wanted. */
  kept: number;
  total: number;
}

interface BatchReply {
  kept: number;
  failed: number;
  full: boolean;
}

const READY_WAIT_MS = 30_000;
const BATCH_WAIT_MS = 120_000;

export class KioskImagesUnavailable extends Error {
  constructor(reason: string) {
    super(`kiosk pictures cannot be kept: ${reason}`);
    this.name = 'KioskImagesUnavailable';
  }
}

const timeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new KioskImagesUnavailable(what)), ms)),
  ]);

async function activeWorker(): Promise<ServiceWorker> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof caches === 'undefined')
    throw new KioskImagesUnavailable('no service worker');
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new KioskImagesUnavailable('no service worker');
  const ready =
    registration.active ?? (await timeout(navigator.serviceWorker.ready, READY_WAIT_MS, 'not ready')).active;
  if (!ready) throw new KioskImagesUnavailable('no active service worker');
  return ready;
}

function sendBatch(worker: ServiceWorker, urls: string[]): Promise<BatchReply> {
  const channel = new MessageChannel();
  const reply = new Promise<BatchReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<BatchReply>) => resolve(event.data);
  });
  worker.postMessage({ type: 'KIOSK_IMAGES', urls }, [channel.port2]);
  return timeout(reply, BATCH_WAIT_MS, 'no answer').finally(() => channel.port1.close());
}

/**
 * Keeps exactly `urls` (same-origin optimiser paths): drops the kept pictures not among them, fetches the
 * missing ones through the service worker. onProgress(kept, total) after each batch. Stops early when a whole
 * batch fails (the network went) or storage is full; the next refresh fetches only what is still missing.
 */
export async function keepKioskImages(
  urls: readonly string[],
  onProgress: (kept: number, total: number) => void,
): Promise<KioskImagesResult> {
  const worker = await activeWorker();
  const wanted = new Map(urls.map((u) => [new URL(u, location.origin).href, u]));
  const cache = await caches.open(KIOSK_IMAGE_CACHE);
  const have = new Set<string>();
  for (const request of await cache.keys()) {
    if (wanted.has(request.url)) have.add(request.url);
    else await cache.delete(request);
  }
  const missing = [...wanted].filter(([href]) => !have.has(href)).map(([, url]) => url);
  let kept = have.size;
  const total = wanted.size;
  onProgress(kept, total);
  for (let i = 0; i < missing.length; i += KIOSK_IMAGE_BATCH) {
    const batch = missing.slice(i, i + KIOSK_IMAGE_BATCH);
    const reply = await sendBatch(worker, batch);
    kept += reply.kept;
    onProgress(kept, total);
    if (reply.full || reply.kept === 0) break;
  }
  return { kept, total };
}

/** How many pictures are kept (for the status line after a reload). */
export async function keptKioskImageCount(): Promise<number> {
  if (typeof caches === 'undefined' || !(await caches.has(KIOSK_IMAGE_CACHE))) return 0;
  return (await (await caches.open(KIOSK_IMAGE_CACHE)).keys()).length;
}

/** Unbinding the tablet: its pictures go too. */
export async function forgetKioskImages(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(KIOSK_IMAGE_CACHE).catch(() => false);
}
