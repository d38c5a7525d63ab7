// A kiosk's pictures with no network (issue 13 item 4), pure and SSR-safe: the one card-size optimiser URL
// a kiosk card shows for a product (no srcset, so the picture the card asks for is exactly the one the
// preload keeps), which products' pictures are kept (bounded), and the service worker's cache of them.
import { FIXED_IMAGE_DEFAULTS, IMAGE_SIZES, imageUrl } from '@/lib/image-url';

/** The service worker's cache of kiosk card pictures: the device's, kept through every shopper's reset. */
export const KIOSK_IMAGE_CACHE = 'kiosk-images-v1';

/** At most this many pictures are kept (a 5,000-product store fits; a webp card is a few kB). */
export const KIOSK_IMAGE_LIMIT = 6000;

/** How many URLs one message to the service worker carries (one batch, then progress). */
export const KIOSK_IMAGE_BATCH = 50;

export type KioskImageDensity = 1 | 2;

/**
 * The density a screen gets: 2 from a device pixel ratio above √2 (where Chromium's srcset choice switches
 * from the 1x to the 2x picture), else 1.
 */
export function kioskImageDensity(devicePixelRatio: number): KioskImageDensity {
  return devicePixelRatio > Math.SQRT2 ? 2 : 1;
}

/** This screen's density; 1 where there is no window (server rendering, the service worker). */
export function screenImageDensity(): KioskImageDensity {
  return kioskImageDensity((globalThis as { devicePixelRatio?: number }).devicePixelRatio || 1);
}

/** The card-size picture of a product's image (imagePath is its media path, e.g. catalog/x.svg). */
export function kioskCardImageUrl(imagePath: string, density: KioskImageDensity): string {
  const box = IMAGE_SIZES.productCard;
  return imageUrl(`/media/${imagePath}`, {
    ...FIXED_IMAGE_DEFAULTS,
    width: box.width * density,
    height: box.height * density,
  });
}

/**
 * The pictures to keep: one per distinct image, products in stock here first (what "available here now"
 * shows), then the rest of the assortment, at most `limit`.
 */
export function kioskImageUrls(
  products: readonly { imagePath: string | null; qtyHere: number }[],
  density: KioskImageDensity,
  limit: number = KIOSK_IMAGE_LIMIT,
): string[] {
  const urls = new Set<string>();
  for (const here of [true, false])
    for (const p of products) {
      if (urls.size >= limit) return [...urls];
      if (p.imagePath && p.qtyHere > 0 === here) urls.add(kioskCardImageUrl(p.imagePath, density));
    }
  return [...urls];
}

const OPTIMISED = /^\/img\/[^/]+\/(.+)$/;
const ORIGINAL = /^\/media\/(.+)$/;

/**
 * For an image request the network cannot answer (any size of a product's picture: the product page's large
 * one, the other density), the kept card pictures of the same media file, best first.
 */
export function keptCardAlternatives(pathname: string): string[] {
  const path = OPTIMISED.exec(pathname)?.[1] ?? ORIGINAL.exec(pathname)?.[1];
  if (!path) return [];
  return [kioskCardImageUrl(path, 2), kioskCardImageUrl(path, 1)].filter((url) => url !== pathname);
}
