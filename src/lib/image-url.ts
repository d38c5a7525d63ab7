// Image requests go through the optimiser path `/img/<modifiers>/<path>` (spec §7: size, format,
// quality, fit and background modifiers; README "Image URL format"). Pure string work, no DOM.

// spec §9 image formats
export type ImageFormat = 'webp' | 'avif' | 'jpg' | 'jpeg' | 'png' | 'gif';
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
  /** Background colour as 3 or 6 hex digits, with or without '#'. */
  background?: string;
}

// spec §3 image sizes
export const IMAGE_SIZES = {
  productCard: { width: 216, height: 268 },
  productCardHorizontal: { width: 140, height: 200 },
  cartItem: { width: 100, height: 100 },
} as const;

/**
 * Every fixed box the storefront shows an optimised image in; the optimiser renders only these (at densities
 * 1 and 2), the image breakpoints' widths at IMAGE_WIDTH_RATIOS, and originals (issue 15: a bounded set of
 * renderings). A new image size in a screen must be added here, or its URL answers 400.
 */
/** The home page's pictures, drawn into its seeded CMS blocks (server/seed/home-content.ts), at densities 1 and 2. */
export const HOME_IMAGES = {
  heroMain: { width: 768, height: 412 }, // the large banner from 768 px
  heroSide: { width: 640, height: 332 }, // the two beside it
  heroMobile: { width: 640, height: 480 }, // every banner on a phone
  campaignTile: { width: 320, height: 200 },
  brandLogo: { width: 160, height: 80 },
} as const;

export const IMAGE_BOXES: readonly { width: number; height: number }[] = [
  ...Object.values(HOME_IMAGES),
  IMAGE_SIZES.productCard,
  IMAGE_SIZES.productCardHorizontal,
  IMAGE_SIZES.cartItem,
  { width: 40, height: 50 }, // search box suggestion
  { width: 400, height: 210 }, // blog list card
  { width: 800, height: 420 }, // blog article
  { width: 300, height: 424 }, // catalogue cover
  { width: 600, height: 600 }, // product page main image (features/product/gallery-image.ts)
];

/** Aspect ratios (width / height) of images whose width follows the layout (widthSrcSet over image breakpoints). */
export const IMAGE_WIDTH_RATIOS: readonly number[] = [1];

/** spec §3: a product card's image box in the grid and in the list (horizontal card). */
export const cardImageBox = (layout: 'grid' | 'list') =>
  layout === 'grid' ? IMAGE_SIZES.productCard : IMAGE_SIZES.productCardHorizontal;

/** The first cards of a listing are above the fold on a phone: loaded at once, high priority (LCP). */
export const PRIORITY_CARD_COUNT = 2;

/** The optimiser refuses sides above this (README): larger density variants are left out. */
export const MAX_IMAGE_SIDE = 2048;

const MEDIA_RE = /^(?:https?:\/\/[^/]+)?\/media\/([^?#]+)$/;

let serverPageOrigin: (() => string | undefined) | undefined;
/** The server renderer says whose page it is rendering (src/ssr/render.tsx): its media URLs are that origin's. */
export function setServerPageOrigin(get: () => string | undefined): void {
  serverPageOrigin = get;
}

// read per call, not at module scope (SSR-safe): the page's own origin, on the server the one it renders for
const pageOrigin = (): string | undefined =>
  typeof location === 'undefined' ? serverPageOrigin?.() : location.origin;

/**
 * The media path of an original image URL (`/media/catalog/x.svg` → `catalog/x.svg`), or null when
 * the URL is not one of the shop's media files (then it is used as it is). An absolute URL counts
 * only when its origin is `ownOrigin`, by default the page's own (the back end answers absolute media
 * URLs as Magento does).
 */
export function mediaPath(src: string, ownOrigin: string | undefined = pageOrigin()): string | null {
  const m = MEDIA_RE.exec(src.trim());
  if (!m?.[1]) return null;
  if (/^https?:/.test(src) && (!ownOrigin || !src.startsWith(`${ownOrigin}/`))) return null;
  return m[1];
}

const side = (n: number | undefined): number | undefined =>
  n === undefined || !Number.isFinite(n) || n < 1 ? undefined : Math.min(MAX_IMAGE_SIDE, Math.round(n));

/** The modifier segment, e.g. `s_216x268,f_webp,q_80,fit_contain,b_ffffff` (`_` for none). */
export function imageModifiers(options: ImageOptions): string {
  const parts: string[] = [];
  const w = side(options.width);
  const h = side(options.height);
  if (w && h) parts.push(`s_${w}x${h}`);
  else if (w) parts.push(`w_${w}`);
  else if (h) parts.push(`h_${h}`);
  if (options.format) parts.push(`f_${options.format}`);
  if (options.quality !== undefined)
    parts.push(`q_${Math.max(1, Math.min(100, Math.round(options.quality)))}`);
  if (options.fit) parts.push(`fit_${options.fit}`);
  const bg = options.background?.replace(/^#/, '').toLowerCase();
  if (bg && /^([0-9a-f]{3}|[0-9a-f]{6})$/.test(bg)) parts.push(`b_${bg}`);
  return parts.length ? parts.join(',') : '_';
}

/** URL of an optimised rendering; non-media URLs come back unchanged. */
export function imageUrl(src: string, options: ImageOptions, ownOrigin?: string): string {
  const path = mediaPath(src, ownOrigin);
  if (path === null) return src;
  return `/img/${imageModifiers(options)}/${path}`;
}

/** spec §9 densities 1 and 2: `url 1x, url 2x` for an image shown at a fixed box size. */
export function densitySrcSet(
  src: string,
  options: ImageOptions & { width: number; height: number },
  densities: readonly number[] = [1, 2],
  ownOrigin?: string,
): string | undefined {
  if (mediaPath(src, ownOrigin) === null) return undefined;
  return densities
    .filter((d) => options.width * d <= MAX_IMAGE_SIDE && options.height * d <= MAX_IMAGE_SIDE)
    .map(
      (d) =>
        `${imageUrl(src, { ...options, width: options.width * d, height: options.height * d }, ownOrigin)} ${d}x`,
    )
    .join(', ');
}

/** spec §3/§9: how the shop renders a fixed-size image (product cards, thumbnails). */
export const FIXED_IMAGE_DEFAULTS = {
  fit: 'contain',
  format: 'webp',
  background: 'ffffff',
  quality: 80,
} as const;

/** `src` and `srcset` of an image shown in a fixed box (the img element and its preload agree). */
export function fixedImageSources(
  src: string,
  box: { width: number; height: number },
  options: ImageOptions = {},
): { src: string; srcSet: string | undefined } {
  const all = { ...FIXED_IMAGE_DEFAULTS, ...options, width: box.width, height: box.height };
  return { src: imageUrl(src, all), srcSet: densitySrcSet(src, all) };
}

/**
 * `url 320w, url 640w, …` for an image whose shown width follows the layout (spec §9 image
 * breakpoints); the height follows the given aspect ratio (width / height).
 */
export function widthSrcSet(
  src: string,
  widths: readonly number[],
  aspectRatio: number,
  options: Omit<ImageOptions, 'width' | 'height'> = {},
  ownOrigin?: string,
): string | undefined {
  if (mediaPath(src, ownOrigin) === null) return undefined;
  return widths
    .filter((w) => w <= MAX_IMAGE_SIDE && w / aspectRatio <= MAX_IMAGE_SIDE)
    .map(
      (w) =>
        `${imageUrl(src, { ...options, width: w, height: Math.round(w / aspectRatio) }, ownOrigin)} ${w}w`,
    )
    .join(', ');
}
