import { useCallback, useEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { tickerQueryOptions, type TickerBannerContent } from '@/commerce/content';
import { mediaQueries } from '@/lib/breakpoints';
import {
  animationDurationS,
  USUAL_TICKER_HEIGHT_PX,
  internalHref,
  linkKind,
  shouldShowTicker,
  staleTickerKeys,
  tickerStorageKey,
  visibleDevices,
} from '@/features/ticker/ticker-rules';
import { isClosed, readCloseTime, TICKER_CLOSED_ATTRIBUTE } from '@/lib/ticker-closed';
import { isPlainClick } from '@/lib/plain-click';
import './ticker.css';

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
// carries the message), so nothing is said twice and a missing image cannot hide the text. The browser picks the
// desktop image at desktop widths (the same markup from the server and the app, whatever the width).
function TickerContent({ item }: { item: TickerBannerContent }) {
  if (item.text) return <span className="ticker__text">{item.text}</span>;
  const img = item.mobileImage ?? item.desktopImage;
  if (!img) return null;
  return (
    <picture>
      {item.desktopImage && item.mobileImage ? (
        <source media={mediaQueries.desktop} srcSet={item.desktopImage.url} />
      ) : null}
      <img className="ticker__image" src={img.url} alt={img.alt} height={24} />
    </picture>
  );
}

/**
 * The scrolling announcement of spec §2, fixed right above the bottom navigation. Rendered by the
 * root layout on every page; `isHomePage` drives the content's home-page-only flag.
 */
export function TickerBanner({ isHomePage }: { isHomePage: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'et';
  const router = useRouter();
  const { data: item } = useQuery(tickerQueryOptions(locale));
  const key = item ? tickerStorageKey(item) : null;
  // The server renders the banner as open (its page is everyone's): hydration does too, then this device's close
  // applies (the page's start script has hidden it meanwhile: src/server/http/entry-loader.ts).
  const closed = useSyncExternalStore(
    subscribeClosed,
    () => (key ? isClosed(readCloseTime(key), Date.now()) : false),
    () => false,
  );

  const close = useCallback(() => {
    if (key) rememberClose(key, Date.now());
  }, [key]);
  const visible = Boolean(item) && shouldShowTicker(item, { isHomePage, closed });
  const ref = useRef<HTMLElement>(null);

  // Once the app shows this device's state, the early mark has done its part (a later banner must not stay hidden).
  useEffect(() => {
    if (!closed) document.documentElement.removeAttribute(TICKER_CLOSED_ATTRIBUTE);
  }, [closed]);

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
      // 0: not shown at this width (ticker.css), so no room is kept either
      if (height === USUAL_TICKER_HEIGHT_PX || height === 0) root.style.removeProperty('--ticker-height');
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
      className={['ticker', ...visibleDevices(item).map((device) => `ticker--${device}`)].join(' ')}
      data-key={key ?? undefined}
      aria-label={t`Announcement`}
    >
      <div className="ticker__viewport">
        {kind === 'none' ? (
          <div className={trackClass} style={style}>
            <TickerContent item={item} />
          </div>
        ) : kind === 'external' ? (
          <a className={trackClass} style={style} href={item.url} target="_blank" rel="noopener noreferrer">
            <TickerContent item={item} />
            <span className="ticker__sr"> {t`(opens in a new tab)`}</span>
          </a>
        ) : (
          <a
            className={trackClass}
            style={style}
            href={internalHref(item.url, locale)}
            onClick={onInternalClick}
          >
            <TickerContent item={item} />
          </a>
        )}
      </div>
      <button type="button" className="ticker__close" onClick={close} aria-label={t`Close announcement`}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
