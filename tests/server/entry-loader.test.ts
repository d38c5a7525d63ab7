// @vitest-environment jsdom
import { ENTRY_LOADER, ENTRY_MANIFEST_ATTRIBUTE, ENTRY_META } from '@/server/http/entry-loader';
import { TICKER_CLOSE_MS, TICKER_CLOSED_ATTRIBUTE } from '@/lib/ticker-closed';
import { LEAD_PENDING_ATTRIBUTE, LEAD_PICTURE_TIMING } from '@/lib/lead-picture';

// Issue 14: the inline start script of a server-rendered page, run as the browser runs it (after the page's markup).
const flush = () => new Promise((resolve) => setTimeout(resolve, 60)); // two frames and a task

function page(body: string) {
  localStorage.clear();
  document.documentElement.removeAttribute(TICKER_CLOSED_ATTRIBUTE);
  document.head.innerHTML = `<meta name="${ENTRY_META}" content="/assets/index-a.js /assets/session-b.js">`;
  document.body.innerHTML = `<div id="root">${body}</div>`;
}

// What one run of the loader imports. jsdom runs no modules, so import() is the one browser part stood in for (the
// e2e tests load the real pages); each run has a list of its own, so an earlier run's timer cannot answer for it.
function runLoader(): string[] {
  const imported: string[] = [];
  const loader = ENTRY_LOADER.replace(/\bimport\(/g, 'importModule(');
  expect(loader).not.toBe(ENTRY_LOADER);
  new Function('importModule', loader)((src: string) => imported.push(src));
  return imported;
}

/** A page whose first picture (these attributes) is still loading; it decodes at once when it loads. */
function pageWithPictureLoading(attributes: string, before = ''): HTMLImageElement {
  page(`${before}<img ${attributes} src="/img/photo.webp" alt="">`);
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: false });
  img.decode = () => Promise.resolve();
  return img;
}

describe('a server page starts its code', () => {
  it('once its lead picture has loaded and been painted, not before', async () => {
    const img = pageWithPictureLoading('fetchpriority="high"');
    const imported = runLoader();
    await flush();
    expect(imported).toEqual([]);
    img.dispatchEvent(new Event('load'));
    await expect.poll(() => imported).toEqual(['/assets/index-a.js', '/assets/session-b.js']);
    await flush();
    expect(imported).toHaveLength(2); // once
  });

  it('and lets the pictures that wait for the lead picture come then: the page is marked until it starts', async () => {
    const img = pageWithPictureLoading('fetchpriority="high"');
    document.documentElement.setAttribute(LEAD_PENDING_ATTRIBUTE, ''); // as the server renders <html>
    const imported = runLoader();
    await flush();
    expect(document.documentElement.hasAttribute(LEAD_PENDING_ATTRIBUTE)).toBe(true);
    img.dispatchEvent(new Event('load'));
    await expect.poll(() => imported).toHaveLength(2);
    expect(document.documentElement.hasAttribute(LEAD_PENDING_ATTRIBUTE)).toBe(false);
  });

  describe('where the browser reports the paint of an element named for Element Timing', () => {
    const NAMED = `fetchpriority="high" elementtiming="${LEAD_PICTURE_TIMING}"`;
    /** A stand-in for Chromium's PerformanceObserver: the test hands the loader its entries. */
    class PaintObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint'];
      static last: PaintObserver | undefined;
      disconnected = false;
      constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {
        PaintObserver.last = this;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'element', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
      report(element: Element) {
        if (!this.disconnected) this.callback({ getEntries: () => [{ element }] }, this);
      }
    }
    const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    beforeEach(() => {
      PaintObserver.last = undefined;
      Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true });
    });
    afterEach(() => {
      if (original) Object.defineProperty(window, 'PerformanceObserver', original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('once the picture is reported painted (frames after its decoding are not enough), and links the manifest then', async () => {
      const img = pageWithPictureLoading(NAMED, '<h1>Trell</h1>');
      document
        .querySelector(`meta[name="${ENTRY_META}"]`)!
        .setAttribute(ENTRY_MANIFEST_ATTRIBUTE, '/manifest.webmanifest');
      const imported = runLoader();
      img.dispatchEvent(new Event('load'));
      await flush();
      expect(imported).toEqual([]);
      PaintObserver.last!.report(document.querySelector('h1')!); // another named element, painted first
      await flush();
      expect(imported).toEqual([]);
      expect(document.querySelector('link[rel="manifest"]')).toBeNull();
      PaintObserver.last!.report(img);
      await expect.poll(() => imported).toEqual(['/assets/index-a.js', '/assets/session-b.js']);
      expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
        '/manifest.webmanifest',
      );
      expect(PaintObserver.last!.disconnected).toBe(true);
    });

    it('a frame after its decoding when the picture is not named for Element Timing (a CMS editor marked it)', async () => {
      const img = pageWithPictureLoading('fetchpriority="high"');
      const imported = runLoader();
      img.dispatchEvent(new Event('load'));
      await expect.poll(() => imported).toHaveLength(2);
      expect(PaintObserver.last).toBeUndefined();
    });

    it('half a second after its decoding at the latest when its paint is not reported', async () => {
      const img = pageWithPictureLoading(NAMED, '<h1>Trell</h1>');
      const imported = runLoader();
      img.dispatchEvent(new Event('load'));
      await flush();
      expect(imported).toEqual([]);
      await expect.poll(() => imported, { timeout: 2000 }).toHaveLength(2);
    });
  });

  it('after its first paint when it has no lead picture, and also when the picture fails', async () => {
    page('<h1>Otsing</h1>');
    const withoutPicture = runLoader();
    await expect.poll(() => withoutPicture).toHaveLength(2);

    const missing = pageWithPictureLoading('fetchpriority="high"');
    const imported = runLoader();
    await flush();
    expect(imported).toEqual([]);
    missing.dispatchEvent(new Event('error'));
    await expect.poll(() => imported).toHaveLength(2);
  });

  it('does nothing, and throws nothing, on a page that names no scripts', async () => {
    page('<h1>Otsing</h1>');
    document.head.innerHTML = '';
    const imported = runLoader();
    await flush(); // an error thrown in a frame or a timer would fail the run
    expect(imported).toEqual([]);
  });
});

describe('a ticker banner this device closed (spec §9: for 24 h)', () => {
  const ticker = '<aside class="ticker" data-key="ticker-a"></aside>';
  const hidden = () => document.documentElement.hasAttribute(TICKER_CLOSED_ATTRIBUTE);

  it('is hidden before the first paint while its close is less than 24 h old', () => {
    page(ticker);
    localStorage.setItem('ticker-a', String(Date.now() - 1000));
    runLoader();
    expect(hidden()).toBe(true);
  });

  it('is left alone when not closed, closed 24 h ago, closed under another key or absent', () => {
    for (const [body, stored] of [
      [ticker, null],
      [ticker, String(Date.now() - TICKER_CLOSE_MS)],
      [ticker.replace('ticker-a', 'ticker-b'), String(Date.now() - 1000)],
      ['', String(Date.now() - 1000)],
      [ticker, 'not a number'],
    ] as const) {
      page(body);
      if (stored !== null) localStorage.setItem('ticker-a', stored);
      runLoader();
      expect(hidden()).toBe(false);
    }
  });
});
