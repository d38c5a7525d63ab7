// An optimised image with its box size set, so the layout never shifts while it loads (CLS).
import { densitySrcSet, imageUrl, type ImageFit, type ImageFormat } from '@/lib/image-url';

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
  fit = 'contain',
  format = 'webp',
  background = 'ffffff',
  priority = false,
  className,
}: ImageProps) {
  if (!src) {
    return (
      <span className={`image-placeholder ${className ?? ''}`} style={{ width, height }} aria-hidden="true" />
    );
  }
  const options = { width, height, fit, format, background, quality: 80 };
  return (
    <img
      className={className}
      src={imageUrl(src, options)}
      srcSet={densitySrcSet(src, options)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
