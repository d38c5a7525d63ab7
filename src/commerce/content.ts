import { queryOptions } from '@/commerce/query-options';
import { fetchContentItem, shopPath } from '@/commerce/content-items';

export type Visibility = 'Visible' | 'Hide';
/** 'left' moves the text towards the left (right to left), 'right' the other way (spec §3). */
export type TickerDirection = 'left' | 'right';

export interface ContentImage {
  url: string;
  alt: string;
}

/** Ticker banner as the content service returns it (spec §3, content type tickerBanner). */
export interface TickerBannerContent {
  text: string;
  desktopImage: ContentImage | null;
  mobileImage: ContentImage | null;
  url: string;
  isExternalLink: boolean;
  onlyHomePage: boolean;
  direction: TickerDirection;
  /** Seconds; null when the content does not say (the banner then uses the default, spec §9). */
  speedOfRolling: number | null;
  visibleOnDesktop: Visibility;
  visibleOnTablet: Visibility;
  visibleOnMobile: Visibility;
  localStorageKey: string;
}

type Raw = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
const visibility = (v: unknown): Visibility =>
  typeof v === 'string' && v.toLowerCase() === 'visible' ? 'Visible' : v === true ? 'Visible' : 'Hide';

function image(v: unknown): ContentImage | null {
  if (!v || typeof v !== 'object') return null;
  const url = str((v as Raw).url);
  return url ? { url, alt: str((v as Raw).alt) } : null;
}

function direction(v: unknown): TickerDirection {
  const d = str(v).toLowerCase();
  return d === 'right' || d === 'ltr' || d === 'left-to-right' || d === 'left_to_right' ? 'right' : 'left';
}

function speed(v: unknown): number | null {
  const n = typeof v === 'number' ? v : Number.parseFloat(str(v));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Normalises whatever the content service sent; returns null when there is nothing to show. */
export function parseTickerBanner(data: unknown): TickerBannerContent | null {
  const item = Array.isArray(data) ? data[0] : data;
  if (!item || typeof item !== 'object') return null;
  const raw = item as Raw;
  const text = str(raw.text ?? raw.title);
  const desktopImage = image(raw.desktopImage);
  const mobileImage = image(raw.mobileImage);
  if (!text && !desktopImage && !mobileImage) return null;
  return {
    text,
    desktopImage,
    mobileImage,
    url: str(raw.url),
    isExternalLink: bool(raw.isExternalLink),
    onlyHomePage: bool(raw.onlyHomePage),
    direction: direction(raw.direction),
    speedOfRolling: speed(raw.speedOfRolling),
    visibleOnDesktop: visibility(raw.visibleOnDesktop),
    visibleOnTablet: visibility(raw.visibleOnTablet),
    visibleOnMobile: visibility(raw.visibleOnMobile),
    localStorageKey: str(raw.localStorageKey),
  };
}

export const fetchTickerBanner = async (
  locale: string,
  signal?: AbortSignal,
): Promise<TickerBannerContent | null> =>
  parseTickerBanner(await fetchContentItem('tickerBanner', locale, signal));

export const tickerQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['content', 'tickerBanner', locale],
    queryFn: ({ signal }) => fetchTickerBanner(locale, signal),
    staleTime: 10 * 60_000,
  });

/** spec §2 countdown banner: a campaign's name, a line of text, its page and the moment it ends. */
export interface CountdownBannerContent {
  title: string;
  text: string;
  url: string;
  /** Milliseconds since the epoch. */
  endsAt: number;
}

export function parseCountdownBanner(data: unknown): CountdownBannerContent | null {
  const item = Array.isArray(data) ? data[0] : data;
  if (!item || typeof item !== 'object') return null;
  const raw = item as Raw;
  const endsAt = Date.parse(str(raw.endsAt));
  const title = str(raw.title);
  if (!title || !Number.isFinite(endsAt)) return null;
  return { title, text: str(raw.text), url: shopPath(str(raw.url)), endsAt };
}

export const countdownQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['content', 'countdownBanner', locale],
    queryFn: async ({ signal }) =>
      parseCountdownBanner(await fetchContentItem('countdownBanner', locale, signal)),
    staleTime: 10 * 60_000,
  });
