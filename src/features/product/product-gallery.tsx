// Product gallery: the main image is responsive (spec §9 image breakpoints through the optimiser,
// width/height set so nothing shifts); thumbnails use the 100×100 size of spec §3.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ImageView } from '@/commerce/product-detail';
import { IMAGE_SIZES } from '@/lib/image-url';
import { MAIN_IMAGE_SIDE, mainImageSources } from '@/features/product/gallery-image';
import { Image } from '@/ui/image';
import { leadPictureTiming } from '@/lib/lead-picture';

export function ProductGallery({ images, name }: { images: readonly ImageView[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <img
            {...mainImageSources(current.url)}
            width={MAIN_IMAGE_SIDE}
            height={MAIN_IMAGE_SIDE}
            alt={current.label || name}
            fetchPriority="high"
            {...leadPictureTiming}
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
