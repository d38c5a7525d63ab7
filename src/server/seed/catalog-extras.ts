// Related/upsell links, reviews, campaigns and the denormalised counters.
import type { Db } from '@/server/store/db';
import type { Rng } from '@/server/seed/prng';
import type { LeafProduct } from '@/server/seed/catalog-seed';
import { addDays, inserter } from '@/server/seed/writer';

export function seedLinks(db: Db, rng: Rng, leafProducts: Map<number, LeafProduct[]>): number {
  const insert = inserter(db, 'product_links', ['product_id', 'link_type', 'linked_id', 'position', 'qty']);
  // Collected, then written in primary-key order: appending to the B-tree is far cheaper than random inserts.
  const rows: [number, string, number, number][] = [];
  const link = (productId: number, type: string, linkedId: number, position: number): void => {
    rows.push([productId, type, linkedId, position]);
  };
  let count = 0;
  for (const list of leafProducts.values()) {
    if (list.length < 2) continue;
    for (const product of list) {
      if (!rng.chance(0.4)) continue;
      const related = rng
        .sample(list, 5)
        .filter((p) => p.id !== product.id)
        .slice(0, 4);
      related.forEach((p, i) => link(product.id, 'related', p.id, i));
      count += related.length;
      const dearer = new Set<number>();
      for (let tries = 0; tries < 6 && dearer.size < 2; tries++) {
        const p = rng.pick(list);
        if (p.price > product.price * 1.1) dearer.add(p.id);
      }
      [...dearer].forEach((id, i) => link(product.id, 'upsell', id, i));
      count += dearer.size;
    }
  }
  rows.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]));
  for (const [productId, type, linkedId, position] of rows) insert(productId, type, linkedId, position, null);
  return count;
}

export const NICKNAMES_ET = [
  'Mart',
  'Kadri',
  'Tõnu',
  'Liis',
  'Andres',
  'Piret',
  'Jaanus',
  'Kristi',
  'Rein',
  'Helen',
  'Urmas',
  'Triin',
];
export const NICKNAMES_RU = [
  'Андрей',
  'Ольга',
  'Сергей',
  'Наталья',
  'Дмитрий',
  'Ирина',
  'Алексей',
  'Татьяна',
];
// [rating, summary et, text et, summary ru, text ru]
export const REVIEW_TEXTS: [number, string, string, string, string][] = [
  [
    5,
    'Suurepärane',
    'Väga rahul, töötab täpselt nii nagu lubatud. Soovitan!',
    'Отлично',
    'Очень доволен, работает именно так, как обещано. Рекомендую!',
  ],
  [
    5,
    'Parim ost',
    'Kvaliteet on hinna kohta super, tarne oli kiire.',
    'Лучшая покупка',
    'Качество отличное для своей цены, доставка была быстрой.',
  ],
  [
    4,
    'Hea toode',
    'Hea toode, ainult pakend oleks võinud parem olla.',
    'Хороший товар',
    'Хороший товар, только упаковка могла быть лучше.',
  ],
  [
    4,
    'Rahul',
    'Teeb oma töö ära, kasutan iga nädal.',
    'Доволен',
    'Справляется со своей задачей, пользуюсь каждую неделю.',
  ],
  [3, 'Keskmine', 'Korralik, aga ootasin veidi enamat.', 'Средне', 'Неплохо, но ожидал немного большего.'],
  [
    2,
    'Võiks parem olla',
    'Juhend oli puudulik ja kokkupanek võttis kaua aega.',
    'Могло быть лучше',
    'Инструкция неполная, сборка заняла много времени.',
  ],
  [
    1,
    'Pettusin',
    'Läks kahe nädalaga katki, pöördusin garantiisse.',
    'Разочарован',
    'Сломался через две недели, обратился по гарантии.',
  ],
];

/** Statements writing a review and one of its rating votes (the seed's reviews and fixtures). */
export const reviewInserters = (db: Db) => ({
  review: inserter(db, 'reviews', [
    'product_id',
    'store_code',
    'nickname',
    'summary',
    'text',
    'status',
    'created_at',
  ]),
  vote: inserter(db, 'review_ratings', ['review_id', 'rating_id', 'option_id', 'value', 'percent']),
});

