import { viewportFor } from '@/lib/breakpoints';
import { detectDevice, watchDevice } from '@/lib/device';

const ua = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsungTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('device info (spec §3)', () => {
  it('an iPhone is a mobile iOS Safari', () => {
    expect(detectDevice({ userAgent: ua.iphone, width: 390 })).toMatchObject({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      os: 'ios',
      browser: 'safari',
      isCrawler: false,
      viewport: 'mobile',
    });
  });
  it('iPadOS pretending to be a Mac is a tablet on iOS when it has touch points', () => {
    expect(detectDevice({ userAgent: ua.ipadOs, width: 1024, maxTouchPoints: 5 })).toMatchObject({
      isTablet: true,
      os: 'ios',
    });
    expect(detectDevice({ userAgent: ua.ipadOs, width: 1440, maxTouchPoints: 0 })).toMatchObject({
      isDesktop: true,
      os: 'macos',
    });
  });
  it('an Android phone is mobile Chrome; an Android tablet with Samsung Internet is a tablet', () => {
    expect(detectDevice({ userAgent: ua.pixel, width: 412 })).toMatchObject({
      isMobile: true,
      os: 'android',
      browser: 'chrome',
    });
    expect(detectDevice({ userAgent: ua.samsungTab, width: 800 })).toMatchObject({
      isTablet: true,
      isMobile: false,
      browser: 'samsung',
      viewport: 'tablet',
    });
  });
  it('Edge on Windows and Firefox on macOS are desktop browsers of their own family', () => {
    expect(detectDevice({ userAgent: ua.edge, width: 1440 })).toMatchObject({
      isDesktop: true,
      os: 'windows',
      browser: 'edge',
    });
    expect(detectDevice({ userAgent: ua.firefoxMac, width: 1440 })).toMatchObject({
      os: 'macos',
      browser: 'firefox',
    });
  });
  it('flags crawlers', () => {
    expect(detectDevice({ userAgent: ua.googlebot, width: 1024 }).isCrawler).toBe(true);
  });
});

describe('breakpoints (spec §9)', () => {
  it('767 is mobile, 768–1024 tablet, 1025 desktop', () => {
    expect(viewportFor(767)).toBe('mobile');
    expect(viewportFor(768)).toBe('tablet');
    expect(viewportFor(1024)).toBe('tablet');
    expect(viewportFor(1025)).toBe('desktop');
  });
});

describe('re-detection on resize', () => {
  afterEach(() => vi.useRealTimers());
  it('reports once, 50 ms after the last resize event', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    let width = 400;
    const seen: string[] = [];
    const stop = watchDevice(
      target,
      () => ({ userAgent: ua.pixel, width }),
      (info) => seen.push(info.viewport),
    );
    target.dispatchEvent(new Event('resize'));
    width = 900;
    vi.advanceTimersByTime(30);
    target.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['tablet']);
    stop();
    target.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['tablet']);
  });
});
