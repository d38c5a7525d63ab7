import { useCallback, useEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { tickerQueryOptions, type TickerBannerContent } from '@/commerce/content';
import { mediaQueries, type Viewport } from '@/lib/breakpoints';
import { useMediaQuery } from '@/ui/use-media-query';
import {
  animationDurationS,
  bottomOffsetPx,
  USUAL_TICKER_HEIGHT_PX,
  internalHref,
  isClosed,
  linkKind,
  shouldShowTicker,
  staleTickerKeys,
  tickerStorageKey,
} from '@/features/ticker/ticker-rules';
import { isPlainClick } from '@/lib/plain-click';
import './ticker.css';

// Media queries, not window.innerWidth: reading the width during a render forces a layout. Whatever is
// neither mobile nor desktop is tablet (also a zoomed, fractional width between two breakpoints).
function useViewport(): Viewport {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const desktop = useMediaQuery(mediaQueries.desktop);
  return mobile ? 'mobile' : desktop ? 'desktop' : 'tablet';
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

// Close state lives in local storage; other tabs learn about it through the `storage` event.
const closeListeners = new Set<() => void>();

function subscribeClosed(listener: () => void): () => void {
  closeListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    closeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function rememberClose(key: string, now: number): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null,
    );
    staleTickerKeys(keys, key).forEach((k) => storage.removeItem(k));
    storage.setItem(key, String(now));
  } catch {
    // Without local storage the close cannot be remembered; the banner comes back on reload.
  }
  closeListeners.forEach((l) => l());
}

// The text is the message; the device image is used only for a banner that has no text (its alt then
// carries the message), so nothing is said twice and a missing image cannot hide the text.
function TickerContent({ item, viewport }: { item: TickerBannerContent; viewport: Viewport }) {
  if (item.text) return <span className="ticker__text">{item.text}</span>;
  const img =
    viewport === 'desktop'
      ? (item.desktopImage ?? item.mobileImage)
      : (item.mobileImage ?? item.desktopImage);
  return img ? <img className="ticker__image" src={img.url} alt={img.alt} height={24} /> : null;
}

/**
 * The scrolling announcement of spec §2, fixed right above the bottom navigation. Rendered by the
 * root layout on every page; `isHomePage` drives the content's home-page-only flag.
 */
export function TickerBanner({ isHomePage }: { isHomePage: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'et';
  const router = useRouter();
  const viewport = useViewport();
  const { data: item } = useQuery(tickerQueryOptions(locale));
  const key = item ? tickerStorageKey(item) : null;
  const closed = useSyncExternalStore(
    subscribeClosed,
    () => (key ? isClosed(readStored(key), Date.now()) : false),
    () => true,
  );

  const close = useCallback(() => {
    if (key) rememberClose(key, Date.now());
  }, [key]);
  const visible = Boolean(item) && shouldShowTicker(item, { isHomePage, viewport, closed });
  const ref = useRef<HTMLElement>(null);

  // The layout keeps room for the fixed banner (ticker.css, by the banner's presence), so it never covers the end of
  // the page (the footer, a form's last button). A banner of another height than usual sets --ticker-height on
  // <html>: only then, as that has the browser restyle the whole page. Measured when the browser lays it out
  // anyway (ResizeObserver), not by forcing a layout of its own.
  useEffect(() => {
    const el = ref.current;
    if (!visible || !el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height);
      if (height === USUAL_TICKER_HEIGHT_PX) root.style.removeProperty('--ticker-height');
      else root.style.setProperty('--ticker-height', `${height}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--ticker-height');
    };
  }, [visible]);

  if (!item || !visible) return null;

  const kind = linkKind(item);
  const trackClass = `ticker__track ticker__track--${item.direction}`;
  const style = { animationDuration: `${animationDurationS(item)}s` };
  const onInternalClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    router.history.push(internalHref(item.url, locale));
  };

  return (
    <aside
      ref={ref}
      className="ticker"
      aria-label={t`Announcement`}
      style={{ bottom: `${bottomOffsetPx(viewport)}px` }}
    >
      <div className="ticker__viewport">
        {kind === 'none' ? (
          <div className={trackClass} style={style}>
            <TickerContent item={item} viewport={viewport} />
          </div>
        ) : kind === 'external' ? (
          <a className={trackClass} style={style} href={item.url} target="_blank" rel="noopener noreferrer">
            <TickerContent item={item} viewport={viewport} />
            <span className="ticker__sr"> {t`(opens in a new tab)`}</span>
          </a>
        ) : (
          <a
            className={trackClass}
            style={style}
            href={internalHref(item.url, locale)}
            onClick={onInternalClick}
          >
            <TickerContent item={item} viewport={viewport} />
          </a>
        )}
      </div>
      <button type="button" className="ticker__close" onClick={close} aria-label={t`Close announcement`}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
