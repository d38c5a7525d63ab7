import type { Database } from 'better-sqlite3';
import { col, prepare, type StoreCode } from '@/server/store/catalog-sql';

// Product reviews and rating metadata (Magento's ReviewGraphQl). Only approved reviews are shown.

export interface RatingRow {
  id: number;
  code: string;
  name: string;
}
export interface RatingOptionRow {
  id: number;
  rating_id: number;
  value: number;
  code: string;
}

export const listRatings = (db: Database, store: StoreCode) => ({
  ratings: prepare(
    db,
    `SELECT id, code, ${col('name', store)} AS name FROM ratings WHERE is_active = 1 ORDER BY position, id`,
  ).all() as RatingRow[],
  options: prepare(
    db,
    'SELECT o.id, o.rating_id, o.value, o.code FROM rating_options o JOIN ratings r ON r.id = o.rating_id AND r.is_active = 1 ORDER BY o.rating_id, o.position, o.value',
  ).all() as RatingOptionRow[],
});

export interface ReviewRow {
  id: number;
  product_id: number;
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
}
export interface ReviewRatingRow {
  review_id: number;
  rating_name: string;
  value: number;
  percent: number;
}

export const listProductReviews = (
  db: Database,
  store: StoreCode,
  productId: number,
  limit: number,
  offset: number,
) => {
  const total = (
    prepare(db, `SELECT count(*) AS n FROM reviews WHERE product_id = ? AND status = 'approved'`).get(
      productId,
    ) as {
      n: number;
    }
  ).n;
  const reviews = prepare(
    db,
    `SELECT id, product_id, nickname, summary, text, created_at FROM reviews
     WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(productId, limit, offset) as ReviewRow[];
  const ratings = prepare(
    db,
    `SELECT rr.review_id, ${col('r.name', store)} AS rating_name, rr.value, rr.percent FROM review_ratings rr
     JOIN ratings r ON r.id = rr.rating_id WHERE rr.review_id IN (SELECT value FROM json_each(?))
     ORDER BY rr.review_id, r.position`,
  ).all(JSON.stringify(reviews.map((r) => r.id))) as ReviewRatingRow[];
  return { total, reviews, ratings };
};

export interface NewReview {
  productId: number;
  store: StoreCode;
  customerId: number | null;
  nickname: string;
  summary: string;
  text: string;
  /** rating option ids */
  optionIds: number[];
  status: 'approved' | 'pending';
}

/** Inserts a review with its ratings in one transaction; returns its id. Unknown rating options are skipped. */
export const insertReview = (db: Database, review: NewReview): number =>
  db.transaction(() => {
    const id = Number(
      prepare(
        db,
        `INSERT INTO reviews (product_id, store_code, customer_id, nickname, summary, text, status)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        review.productId,
        review.store,
        review.customerId,
        review.nickname,
        review.summary,
        review.text,
        review.status,
      ).lastInsertRowid,
    );
    const insert = prepare(
      db,
      `INSERT OR IGNORE INTO review_ratings (review_id, rating_id, option_id, value, percent)
       SELECT ?, rating_id, id, value, value * 20 FROM rating_options WHERE id = ?`,
    );
    for (const optionId of review.optionIds) insert.run(id, optionId);
    if (review.status === 'approved') refreshReviewSummary(db, review.productId);
    return id;
  })();

/** Keeps products.review_count / rating_summary (0..100) in step with approved reviews. */
export const refreshReviewSummary = (db: Database, productId: number) =>
  prepare(
    db,
    `UPDATE products SET
       review_count = (SELECT count(*) FROM reviews WHERE product_id = @id AND status = 'approved'),
       rating_summary = COALESCE((SELECT avg(rr.percent) FROM review_ratings rr JOIN reviews r ON r.id = rr.review_id
                                  WHERE r.product_id = @id AND r.status = 'approved'), 0)
     WHERE id = @id`,
  ).run({ id: productId });

export const getReview = (db: Database, id: number) =>
  prepare(db, 'SELECT id, product_id, nickname, summary, text, created_at FROM reviews WHERE id = ?').get(
    id,
  ) as ReviewRow | undefined;

export interface RatingBreakdownRow {
  /** 1–5: a review's own ratings averaged and rounded */
  stars: number;
  count: number;
}

/**
 * Approved reviews of a product per star value, over all of them (the reviews field is paged). A review's
 * stars are its rating votes averaged (value 1–5) and rounded; reviews without a vote are in no row.
 */
export const ratingBreakdown = (db: Database, productId: number): RatingBreakdownRow[] =>
  prepare(
    db,
    `SELECT stars, count(*) AS count FROM (
       SELECT CAST(round(avg(rr.value)) AS INTEGER) AS stars FROM reviews r
       JOIN review_ratings rr ON rr.review_id = r.id
       WHERE r.product_id = ? AND r.status = 'approved' GROUP BY r.id)
     GROUP BY stars ORDER BY stars DESC`,
  ).all(productId) as RatingBreakdownRow[];
