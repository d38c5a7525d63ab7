import * as v from 'valibot';
import { maxLength, noEdgeSpace, requiredField } from '@/lib/validation';
import { messageId } from '@/lib/validation-messages';

// The product review form (Magento's createProductReview): the §5 messages instead of the browser's own
// (which would speak the browser's language); a rating must be chosen for every rating the store asks.

export interface ReviewValues {
  nickname: string;
  summary: string;
  text: string;
}

export const reviewSchema = v.object({
  nickname: requiredField(noEdgeSpace(), maxLength(100)),
  summary: requiredField(maxLength(200)),
  text: requiredField(maxLength(4000)),
});

/** Field keys `rating-{id}` for every rating without a chosen value. */
export const missingRatings = (ratingIds: readonly string[], chosen: Readonly<Record<string, string>>) =>
  ratingIds
    .filter((id) => !chosen[id])
    .map((id) => ({ message: messageId('required'), path: [{ key: `rating-${id}` }] }));