export function seedReviews(
  db: Db,
  rng: Rng,
  today: string,
  leafProducts: Map<number, LeafProduct[]>,
): number {
  const { review, vote } = reviewInserters(db);
  let count = 0;
  for (const list of leafProducts.values()) {
    for (const product of list) {
      if (!rng.chance(0.2)) continue;
      const n = rng.int(1, 6);
      for (let i = 0; i < n; i++) {
        // Ratings lean positive, like real shops: mostly the 5- and 4-star texts.
        const text =
          REVIEW_TEXTS[Math.min(REVIEW_TEXTS.length - 1, Math.floor(rng.next() ** 2 * REVIEW_TEXTS.length))]!;
        const ru = rng.chance(0.3);
        const created = `${addDays(today, -rng.int(1, 400))} ${String(rng.int(8, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`;
        const id = review(
          product.id,
          ru ? 'ru' : 'et',
          rng.pick(ru ? NICKNAMES_RU : NICKNAMES_ET),
          ru ? text[3] : text[1],
          ru ? text[4] : text[2],
          rng.chance(0.9) ? 'approved' : 'pending',
          created,
        );
        vote(id, 1, text[0], text[0], text[0] * 20);
        count++;
      }
    }
  }
  return count;
}

const CAMPAIGNS: [string, string, string, string, string, number, number][] = [
  [
    'talvised-hinnad',
    'Talvised hinnad',
    'Зимние цены',
    'Soodsad hinnad talveks valmistumiseks.',
    'Выгодные цены для подготовки к зиме.',
    -7,
    21,
  ],
  [
    'tooriistade-nadal',
    'Tööriistade nädal',
    'Неделя инструментов',
    'Elektri- ja käsitööriistad kuni -30%.',
    'Электро- и ручной инструмент до -30%.',
    -3,
    4,
  ],
  [
    'saunahooaeg',
    'Saunahooaeg',
    'Банный сезон',
    'Kerised ja saunatarvikud soodushinnaga.',
    'Печи и аксессуары для сауны со скидкой.',
    -7,
    21,
  ],
  [
    'kevadine-aiamess',
    'Kevadine aiamess',
    'Весенняя садовая ярмарка',
    'Kõik aeda – varsti tulekul.',
    'Всё для сада – скоро.',
    30,
    60,
  ],
];

export function seedCampaigns(db: Db, today: string): void {
  const campaign = inserter(db, 'campaigns', [
    'slug',
    'name_et',
    'name_ru',
    'description_et',
    'description_ru',
    'image',
    'date_from',
    'date_to',
    'is_active',
    'position',
  ]);
  const ids = CAMPAIGNS.map(([slug, et, ru, dEt, dRu, from, to], i) =>
    campaign(
      slug,
      et,
      ru,
      `<p>${dEt}</p>`,
      `<p>${dRu}</p>`,
      `catalog/banner/paint/c2410c/1200x400/${slug}.svg`,
      addDays(today, from),
      addDays(today, to),
      1,
      i,
    ),
  );
  // Products with a special price running now join the running campaigns (spread evenly, by product id).
  const running = ids.slice(0, 3);
  running.forEach((campaignId, i) =>
    db
      .prepare(
        `INSERT INTO campaign_products (campaign_id, product_id, position)
      SELECT ?, id, id FROM products
      WHERE special_price IS NOT NULL AND visibility <> 1 AND special_from_date <= ?
        AND (special_to_date IS NULL OR special_to_date >= ?) AND id % ? = ?`,
      )
      .run(campaignId, today, today, running.length, i),
  );
}

export function denormalise(db: Db): void {
  db.exec(`UPDATE categories SET product_count =
    (SELECT count(*) FROM category_products cp WHERE cp.category_id = categories.id)`);
  db.exec(`UPDATE products SET review_count = r.n, rating_summary = r.avg
    FROM (SELECT rv.product_id, count(*) AS n, round(avg(rr.percent), 1) AS avg
          FROM reviews rv JOIN review_ratings rr ON rr.review_id = rv.id
          WHERE rv.status = 'approved' GROUP BY rv.product_id) AS r
    WHERE products.id = r.product_id`);
}
