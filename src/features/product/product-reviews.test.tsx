import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { ReviewList, ReviewSummary } from '@/features/product/product-reviews';
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

describe('review list', () => {
  it('dates a review in Estonian time from the UTC time Magento writes, the same on the server and in a browser', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ReviewList
          locale="et"
          reviews={[
            { nickname: 'Mari', summary: 'Hea', text: 'Töötab', createdAt: '2026-11-20 23:30:00', rating: 5 },
            { nickname: 'Jaan', summary: 'Ok', text: 'Sobib', createdAt: '2026-07-01T21:15:00Z', rating: 4 },
          ]}
        />
      </I18nProvider>,
    );
    const times = [...document.querySelectorAll('time')];
    // 23:30 UTC is already the next day in Tallinn (UTC+2 in winter, +3 in summer)
    expect(times.map((t) => [t.getAttribute('datetime'), t.textContent])).toEqual([
      ['2026-11-20T23:30:00.000Z', '21.11.2026'],
      ['2026-07-01T21:15:00.000Z', '02.07.2026'],
    ]);
  });
});
