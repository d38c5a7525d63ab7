// Markup from the back end (CMS pages and blocks, blog articles), already sanitised. Links inside it
// that stay in the shop navigate client-side (a plain click); other links behave as the browser wants.
import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { isPlainClick } from '@/lib/plain-click';
import { LEAD_PICTURE_TIMING } from '@/lib/lead-picture';

export function HtmlContent({
  html,
  className,
  onNavigate,
  leadImage = false,
  ...data
}: {
  html: string;
  className?: string;
  /** Its first picture is the page's largest (a home banner): fetched before other pictures. */
  leadImage?: boolean;
  /** Called after an in-shop link was followed (e.g. to close the overlay that showed it). */
  onNavigate?: () => void;
} & { [key: `data-${string}`]: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || !isPlainClick(event)) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || anchor.target) return;
    event.preventDefault();
    void router.navigate({ href: url.pathname + url.search + url.hash });
    onNavigate?.();
  };
  return (
    // the click handler only catches clicks on the links inside (event delegation)
    <div
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: leadImage ? withLeadImage(html) : html }}
      {...data}
    />
  );
}

/**
 * The first <img> marked `fetchpriority="high"` and named for Element Timing (a server page's start script waits
 * for its paint: src/lib/lead-picture.ts).
 */
export const withLeadImage = (html: string): string =>
  html.replace(/<img\b[^>]*>/i, (tag) =>
    /\bfetchpriority=/i.test(tag)
      ? tag
      : tag.replace(/^<img/i, `<img fetchpriority="high" elementtiming="${LEAD_PICTURE_TIMING}"`),
  );
