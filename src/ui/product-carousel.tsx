// Product carousels: related and upsell on the product page, the home page's lists (spec §9: autoplay 3000 ms, resize debounce 300 ms). Autoplay stops
// while the pointer or focus is inside, runs only while the carousel is on screen (a tick of one below the fold
// scrolled a track nobody saw, and reading its positions forced the browser to lay out the whole carousel the page
// had skipped: ~90 ms every 3 s on a mid-range phone, measured on the home page) and never for
// prefers-reduced-motion; ← / → and the buttons move by one page; the track stays a normal scrollable list for
// touch and screen readers.
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { useLingui } from '@lingui/react/macro';

import { ProductCard, type ProductCardData } from '@/ui/product-card';
import { useClientNavigation } from '@/ui/use-client-navigation';
import { useOnScreen } from '@/ui/use-on-screen';
import '@/ui/product-carousel.css';

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 300;

/** The first item shown after moving `by` pages; wraps to the start past the end. */
export function nextCarouselIndex(index: number, count: number, perPage: number, by: 1 | -1): number {
  const lastStart = Math.max(0, count - perPage);
  if (by > 0) return index >= lastStart ? 0 : Math.min(lastStart, index + perPage);
  return index <= 0 ? lastStart : Math.max(0, index - perPage);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true, // no autoplay before the browser says motion is fine
  );

export function ProductCarousel({
  id,
  title,
  products: arrived,
  locale,
  more,
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
  locale: string;
  /** A link to the whole list (e.g. the campaign page), shown beside the title. */
  more?: { href: string; label: string };
}) {
  const { t } = useLingui();
  const navigateOnClick = useClientNavigation();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [perPage, setPerPage] = useState(1);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const onScreen = useOnScreen(section);
  // Cards that arrive after the page (a list fetched when it comes near) render in a transition: React builds
  // them in slices between which the browser stays responsive, instead of one long task for all of them.
  const products = useDeferredValue(arrived);
  const count = products.length;
  const moved = useRef(false);
  // The cards, made once per list: the carousel's own state (the section's element, how many fit, the shown card,
  // the pause, whether it is on screen) changes as it mounts and every 3 s, and each change rendered every card
  // again — on the home page, with the CPU slowed 4×, one task of 106 ms as the three carousels mounted (measured).
  // React skips an element it was given before.
  const cards = useMemo(
    () =>
      products.map((product) => {
        const href = `/${locale}${product.path}`;
        return <ProductCard key={product.uid} product={product} href={href} onOpen={navigateOnClick(href)} />;
      }),
    [products, locale, navigateOnClick],
  );

  // How many cards fit: measured once the browser has laid the track out (a ResizeObserver's first call, so
  // nothing forces a layout while the page is being taken over), again 300 ms after its size last changed.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const card = track.querySelector('li');
      const width = card?.getBoundingClientRect().width ?? 0;
      setPerPage(width > 0 ? Math.max(1, Math.floor((track.clientWidth + 1) / width)) : 1);
    };
    if (typeof ResizeObserver !== 'function') return measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const observer = new ResizeObserver(() => {
      if (!measured) {
        measured = true;
        return measure();
      }
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(track);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [count]);

  const go = useCallback(
    (by: 1 | -1) => setIndex((i) => nextCarouselIndex(i, count, perPage, by)),
    [count, perPage],
  );

  // Scroll the track (not the page) so the first shown card is at the start.
  // Not on mount: the track starts at its first card, and measuring positions then would force a layout.
  useEffect(() => {
    if (index === 0 && !moved.current) return;
    moved.current = true;
    const track = trackRef.current;
    const card = track?.children[index] as HTMLElement | undefined;
    if (!track || !card) return;
    track.scrollTo({ left: card.offsetLeft - track.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
  }, [index, reduced]);

  const scrollable = count > perPage;
  const autoplay = scrollable && !paused && !reduced && onScreen;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => go(1), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, go]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section
      ref={setSection}
      className="carousel"
      aria-roledescription={t`carousel`}
      aria-labelledby={headingId}
      data-carousel={id}
      data-autoplay={autoplay ? 'on' : 'off'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__head">
        <h2 id={headingId} className="product-section__title carousel__title">
          {title}
        </h2>
        {more ? (
          <a className="carousel__more" href={more.href} onClick={navigateOnClick(more.href)}>
            {more.label}
            <span className="visually-hidden"> – {title}</span>
          </a>
        ) : null}
        {scrollable ? (
          <div className="carousel__buttons">
            <button
              type="button"
              className="carousel__button"
              onClick={() => go(-1)}
              aria-controls={`${id}-track`}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t`Previous products`}</span>
            </button>
            <button
              type="button"
              className="carousel__button"
              onClick={() => go(1)}
              aria-controls={`${id}-track`}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t`Next products`}</span>
            </button>
          </div>
        ) : null}
      </div>
      <ul id={`${id}-track`} ref={trackRef} className="carousel__track" aria-live={paused ? 'polite' : 'off'}>
        {products.map((product, i) => (
          <li key={product.uid} className="carousel__item" data-current={i === index ? 'true' : undefined}>
            {cards[i]}
          </li>
        ))}
      </ul>
    </section>
  );
}
