import { act, render, screen } from '@testing-library/react';
import { RouteAnnouncer } from '@/ui/route-announcer';

describe('route announcer (spec §2, §9: 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces "{title} has loaded" 500 ms after navigation, and clears it on the next navigation', () => {
    const { rerender } = render(
      <RouteAnnouncer message="Catalogues has loaded" navigationKey="/et/kataloogid" />,
    );
    const region = screen.getByTestId('route-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(499));
    expect(region.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('Catalogues has loaded');

    rerender(<RouteAnnouncer message="Blog has loaded" navigationKey="/et/blogi" />);
    expect(region.textContent).toBe('');
    act(() => vi.advanceTimersByTime(500));
    expect(region.textContent).toBe('Blog has loaded');
  });

  it('says nothing for a route that opted out', () => {
    render(<RouteAnnouncer message={null} navigationKey="/et/checkout/payment" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
  });
});
