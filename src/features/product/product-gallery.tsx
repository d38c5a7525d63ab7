// Product gallery: the main image is responsive (spec §9 image breakpoints through the optimiser,
// width/height set so nothing shifts); thumbnails use the 100×100 size of spec §3.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ImageView } from '@/commerce/product-detail';
import { imageBreakpoints } from '@/lib/breakpoints';
import { IMAGE_SIZES, imageUrl, widthSrcSet } from '@/lib/image-url';
import { Image } from '@/ui/image';

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

export function ProductGallery({ images, name }: { images: readonly ImageView[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <img
            src={imageUrl(current.url, { ...OPTIONS, width: MAIN_IMAGE_SIDE, height: MAIN_IMAGE_SIDE })}
            srcSet={widthSrcSet(current.url, WIDTHS, 1, OPTIONS)}
            sizes={`(max-width: 767px) 100vw, ${MAIN_IMAGE_SIDE}px`}
            width={MAIN_IMAGE_SIDE}
            height={MAIN_IMAGE_SIDE}
            alt={current.label || name}
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <span className="image-placeholder gallery__placeholder" aria-hidden="true" />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t`Product images`}>
          {images.map((image, i) => {
            const number = i + 1;
            return (
              <li key={image.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={i === index}
                  aria-label={t`Show image ${number}`}
                  onClick={() => setIndex(i)}
                >
                  <Image
                    src={image.url}
                    alt=""
                    width={IMAGE_SIZES.cartItem.width}
                    height={IMAGE_SIZES.cartItem.height}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
