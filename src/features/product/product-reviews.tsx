// spec §3 review (nickname, text, created_at, average rating, breakdown) and the review form: guests
// may write only when store config allows it (spec §6), otherwise they are asked to sign in.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  createProductReview,
  reviewRatingsQueryOptions,
  type ProductExtras,
  type RatingBreakdown,
  type ReviewView,
} from '@/commerce/product';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { isSignedIn } from '@/lib/session';
import { formatDate, type Locale } from '@/lib/locale';

const starsText = (i18n: I18n, n: number) =>
  i18n._(msg({ message: plural(n, { one: '# star', other: '# stars' }) }));
const reviewsText = (i18n: I18n, count: number) =>
  i18n._(msg({ message: plural(count, { one: '# review', other: '# reviews' }) }));

function Stars({ value, label }: { value: number; label: string }) {
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className="stars__empty">{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

/** spec §3 reviews: average (Magento's rating_summary) and the breakdown over ALL reviews, not only those listed. */
export function ReviewSummary({
  average,
  reviewCount,
  breakdown,
}: {
  average: number;
  reviewCount: number;
  breakdown: RatingBreakdown;
}) {
  const { t, i18n } = useLingui();
  const total = breakdown.reduce((sum, row) => sum + row.count, 0) || 1;
  return (
    <div className="review-summary">
      <p className="review-summary__average">
        <Stars value={average} label={t`Average rating ${average} out of 5`} />{' '}
        <span>
          {average} / 5 · {reviewsText(i18n, reviewCount)}
        </span>
      </p>
      <table className="review-breakdown">
        <caption className="visually-hidden">{t`Ratings breakdown`}</caption>
        <tbody>
          {breakdown.map((row) => {
            const stars = row.stars;
            const n = row.count;
            const rowId = `rating-row-${stars}`;
            return (
              <tr key={stars} data-stars={stars}>
                <th scope="row" id={rowId}>
                  {starsText(i18n, stars)}
                </th>
                <td>
                  <meter min={0} max={total} value={n} aria-labelledby={rowId} />
                </td>
                <td className="review-breakdown__count">{n}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ReviewForm({ sku, locale }: { sku: string; locale: Locale }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: ratings } = useQuery(reviewRatingsQueryOptions(locale));
  const [values, setValues] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (form: FormData) =>
      createProductReview(
        {
          sku,
          nickname: String(form.get('nickname') ?? '').trim(),
          summary: String(form.get('summary') ?? '').trim(),
          text: String(form.get('text') ?? '').trim(),
          ratings: Object.entries(values).map(([id, valueId]) => ({ id, valueId })),
        },
        locale,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['product', 'extras', locale, sku] }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(new FormData(event.currentTarget));
  };
  if (mutation.isSuccess) {
    return (
      <p className="review-form__done" role="status">
        {t`Thank you! Your review will appear after it has been checked.`}
      </p>
    );
  }
  return (
    <form className="review-form" onSubmit={onSubmit} aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">{t`Write a review`}</h3>
      {(ratings ?? []).map((rating) => (
        <fieldset key={rating.id} className="review-form__rating">
          <legend>{t`Rating`}</legend>
          {rating.values.map((v) => {
            const stars = v.value;
            return (
              <label key={v.valueId} className="review-form__star">
                <input
                  type="radio"
                  name={`rating-${rating.id}`}
                  value={v.valueId}
                  required
                  checked={values[rating.id] === v.valueId}
                  onChange={() => setValues({ ...values, [rating.id]: v.valueId })}
                />
                <span>{starsText(i18n, Number(stars))}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      <label className="field">
        <span className="field__label">{t`Your name`}</span>
        <input name="nickname" required maxLength={100} autoComplete="nickname" />
      </label>
      <label className="field">
        <span className="field__label">{t`Summary`}</span>
        <input name="summary" required maxLength={200} />
      </label>
      <label className="field">
        <span className="field__label">{t`Review`}</span>
        <textarea name="text" required rows={4} maxLength={4000} />
      </label>
      {mutation.isError ? (
        <p className="review-form__error" role="alert">
          {t`The review could not be sent: ${mutation.error.message}`}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {t`Send review`}
      </button>
    </form>
  );
}

function ReviewList({ reviews, locale }: { reviews: readonly ReviewView[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ul className="review-list">
      {reviews.map((r, i) => {
        const stars = r.rating;
        const date = new Date(r.createdAt.replace(' ', 'T'));
        return (
          <li key={`${r.nickname}-${r.createdAt}-${i}`} className="review">
            <p className="review__head">
              <Stars value={stars} label={t`Rating: ${stars} out of 5`} /> <strong>{r.summary}</strong>
            </p>
            <p className="review__text">{r.text}</p>
            <p className="review__meta">
              {r.nickname}
              {Number.isNaN(date.getTime()) ? null : (
                <>
                  {' · '}
                  <time dateTime={date.toISOString()}>{formatDate(date, locale)}</time>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function ProductReviews({
  sku,
  extras,
  locale,
}: {
  sku: string;
  extras: ProductExtras | undefined;
  locale: Locale;
}) {
  const { t } = useLingui();
  const { data: config } = useQuery(storeConfigQueryOptions(locale));
  const signedIn = isSignedIn();
  const guestsMayWrite = String(config?.allow_guests_to_write_product_reviews ?? '') === '1';
  return (
    <section className="product-section reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="product-section__title">
        {t`Reviews`}
      </h2>
      {extras ? (
        extras.reviewCount > 0 ? (
          <>
            <ReviewSummary
              average={extras.average}
              reviewCount={extras.reviewCount}
              breakdown={extras.breakdown}
            />
            <ReviewList reviews={extras.reviews} locale={locale} />
          </>
        ) : (
          <p>{t`No reviews yet.`}</p>
        )
      ) : (
        <p className="muted">{t`Loading reviews…`}</p>
      )}
      {signedIn || guestsMayWrite ? (
        <ReviewForm sku={sku} locale={locale} />
      ) : config ? (
        <p className="review-form__sign-in">{t`Sign in to write a review.`}</p>
      ) : null}
    </section>
  );
}
