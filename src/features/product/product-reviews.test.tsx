import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { ReviewSummary } from '@/features/product/product-reviews';
import { toRatingBreakdown } from '@/commerce/product';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('review summary (spec §3 average and breakdown)', () => {
  it('shows the breakdown of all reviews, so its counts add up to the review count (not the 20 listed)', () => {
    // 25 reviews: more than the first page the product page lists
    const breakdown = toRatingBreakdown([
      { stars: 5, count: 14 },
      { stars: 4, count: 6 },
      { stars: 3, count: 3 },
      { stars: 1, count: 2 },
    ]);
    render(
      <I18nProvider i18n={i18n}>
        <ReviewSummary average={4.1} reviewCount={25} breakdown={breakdown} />
      </I18nProvider>,
    );
    expect(screen.getByText(/25 reviews/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-stars'))).toEqual(['5', '4', '3', '2', '1']);
    const counts = rows.map((r) => Number(r.querySelector('.review-breakdown__count')?.textContent));
    expect(counts).toEqual([14, 6, 3, 0, 2]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(25);
    const meters = screen.getAllByRole('meter') as HTMLMeterElement[];
    expect(meters.map((m) => [m.value, m.max])).toEqual([
      [14, 25],
      [6, 25],
      [3, 25],
      [0, 25],
      [2, 25],
    ]);
  });
});
