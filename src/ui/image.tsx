// An optimised image with its box size set, so the layout never shifts while it loads (CLS).
import { fixedImageSources, FIXED_IMAGE_DEFAULTS, type ImageFit, type ImageFormat } from '@/lib/image-url';
import { leadPictureTiming } from '@/lib/lead-picture';

export interface ImageProps {
  /** Original media URL (`/media/...`); other URLs are used as they are. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  fit?: ImageFit;
  format?: ImageFormat;
  background?: string;
  /** The largest image above the fold: load at once with high priority (LCP). */
  priority?: boolean;
  className?: string;
}

export function Image({
  src,
  alt,
  width,
  height,
  fit = FIXED_IMAGE_DEFAULTS.fit,
  format = FIXED_IMAGE_DEFAULTS.format,
  background = FIXED_IMAGE_DEFAULTS.background,
  priority = false,
  className,
}: ImageProps) {
  if (!src) {
    return (
      <span className={`image-placeholder ${className ?? ''}`} style={{ width, height }} aria-hidden="true" />
    );
  }
  const sources = fixedImageSources(src, { width, height }, { fit, format, background });
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...(priority ? leadPictureTiming : undefined)}
    />
  );
}
