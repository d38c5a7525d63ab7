import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { CAROUSEL_AUTOPLAY_MS, nextCarouselIndex, ProductCarousel } from '@/ui/product-carousel';
import type * as ProductCardModule from '@/ui/product-card';
import type { ProductCardData } from '@/ui/product-card';

// stable, as the real hook's (a useCallback)
vi.mock('@/ui/use-client-navigation', () => {
  const navigateOnClick = () => () => undefined;
  return { useClientNavigation: () => navigateOnClick };
});
// counts the cards' renders (the real card renders inside)
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/ui/product-card', async (importOriginal) => {
  const real = await importOriginal<typeof ProductCardModule>();
  return {
    ...real,
    ProductCard: (props: Parameters<typeof real.ProductCard>[0]) => {
      cardRenders.count += 1;
      return <real.ProductCard {...props} />;
    },
  };
});

describe('carousel paging', () => {
  it('moves a page at a time and wraps to the start after the last page', () => {
    expect(nextCarouselIndex(0, 10, 4, 1)).toBe(4);
    expect(nextCarouselIndex(4, 10, 4, 1)).toBe(6); // the last page shows the last 4, not 2
    expect(nextCarouselIndex(6, 10, 4, 1)).toBe(0);
  });

  it('goes back a page and from the start to the last page', () => {
    expect(nextCarouselIndex(6, 10, 4, -1)).toBe(2);
    expect(nextCarouselIndex(0, 10, 4, -1)).toBe(6);
  });

  it('stays put when everything fits', () => {
    expect(nextCarouselIndex(0, 3, 4, 1)).toBe(0);
  });
});

// An IntersectionObserver the test drives: the carousel comes on screen and goes off it.
class FakeObserver {
  static instance: FakeObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instance = this;
  }
  observe(el: Element) {
    this.target = el;
  }
  disconnect() {}
  set(isIntersecting: boolean) {
    act(() =>
      this.callback(
        [{ target: this.target, isIntersecting } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

const product = (n: number): ProductCardData => ({
  uid: `uid-${n}`,
  sku: `SIM-000${n}`,
  name: `Toode ${n}`,
  path: `/p/SIM-000${n}/toode-${n}`,
  brand: null,
  image: null,
  unit: 'tk',
  inStock: true,
  onlyXLeft: null,
  price: { regularCents: 990, finalCents: 990, currency: 'EUR', tiers: [], priorCents: null },
});

describe('carousel autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    Element.prototype.scrollTo = () => undefined; // jsdom lays nothing out
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const current = (root: HTMLElement) =>
    [...root.querySelectorAll('.carousel__item')].findIndex(
      (li) => li.getAttribute('data-current') === 'true',
    );

  it('moves on every 3 s only while the carousel is on screen', () => {
    const { container } = render(
      <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
        <ProductCarousel id="top" title="Top" products={[1, 2, 3].map(product)} locale="et" />
      </I18nProvider>,
    );
    const section = container.querySelector('[data-carousel="top"]');
    // below the fold: no autoplay, nothing moves
    expect(section?.getAttribute('data-autoplay')).toBe('off');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(current(container)).toBe(0);
    // scrolled to: it moves on a card every 3 s
    FakeObserver.instance?.set(true);
    expect(section?.getAttribute('data-autoplay')).toBe('on');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(current(container)).toBe(1);
    // scrolled past: it stays where it was
    FakeObserver.instance?.set(false);
    expect(section?.getAttribute('data-autoplay')).toBe('off');
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(current(container)).toBe(1);
  });

  it("does not render its cards again when only the carousel's own state changes", () => {
    cardRenders.count = 0;
    render(
      <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
        <ProductCarousel id="top" title="Top" products={[1, 2, 3].map(product)} locale="et" />
      </I18nProvider>,
    );
    expect(cardRenders.count).toBe(3);
    // on screen (state), autoplay on (state), two moves (state): the cards stay as they were
    FakeObserver.instance?.set(true);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(cardRenders.count).toBe(3);
  });
});
