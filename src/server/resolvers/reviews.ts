import { getReview, insertReview, listRatings } from '@/server/store/reviews';
import { findProductIdsBySku } from '@/server/store/catalog-products';
import type { ShopContext } from '@/server/resolvers/context';
import { authorizationError, inputError, noSuchEntity } from '@/server/resolvers/errors';
import { fromUid, toUid } from '@/server/resolvers/uid';
import { lengthProblem, MAX_LENGTH } from '@/server/input-rules';

// productReviewRatingsMetadata and createProductReview (Magento's ReviewGraphQl).

interface CreateReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: ({ id: string; value_id: string } | null)[];
}

export const reviewQueries = {
  productReviewRatingsMetadata: (_: unknown, __: unknown, ctx: ShopContext) => {
    const { ratings, options } = listRatings(ctx.db, ctx.store);
    return {
      items: ratings.map((r) => ({
        id: toUid(r.id),
        name: r.name,
        values: options
          .filter((o) => o.rating_id === r.id)
          .map((o) => ({ value_id: toUid(o.id), value: o.code })),
      })),
    };
  },
};

export const reviewMutations = {
  createProductReview: async (_: unknown, args: { input: CreateReviewInput }, ctx: ShopContext) => {
    await ctx.limit('review');
    const customerId = ctx.customer.id(); // a signed-in customer's review is theirs
    const config = ctx.catalog.config();
    if ((config.get('product_reviews_enabled') ?? '1') !== '1')
      throw inputError('This operation is not allowed. Product reviews are disabled.');
    if (customerId === null && (config.get('allow_guests_to_write_product_reviews') ?? '1') !== '1')
      throw authorizationError("Guest customers aren't allowed to add product reviews.");
    const input = args.input;
    for (const key of ['nickname', 'summary', 'text'] as const)
      if (!input[key]?.trim()) throw inputError(`"${key}" value should be specified`);
    const tooLong = lengthProblem([
      ['nickname', input.nickname.trim(), MAX_LENGTH.reviewNickname],
      ['summary', input.summary.trim(), MAX_LENGTH.reviewSummary],
      ['text', input.text.trim(), MAX_LENGTH.reviewText],
    ]);
    if (tooLong) throw inputError(tooLong);
    const [productId] = findProductIdsBySku(ctx.db, [input.sku]);
    const product = productId === undefined ? null : ctx.catalog.product(productId);
    if (!product || product.visibility === 1)
      throw noSuchEntity("The product that was requested doesn't exist. Verify the product and try again.");
    const { ratings, options } = listRatings(ctx.db, ctx.store);
    const optionIds = input.ratings
      .filter((r): r is { id: string; value_id: string } => !!r)
      .map((r) => {
        const ratingId = Number(fromUid(r.id));
        const option = options.find((o) => o.id === Number(fromUid(r.value_id)) && o.rating_id === ratingId);
        if (!option || !ratings.some((x) => x.id === ratingId))
          throw inputError('Rating value is not valid.');
        return option;
      });
    const id = insertReview(ctx.db, {
      productId: product.id,
      store: ctx.store,
      customerId,
      nickname: input.nickname.trim(),
      summary: input.summary.trim(),
      text: input.text.trim(),
      optionIds: optionIds.map((o) => o.id),
      status: 'pending', // Magento: new reviews wait for moderation
    });
    const review = getReview(ctx.db, id)!;
    return {
      review: {
        ...review,
        product,
        average_rating: optionIds.length
          ? (optionIds.reduce((s, o) => s + o.value, 0) / optionIds.length) * 20
          : 0,
        ratings_breakdown: optionIds.map((o) => ({
          name: ratings.find((r) => r.id === o.rating_id)?.name ?? '',
          value: o.code,
        })),
      },
    };
  },
};
