// SIM-0001 gets 24 approved reviews on top of the drawn ones (no PRNG draws: the rest of the seed does not
// move), so the product page has more reviews than the 20 it lists and the star breakdown must be counted
// over all of them (extension ProductInterface.rating_breakdown).
import type { Db } from '@/server/store/db';
import { NICKNAMES_ET, NICKNAMES_RU, REVIEW_TEXTS, reviewInserters } from '@/server/seed/catalog-extras';
import { addDays } from '@/server/seed/writer';

/** Stars of the 24 fixture reviews: 12 × 5, 6 × 4, 3 × 3, 2 × 2, 1 × 1. */
export const SIM_0001_FIXTURE_STARS = [
  5, 4, 5, 3, 5, 4, 5, 2, 5, 4, 5, 1, 5, 4, 3, 5, 4, 5, 2, 5, 4, 3, 5, 5,
] as const;

export function seedReviewFixture(db: Db, today: string): number {
  const productId = db.prepare("SELECT id FROM products WHERE sku = 'SIM-0001'").pluck().get() as
    number | undefined;
  if (productId === undefined) return 0;
  const { review, vote } = reviewInserters(db);
  SIM_0001_FIXTURE_STARS.forEach((stars, i) => {
    const text = REVIEW_TEXTS.find((t) => t[0] === stars)!;
    const ru = i % 3 === 2;
    const nicknames = ru ? NICKNAMES_RU : NICKNAMES_ET;
    const id = review(
      productId,
      ru ? 'ru' : 'et',
      nicknames[i % nicknames.length]!,
      ru ? text[3] : text[1],
      ru ? text[4] : text[2],
      'approved',
      `${addDays(today, -(3 + i * 9))} ${String(9 + (i % 10)).padStart(2, '0')}:15:00`,
    );
    // rating 1 'Rating': option id = stars, as in seedReviews
    vote(id, 1, stars, stars, stars * 20);
  });
  return SIM_0001_FIXTURE_STARS.length;
}
