// Pure rules of the ticker banner (spec §2, §3, §9). No DOM, no React: unit-tested on their own.
import type { TickerBannerContent } from '@/commerce/content';
import { bottomNavHeight, type Viewport } from '@/lib/breakpoints';
import { tickerKeyPrefix } from '@/lib/storage-keys';

/** spec §9: closing hides the ticker for 24 h. */
export const TICKER_CLOSE_MS = 864e5;
/** spec §9: default speed 5 s. */
export const DEFAULT_SPEED_S = 5;
/** spec §9: the marquee animation takes 15 s at the default speed. */
export const MARQUEE_DURATION_S = 15;

type Visibilities = Pick<TickerBannerContent, 'visibleOnDesktop' | 'visibleOnTablet' | 'visibleOnMobile'>;

export function isVisibleOn(item: Visibilities, viewport: Viewport): boolean {
  const v =
    viewport === 'mobile'
      ? item.visibleOnMobile
      : viewport === 'tablet'
        ? item.visibleOnTablet
        : item.visibleOnDesktop;
  return v === 'Visible';
}

/** spec §2: at least one device visibility must be on. */
export function hasAnyVisibility(item: Visibilities): boolean {
  return (['mobile', 'tablet', 'desktop'] as const).some((v) => isVisibleOn(item, v));
}

/** The storage key, forced into the ticker namespace so the cleanup below can find it. */
export function tickerStorageKey(item: Pick<TickerBannerContent, 'localStorageKey'>): string {
  const key = item.localStorageKey.trim() || 'default';
  return key.startsWith(tickerKeyPrefix) ? key : `${tickerKeyPrefix}-${key}`;
}

/** Closed when the stored close time is less than 24 h ago. */
export function isClosed(storedValue: string | null, now: number): boolean {
  if (storedValue === null) return false;
  const closedAt = Number(storedValue);
  if (!Number.isFinite(closedAt)) return false;
  return now >= closedAt && now - closedAt < TICKER_CLOSE_MS;
}

export interface TickerContext {
  isHomePage: boolean;
  viewport: Viewport;
  /** Closed by the user less than 24 h ago (see isClosed). */
  closed: boolean;
}

/**
 * spec §2: shown only when the content is loaded, the page condition (home-page-only flag) holds, at
 * least one device visibility is on, and — so nothing hidden on this device shows — this device's is.
 */
export function shouldShowTicker(item: TickerBannerContent | null | undefined, ctx: TickerContext): boolean {
  if (!item) return false;
  if (item.onlyHomePage && !ctx.isHomePage) return false;
  if (!hasAnyVisibility(item)) return false;
  if (!isVisibleOn(item, ctx.viewport)) return false;
  return !ctx.closed;
}

/**
 * Seconds one pass of the marquee takes. speedOfRolling is in seconds (spec §9 default 5 s) and scales
 * the 15 s marquee: the default gives 15 s, a larger value rolls slower, a smaller one faster.
 */
export function animationDurationS(item: Pick<TickerBannerContent, 'speedOfRolling'>): number {
  const speed = item.speedOfRolling && item.speedOfRolling > 0 ? item.speedOfRolling : DEFAULT_SPEED_S;
  return Math.round(((MARQUEE_DURATION_S * speed) / DEFAULT_SPEED_S) * 100) / 100;
}

/**
 * The banner's height as its CSS lays it out on one line (the 44 px close button sets it): ticker.css reserves this
 * much room wherever the banner shows; only a banner of another height (text wrapping under reduced motion, a
 * large font) has the component write its measured height.
 */
export const USUAL_TICKER_HEIGHT_PX = 44;

/** spec §2 / §9: fixed above the bottom navigation, 52 px mobile, 76 px tablet, 0 on desktop. */
export function bottomOffsetPx(viewport: Viewport): number {
  return bottomNavHeight[viewport];
}

/** External links open in a new tab; internal ones go through the router. */
export function linkKind(
  item: Pick<TickerBannerContent, 'url' | 'isExternalLink'>,
): 'none' | 'internal' | 'external' {
  const url = item.url.trim();
  if (!url) return 'none';
  if (item.isExternalLink || /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return 'external';
  return 'internal';
}

/** Keys to delete on close: every other ticker-prefixed key (spec §2: "other ticker keys are removed"). */
export function staleTickerKeys(allKeys: readonly string[], currentKey: string): string[] {
  return allKeys.filter((k) => k.startsWith(tickerKeyPrefix) && k !== currentKey);
}

/** Internal links from the content service may lack the locale prefix; the router needs it. */
export function internalHref(url: string, locale: string): string {
  const path = url.trim().startsWith('/') ? url.trim() : `/${url.trim()}`;
  return /^\/(et|ru)(\/|$|\?|#)/.test(path) ? path : `/${locale}${path === '/' ? '' : path}`;
}
