import { imageBreakpoints, imageDensities } from '@/lib/breakpoints';
import { IMAGE_BOXES, IMAGE_WIDTH_RATIOS, MAX_IMAGE_SIDE } from '@/lib/image-url';
import type { ImageModifiers } from '@/server/http/image-modifiers';

// Issue 15 item 3: the optimiser renders only the sizes the storefront asks for (spec §3 card sizes and the
// other boxes of lib/image-url.ts at densities 1 and 2, spec §9 image breakpoints' widths), or the original.

const fits = (w: number, h: number) => w <= MAX_IMAGE_SIDE && h <= MAX_IMAGE_SIDE;

const boxes = new Set(
  IMAGE_BOXES.flatMap((b) => imageDensities.map((d) => [b.width * d, b.height * d] as const))
    .filter(([w, h]) => fits(w, h))
    .map(([w, h]) => `${w}x${h}`),
);
const widths = Object.values(imageBreakpoints).filter((w) => w <= MAX_IMAGE_SIDE);
for (const w of widths)
  for (const r of IMAGE_WIDTH_RATIOS) if (fits(w, Math.round(w / r))) boxes.add(`${w}x${Math.round(w / r)}`);

const boxWidths = new Set([...boxes].map((b) => Number(b.split('x')[0])));
const boxHeights = new Set([...boxes].map((b) => Number(b.split('x')[1])));

/** Whether the storefront ever asks for this size (no size at all: the original, capped). */
export const isStorefrontSize = (m: Pick<ImageModifiers, 'width' | 'height'>): boolean => {
  if (m.width && m.height) return boxes.has(`${m.width}x${m.height}`);
  if (m.width) return boxWidths.has(m.width);
  if (m.height) return boxHeights.has(m.height);
  return true;
};

/** The sizes, for the 400 answer. */
export const storefrontSizes = (): string[] => [...boxes].sort((a, b) => parseInt(a) - parseInt(b));
