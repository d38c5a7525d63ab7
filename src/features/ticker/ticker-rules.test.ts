import { describe, expect, it } from 'vitest';
import { parseTickerBanner, type TickerBannerContent } from '@/commerce/content';
import {
  animationDurationS,
  internalHref,
  linkKind,
  shouldShowTicker,
  staleTickerKeys,
  tickerStorageKey,
  visibleDevices,
} from '@/features/ticker/ticker-rules';

const item = (over: Partial<TickerBannerContent> = {}): TickerBannerContent => ({
  text: 'Talvehooaja allahindlus',
  desktopImage: null,
  mobileImage: null,
  url: '/kampaaniad/talv',
  isExternalLink: false,
  onlyHomePage: false,
  direction: 'left',
  speedOfRolling: null,
  visibleOnDesktop: 'Visible',
  visibleOnTablet: 'Visible',
  visibleOnMobile: 'Visible',
  localStorageKey: 'ticker-2026-11-a',
  ...over,
});

const ctx = { isHomePage: true, closed: false };

describe('shouldShowTicker (spec §2)', () => {
  it('needs loaded content', () => {
    expect(shouldShowTicker(null, ctx)).toBe(false);
    expect(shouldShowTicker(undefined, ctx)).toBe(false);
    expect(shouldShowTicker(item(), ctx)).toBe(true);
  });

  it('honours the home-page-only flag', () => {
    expect(shouldShowTicker(item({ onlyHomePage: true }), { ...ctx, isHomePage: false })).toBe(false);
    expect(shouldShowTicker(item({ onlyHomePage: true }), ctx)).toBe(true);
    expect(shouldShowTicker(item({ onlyHomePage: false }), { ...ctx, isHomePage: false })).toBe(true);
  });

  it('hides when every device visibility is off', () => {
    const hidden = item({ visibleOnDesktop: 'Hide', visibleOnTablet: 'Hide', visibleOnMobile: 'Hide' });
    expect(shouldShowTicker(hidden, ctx)).toBe(false);
    expect(visibleDevices(hidden)).toEqual([]);
  });

  it('names the devices it shows on (the stylesheet shows it at their widths only)', () => {
    expect(visibleDevices(item())).toEqual(['mobile', 'tablet', 'desktop']);
    expect(visibleDevices(item({ visibleOnDesktop: 'Hide', visibleOnTablet: 'Hide' }))).toEqual(['mobile']);
    expect(visibleDevices(item({ visibleOnMobile: 'Hide', visibleOnTablet: 'Hide' }))).toEqual(['desktop']);
    expect(shouldShowTicker(item({ visibleOnMobile: 'Hide', visibleOnTablet: 'Hide' }), ctx)).toBe(true);
  });

  it('stays hidden once closed', () => {
    expect(shouldShowTicker(item(), { ...ctx, closed: true })).toBe(false);
  });
});

describe('ticker storage keys (spec §2)', () => {
  it('keeps keys in the ticker namespace and removes only other ticker keys', () => {
    expect(tickerStorageKey(item())).toBe('ticker-2026-11-a');
    expect(tickerStorageKey(item({ localStorageKey: 'winter' }))).toBe('ticker-winter');
    expect(tickerStorageKey(item({ localStorageKey: '' }))).toBe('ticker-default');
    expect(
      staleTickerKeys(
        ['ticker-2026-10', 'checkout', 'ticker-2026-11-a', 'tickerOld', 'listingDisplay'],
        'ticker-2026-11-a',
      ),
    ).toEqual(['ticker-2026-10', 'tickerOld']);
  });
});

describe('position, speed and links', () => {
  it('uses the 15 s marquee at the default speed of 5 s and scales with the speed', () => {
    expect(animationDurationS(item({ speedOfRolling: null }))).toBe(15);
    expect(animationDurationS(item({ speedOfRolling: 5 }))).toBe(15);
    expect(animationDurationS(item({ speedOfRolling: 10 }))).toBe(30);
    expect(animationDurationS(item({ speedOfRolling: 2.5 }))).toBe(7.5);
  });

  it('tells internal from external links', () => {
    expect(linkKind(item({ url: '' }))).toBe('none');
    expect(linkKind(item({ url: '/et/kampaaniad/talv' }))).toBe('internal');
    expect(linkKind(item({ url: 'https://example.ee/x' }))).toBe('external');
    expect(linkKind(item({ url: '/partner', isExternalLink: true }))).toBe('external');
  });

  it('adds the locale prefix to internal links that lack it', () => {
    expect(internalHref('/kampaaniad/talv', 'ru')).toBe('/ru/kampaaniad/talv');
    expect(internalHref('kampaaniad/talv', 'et')).toBe('/et/kampaaniad/talv');
    expect(internalHref('/et/info/tarne', 'ru')).toBe('/et/info/tarne');
    expect(internalHref('/', 'ru')).toBe('/ru');
  });
});

describe('parseTickerBanner (content service shape, spec §3)', () => {
  it('normalises the fields', () => {
    const parsed = parseTickerBanner({
      text: 'Tasuta transport',
      desktopImage: { url: '/media/ticker/d.svg', alt: 'Transport' },
      mobileImage: null,
      url: 'https://example.ee',
      isExternalLink: 'true',
      onlyHomePage: 1,
      direction: 'right',
      speedOfRolling: '8',
      visibleOnDesktop: 'Visible',
      visibleOnTablet: 'Hide',
      visibleOnMobile: 'visible',
      localStorageKey: 'ticker-x',
    });
    expect(parsed).toMatchObject({
      text: 'Tasuta transport',
      desktopImage: { url: '/media/ticker/d.svg', alt: 'Transport' },
      mobileImage: null,
      isExternalLink: true,
      onlyHomePage: true,
      direction: 'right',
      speedOfRolling: 8,
      visibleOnTablet: 'Hide',
      visibleOnMobile: 'Visible',
    });
  });

  it('returns null when there is nothing to show', () => {
    expect(parseTickerBanner(null)).toBeNull();
    expect(parseTickerBanner({ url: '/x' })).toBeNull();
    expect(parseTickerBanner([])).toBeNull();
  });

  it('defaults direction to right-to-left and ignores a bad speed', () => {
    expect(parseTickerBanner({ text: 'a', direction: 'sideways', speedOfRolling: -3 })).toMatchObject({
      direction: 'left',
      speedOfRolling: null,
    });
  });
});
