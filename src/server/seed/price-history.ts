// Price history for the Omnibus prior price (migration 070): deterministic from the products already written
// (no PRNG draws, so adding it moved nothing else in the seed). Every product gets its regular price from its
// creation; a special price gets a row at its start and the regular price again after its end. Discounted
// products get one of three stories, chosen by id (SIM-0006 always the first):
//   id % 3 = 0, SIM-0006  a short earlier promotion at `mid` from start−20 to start−13: prior price = mid;
//   id % 3 = 1            the regular price was `mid` until start−20, then raised: prior price = mid;
//   id % 3 = 2            nothing else: prior price = the regular price.
// `mid` lies strictly between the special and the regular price (a product where no such price ending in
// ,90 exists keeps the plain story).
import type { Db } from '@/server/store/db';

const MID = '((p.price + p.special_price) / 200) * 100 - 10';
const DISCOUNTED = `p.special_price IS NOT NULL AND p.special_price < p.price AND p.special_from_date IS NOT NULL
  AND ${MID} > p.special_price AND ${MID} < p.price`;
const START = 'substr(p.special_from_date, 1, 10)';
const STORY = `CASE WHEN NOT (${DISCOUNTED}) THEN 'plain' WHEN p.sku = 'SIM-0006' OR p.id % 3 = 0 THEN 'promo'
  WHEN p.id % 3 = 1 THEN 'raised' ELSE 'plain' END`;

export function seedPriceHistory(db: Db): void {
  db.exec(`
    CREATE TEMP TABLE price_story AS
    SELECT p.id, p.price, p.special_price, p.special_to_date, ${START} AS start,
      CASE WHEN ${DISCOUNTED} THEN ${MID} END AS mid, ${STORY} AS story,
      CASE WHEN p.special_from_date IS NOT NULL
        THEN min(substr(p.created_at, 1, 10), date(${START}, '-60 days'))
        ELSE substr(p.created_at, 1, 10) END AS since
    FROM products p;

    INSERT INTO product_price_history (product_id, price, valid_from)
    SELECT id, price, valid_from FROM (
      SELECT id, CASE story WHEN 'raised' THEN mid ELSE price END AS price, since AS valid_from
        FROM price_story
      UNION ALL SELECT id, mid, date(start, '-20 days') FROM price_story WHERE story = 'promo'
      UNION ALL SELECT id, price, date(start, '-13 days') FROM price_story WHERE story = 'promo'
      UNION ALL SELECT id, price, date(start, '-20 days') FROM price_story WHERE story = 'raised'
      UNION ALL SELECT id, special_price, start FROM price_story
        WHERE special_price IS NOT NULL AND special_price < price AND start IS NOT NULL
      UNION ALL SELECT id, price, date(substr(special_to_date, 1, 10), '+1 day') FROM price_story
        WHERE special_price IS NOT NULL AND special_price < price AND special_to_date IS NOT NULL
    )
    ORDER BY id, valid_from;

    DROP TABLE price_story;
  `);
}
