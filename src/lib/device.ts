// Device info of spec §3 (form factor, OS, browser family, crawler) with re-detection on resize
// after 50 ms (spec §9). Detection is a pure function of the user agent and the viewport width.
import { viewportFor, type Viewport } from '@/lib/breakpoints';
import { isIosUserAgent } from '@/lib/ios';

export type OperatingSystem = 'ios' | 'android' | 'windows' | 'macos' | 'other';
export type BrowserFamily = 'samsung' | 'edge' | 'firefox' | 'chrome' | 'safari' | 'other';

export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  os: OperatingSystem;
  browser: BrowserFamily;
  isCrawler: boolean;
  /** Layout class by viewport width (§9 breakpoints); the form factor above is by user agent. */
  viewport: Viewport;
}

export interface DeviceInput {
  userAgent: string;
  width: number;
  /** navigator.maxTouchPoints: iPadOS 13+ reports itself as a Mac with touch points. */
  maxTouchPoints?: number;
}

export const RESIZE_DEBOUNCE_MS = 50;

const crawlerPattern =
  /bot\b|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headlesschrome|yandex|baidu|duckduckgo/i;

function detectOs(ua: string, touch: number): OperatingSystem {
  if (isIosUserAgent(ua, touch)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/Windows/.test(ua)) return 'windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macos';
  return 'other';
}

// Order matters: Samsung and Edge user agents also say Chrome and Safari; Chrome says Safari.
function detectBrowser(ua: string): BrowserFamily {
  if (/SamsungBrowser/.test(ua)) return 'samsung';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/Firefox|FxiOS/.test(ua)) return 'firefox';
  if (/Chrome|Chromium|CriOS/.test(ua)) return 'chrome';
  if (/Safari/.test(ua)) return 'safari';
  return 'other';
}

export function detectDevice({ userAgent, width, maxTouchPoints = 0 }: DeviceInput): DeviceInfo {
  const os = detectOs(userAgent, maxTouchPoints);
  const isIpad = /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isTablet =
    isIpad ||
    (/Android/.test(userAgent) && !/Mobile/.test(userAgent)) ||
    /Tablet|Silk|Kindle/.test(userAgent);
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android|Windows Phone/.test(userAgent);
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    os,
    browser: detectBrowser(userAgent),
    isCrawler: crawlerPattern.test(userAgent),
    viewport: viewportFor(width),
  };
}

interface ResizeTarget {
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/** Calls `onChange` with fresh info 50 ms after the last resize; returns the unsubscribe function. */
export function watchDevice(
  target: ResizeTarget,
  read: () => DeviceInput,
  onChange: (info: DeviceInfo) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = () => {
    clearTimeout(timer);
    timer = setTimeout(() => onChange(detectDevice(read())), RESIZE_DEBOUNCE_MS);
  };
  target.addEventListener('resize', listener);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', listener);
  };
}
