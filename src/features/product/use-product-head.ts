// SEO for the product page (spec §2 product): title, meta description and canonical link in the
// document head, restored when the page is left.
import { useEffect } from 'react';
import { usePageTitle } from '@/ui/page-title';

function setHeadElement(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  const created = !el;
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  const previous = el.cloneNode(true) as HTMLElement;
  apply(el);
  const target = el;
  return () => {
    if (created) target.remove();
    else target.replaceWith(previous);
  };
}

export function useProductHead({
  title,
  description,
  canonicalPath,
  pathname,
}: {
  title: string;
  description: string | null;
  /** Path with the locale prefix, e.g. /et/p/SIM-0001/kruvikeeraja. */
  canonicalPath: string;
  pathname: string;
}) {
  usePageTitle(title, pathname);
  useEffect(() => {
    const undoDescription = setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (el) => el.setAttribute('content', description ?? title),
    );
    const undoCanonical = setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', new URL(canonicalPath, location.origin).href),
    );
    return () => {
      undoCanonical();
      undoDescription();
    };
  }, [title, description, canonicalPath]);
}
