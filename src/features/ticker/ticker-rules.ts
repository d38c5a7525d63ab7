// Pure rules of the ticker banner (spec §2, §3, §9). No DOM, no React: unit-tested on their own. Whether this
// device closed it: ticker-closed.ts.
import type { TickerBannerContent } from '@/commerce/content';
import type { Viewport } from '@/lib/breakpoints';
import { tickerKeyPrefix } from '@/lib/storage-keys';

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

/** The devices the banner shows on; ticker.css shows it only at their widths (the server cannot know the width). */
export function visibleDevices(item: Visibilities): Viewport[] {
  return (['mobile', 'tablet', 'desktop'] as const).filter((v) => isVisibleOn(item, v));
}

export interface TickerContext {
  isHomePage: boolean;
  /** Closed by the user less than 24 h ago (see isClosed). */
  closed: boolean;
}

/**
 * spec §2: rendered only when the content is loaded, the page condition (home-page-only flag) holds, at least one
 * device visibility is on and it is not closed; whether this device's is on is ticker.css's (visibleDevices).
 */
export function shouldShowTicker(item: TickerBannerContent | null | undefined, ctx: TickerContext): boolean {
  if (!item) return false;
  if (item.onlyHomePage && !ctx.isHomePage) return false;
  if (!hasAnyVisibility(item)) return false;
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
