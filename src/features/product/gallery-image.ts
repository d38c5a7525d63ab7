// The product page's main image (spec §9 image breakpoints through the optimiser): the gallery renders
// it and the startup module preloads it as soon as the product's data is in (the page's LCP), so both
// must ask for the very same candidates. Pure: no React.
import { imageBreakpoints } from '@/lib/breakpoints';
import { imageUrl, widthSrcSet } from '@/lib/image-url';

/** The main image's box (square: product photos are cut to fit inside it). */
export const MAIN_IMAGE_SIDE = 600;
const WIDTHS = [
  imageBreakpoints.xs,
  imageBreakpoints.sm,
  imageBreakpoints.md,
  imageBreakpoints.lg,
  imageBreakpoints.xl,
];
const OPTIONS = { format: 'webp', fit: 'contain', background: 'ffffff', quality: 80 } as const;

export function mainImageSources(url: string): { src: string; srcSet: string | undefined; sizes: string } {
  return {
    src: imageUrl(url, { ...OPTIONS, width: MAIN_IMAGE_SIDE, height: MAIN_IMAGE_SIDE }),
    srcSet: widthSrcSet(url, WIDTHS, 1, OPTIONS),
    sizes: `(max-width: 767px) 100vw, ${MAIN_IMAGE_SIDE}px`,
  };
}
