// spec §3 review (nickname, text, created_at, average rating, breakdown) and the review form: guests
// may write only when store config allows it (spec §6), otherwise they are asked to sign in.
import { useState } from 'react';
import * as v from 'valibot';
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
import { missingRatings, reviewSchema, type ReviewValues } from '@/lib/review-form';
import { FieldError, fieldId, TextAreaField, TextField } from '@/ui/form-field';
import { useValidatedForm } from '@/ui/use-validated-form';
import { formatDate, magentoTime } from '@/lib/dates';
import type { Locale } from '@/lib/locale';
import { failureReason } from '@/lib/account-messages';
import { useDraft } from '@/ui/use-draft';

const emptyReview = (): ReviewValues => ({ nickname: '', summary: '', text: '' });

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
  const [chosen, setChosen] = useState<Record<string, string>>({});
  // what was written is kept on this device until the review is sent (a reload or an update loses nothing)
  const draft = useDraft(`review:${sku}`, emptyReview);
  const values = draft.values;
  const form = useValidatedForm([
    ...missingRatings(
      (ratings ?? []).map((r) => r.id),
      chosen,
    ),
    ...(v.safeParse(reviewSchema, values).issues ?? []),
  ]);
  const mutation = useMutation({
    mutationFn: () =>
      createProductReview(
        {
          sku,
          nickname: values.nickname.trim(),
          summary: values.summary.trim(),
          text: values.text.trim(),
          ratings: Object.entries(chosen).map(([id, valueId]) => ({ id, valueId })),
        },
        locale,
      ),
    onSuccess: () => {
      draft.clear();
      return queryClient.invalidateQueries({ queryKey: ['product', 'extras', locale, sku] });
    },
  });
  if (mutation.isSuccess) {
    return (
      <p className="review-form__done" role="status">
        {t`Thank you! Your review will appear after it has been checked.`}
      </p>
    );
  }
  const set = (name: keyof ReviewValues) => (value: string) => draft.set({ [name]: value });
  const id = (name: string) => fieldId('review', name);
  return (
    <form
      {...form.formProps(() => mutation.mutate())}
      className="review-form"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading">{t`Write a review`}</h3>
      {(ratings ?? []).map((rating) => {
        const error = form.errors[`rating-${rating.id}`];
        const groupId = id(`rating-${rating.id}`);
        return (
          <fieldset
            key={rating.id}
            id={groupId}
            tabIndex={-1}
            className="review-form__rating"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${groupId}-error` : undefined}
          >
            <legend>{t`Rating`}</legend>
            {rating.values.map((option) => (
              <label key={option.valueId} className="review-form__star">
                <input
                  type="radio"
                  name={`rating-${rating.id}`}
                  value={option.valueId}
                  checked={chosen[rating.id] === option.valueId}
                  onChange={() => setChosen({ ...chosen, [rating.id]: option.valueId })}
                />
                <span>{starsText(i18n, Number(option.value))}</span>
              </label>
            ))}
            <FieldError id={groupId} error={error} />
          </fieldset>
        );
      })}
      <TextField
        id={id('nickname')}
        label={t`Your name`}
        required
        autoComplete="nickname"
        value={values.nickname}
        error={form.errors.nickname}
        onChange={set('nickname')}
      />
      <TextField
        id={id('summary')}
        label={t`Summary`}
        required
        value={values.summary}
        error={form.errors.summary}
        onChange={set('summary')}
      />
      <TextAreaField
        id={id('text')}
        label={t`Review`}
        required
        value={values.text}
        error={form.errors.text}
        onChange={set('text')}
      />
      {mutation.isError ? (
        <p className="review-form__error" role="alert">
          {t`The review could not be sent: ${failureReason(mutation.error, i18n)}`}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {t`Send review`}
      </button>
    </form>
  );
}

export function ReviewList({ reviews, locale }: { reviews: readonly ReviewView[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ul className="review-list">
      {reviews.map((r, i) => {
        const stars = r.rating;
        const date = magentoTime(r.createdAt);
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
