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

  // The layout reserves room for the fixed banner through --ticker-height, so it never covers the
  // end of the page (the footer, a form's last button).
  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) return;
    const root = document.documentElement;
    const apply = () =>
      root.style.setProperty('--ticker-height', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
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
