// SEO tags in the document head (meta description, canonical link) for the page being shown, restored
// when the page is left. Filters, sort and paging are not part of the canonical address.
import { useEffect } from 'react';
import { useServerHead } from '@/ui/server-page';

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

/** Sets the description (when given) and the canonical link; nothing while `canonicalPath` is null. */
export function usePageHead(description: string | null, canonicalPath: string | null) {
  useServerHead(canonicalPath ? { canonical: canonicalPath, ...(description ? { description } : {}) } : {});
  useEffect(() => {
    if (!canonicalPath) return;
    const undo = [
      description
        ? setHeadElement(
            'meta[name="description"]',
            () => Object.assign(document.createElement('meta'), { name: 'description' }),
            (el) => el.setAttribute('content', description),
          )
        : () => {},
      setHeadElement(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        (el) => el.setAttribute('href', new URL(canonicalPath, location.origin).href),
      ),
    ];
    return () => undo.reverse().forEach((fn) => fn());
  }, [description, canonicalPath]);
}

/**
 * spec §2: error, not-found, offline and maintenance pages are not indexed. The tag goes into the
 * document head (crawlers read robots only there), and is removed when the page is left.
 */
export function useNoindex() {
  useServerHead({ noindex: true });
  useEffect(
    () =>
      setHeadElement(
        'meta[name="robots"]',
        () => Object.assign(document.createElement('meta'), { name: 'robots' }),
        (el) => el.setAttribute('content', 'noindex, follow'),
      ),
    [],
  );
}
