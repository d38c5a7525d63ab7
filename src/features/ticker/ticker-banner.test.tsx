import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { TickerBanner } from '@/features/ticker/ticker-banner';

const i18n = setupI18n({ locale: 'et', messages: { et: {} } });

const content = {
  text: 'Talvehooaja allahindlus kuni -30%',
  url: '/kampaaniad/talv',
  isExternalLink: false,
  onlyHomePage: true,
  direction: 'left',
  speedOfRolling: 5,
  visibleOnDesktop: 'Visible',
  visibleOnTablet: 'Visible',
  visibleOnMobile: 'Visible',
  localStorageKey: 'ticker-2026-11-a',
};

let requests: { url: string; body: unknown }[] = [];

function mockContent(data: unknown) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data }), { status: 200 });
    }),
  );
}

function renderTicker(isHomePage: boolean) {
  const rootRoute = createRootRoute({ component: () => <TickerBanner isHomePage={isHomePage} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/et'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('TickerBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo; // the router scrolls; jsdom lacks it
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the content service for the locale and shows the text', async () => {
    mockContent(content);
    renderTicker(true);
    const region = await screen.findByRole('complementary');
    expect(region.textContent).toContain('Talvehooaja allahindlus');
    expect(requests[0]).toEqual({
      url: '/api/content/item',
      body: [{ contentType: 'tickerBanner', locale: 'et' }],
    });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/et/kampaaniad/talv');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('is not shown off the home page when the content is home-only', async () => {
    mockContent(content);
    renderTicker(false);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('names the devices it shows on, whatever the width (the same markup as the server renders)', async () => {
    mockContent({ ...content, visibleOnTablet: 'Hide' });
    renderTicker(true);
    const region = await screen.findByRole('complementary');
    expect([...region.classList]).toEqual(['ticker', 'ticker--mobile', 'ticker--desktop']);
    expect(region.dataset.key).toBe('ticker-2026-11-a');
  });

  it('without text, shows the mobile image and lets the browser take the desktop one at desktop widths', async () => {
    mockContent({
      ...content,
      text: '',
      mobileImage: { url: '/media/ticker-m.png', alt: 'Talvehooaja allahindlus' },
      desktopImage: { url: '/media/ticker-d.png', alt: 'Talvehooaja allahindlus' },
    });
    renderTicker(true);
    const image = await screen.findByRole('img', { name: 'Talvehooaja allahindlus' });
    expect(image.getAttribute('src')).toBe('/media/ticker-m.png');
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(min-width: 1025px)');
    expect(source?.getAttribute('srcset')).toBe('/media/ticker-d.png');
  });

  it('opens external links in a new tab without opener', async () => {
    mockContent({ ...content, url: 'https://partner.example/ee', isExternalLink: true });
    renderTicker(true);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('closes for 24 h under its ticker key and removes other ticker keys', async () => {
    localStorage.setItem('ticker-2026-10-old', String(Date.now()));
    localStorage.setItem('checkout', '{}');
    mockContent(content);
    renderTicker(true);
    await screen.findByRole('complementary');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('complementary')).toBeNull();
    const stored = Number(localStorage.getItem('ticker-2026-11-a'));
    expect(Math.abs(Date.now() - stored)).toBeLessThan(5000);
    expect(localStorage.getItem('ticker-2026-10-old')).toBeNull();
    expect(localStorage.getItem('checkout')).toBe('{}');

    cleanup();
    renderTicker(true);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('sets the height the layout keeps room for only when the banner is not of the usual height', async () => {
    const observers: ((entries: unknown[]) => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: unknown[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    mockContent(content);
    renderTicker(true);
    await screen.findByRole('complementary');
    const report = (blockSize: number) => act(() => observers.at(-1)?.([{ borderBoxSize: [{ blockSize }] }]));
    const height = () => document.documentElement.style.getPropertyValue('--ticker-height');
    report(44); // one line: ticker.css's own 44 px, nothing written on <html>
    expect(height()).toBe('');
    report(67.5); // wrapped text (reduced motion) or a large font
    expect(height()).toBe('68px');
    fireEvent.click(screen.getByRole('button'));
    expect(height()).toBe('');
  });

  it('shows again once the 24 h are over', async () => {
    localStorage.setItem('ticker-2026-11-a', String(Date.now() - 864e5 - 1));
    mockContent(content);
    renderTicker(true);
    expect(await screen.findByRole('complementary')).toBeTruthy();
  });
});
