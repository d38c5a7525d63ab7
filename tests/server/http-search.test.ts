import type { Db } from '@/server/store/db';
import { startTestServer, type TestServer } from './http-fixtures';

// /api/klevu/search and /api/klevu/analytics/ over a small hand-made catalogue, so every expectation
// below is known exactly (the seeded catalogue is exercised in http-seeded.test.ts).

interface P {
  id: number;
  sku: string;
  et: string;
  ru: string;
  price: number;
  special?: number;
  inStock?: boolean;
  visibility?: number;
  brand?: string;
  categories?: string;
}

const PRODUCTS: P[] = [
  {
    id: 1,
    sku: 'DRL-001',
    et: 'Kruvikeeraja akutoitel 18V',
    ru: 'Аккумуляторный шуруповёрт 18В',
    price: 8999,
    brand: 'Makita',
  },
  {
    id: 2,
    sku: 'DRL-002',
    et: 'Kruvikeeraja võrgutoitel',
    ru: 'Сетевой шуруповёрт',
    price: 4999,
    special: 3999,
    brand: 'Bosch',
  },
  {
    id: 3,
    sku: 'PNT-001',
    et: 'Õlivärv valge 0,9 l',
    ru: 'Масляная краска белая 0,9 л',
    price: 1250,
    inStock: false,
  },
  { id: 4, sku: 'SCR-001', et: 'Kruvid puidule 4x40 200 tk', ru: 'Шурупы по дереву 4x40 200 шт', price: 599 },
  {
    id: 6,
    sku: 'BAT-001',
    et: 'Akuplokk 18V 5Ah',
    ru: 'Аккумулятор 18В 5Ач',
    price: 7900,
    categories: 'Tööriistad Kruvikeerajad',
  },
  {
    id: 5,
    sku: 'HID-001',
    et: 'Kruvikeeraja varuosa',
    ru: 'Запчасть шуруповёрта',
    price: 100,
    visibility: 1,
  },
  ...Array.from({ length: 14 }, (_, i) => ({
    id: 10 + i,
    sku: `TIL-${String(i).padStart(3, '0')}`,
    et: `Plaat keraamiline ${i + 1}`,
    ru: `Плитка керамическая ${i + 1}`,
    price: 1000 + i,
  })),
];

function fill(db: Db) {
  db.exec("INSERT INTO delivery_profiles (code, name) VALUES ('standard', 'Standard')");
  db.exec(`INSERT INTO categories (id, parent_id, path, level, name_et, name_ru, url_key_et, url_key_ru, url_path_et, url_path_ru)
    VALUES (1, NULL, '1', 0, 'Root', 'Root', 'root', 'root', 'root', 'root'),
           (2, 1, '1/2', 1, 'Default', 'Default', 'default', 'default', 'default', 'default'),
           (10, 2, '1/2/10', 2, 'Tööriistad', 'Инструменты', 'tooriistad', 'instrumenty', 'tooriistad', 'instrumenty'),
           (11, 10, '1/2/10/11', 3, 'Kruvikeerajad', 'Шуруповёрты', 'kruvikeerajad', 'shurupovjorty', 'tooriistad/kruvikeerajad', 'instrumenty/shurupovjorty')`);
  db.exec(`INSERT INTO category_search (rowid, name_et, name_ru, path_et, path_ru) VALUES
    (10, 'Tööriistad', 'Инструменты', 'Tööriistad', 'Инструменты'),
    (11, 'Kruvikeerajad', 'Шуруповёрты', 'Tööriistad / Kruvikeerajad', 'Инструменты / Шуруповёрты')`);
  const product =
    db.prepare(`INSERT INTO products (id, sku, type_id, visibility, price, special_price, min_price, max_price,
      name_et, name_ru, url_key_et, url_key_ru, image)
    VALUES (@id, @sku, 'simple', @visibility, @price, @special, @price, @price, @et, @ru, @key, @key, @image)`);
  const stock = db.prepare('INSERT INTO product_inventory (product_id, qty, stock_status) VALUES (?, ?, ?)');
  const fts =
    db.prepare(`INSERT INTO product_search (rowid, sku, brand, name_et, name_ru, short_et, short_ru, categories_et, categories_ru)
    VALUES (?, ?, ?, ?, ?, '', '', ?, '')`);
  for (const p of PRODUCTS) {
    const key = p.sku.toLowerCase();
    product.run({
      ...p,
      special: p.special ?? null,
      visibility: p.visibility ?? 4,
      key,
      image: `catalog/product/test/${key}.svg`,
    });
    stock.run(p.id, p.inStock === false ? 0 : 10, p.inStock === false ? 0 : 1);
    // Like the seed: the index holds only products visible in search (001_catalog.sql).
    if ((p.visibility ?? 4) >= 3) fts.run(p.id, p.sku, p.brand ?? '', p.et, p.ru, p.categories ?? '');
  }
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ prepare: fill });
});
afterAll(async () => s.close());

interface Result {
  meta: { totalResultsFound: number; locale: string; limit: number; offset: number; type: string };
  records: Array<Record<string, unknown>>;
}
const search = async (qs: string, headers: Record<string, string> = {}): Promise<Result> => {
  const res = await s.app.inject({ url: `/api/klevu/search?${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Result;
};
const skus = (r: Result) => r.records.map((x) => x.sku);

describe('product search', () => {
  it('matches every word as a prefix, in Estonian by default', async () => {
    const r = await search('term=kruvi');
    // BAT-001 through its category name "Kruvikeerajad".
    expect(skus(r).sort()).toEqual(['BAT-001', 'DRL-001', 'DRL-002', 'SCR-001']);
    expect(r.meta.totalResultsFound).toBe(4);
    expect((await search('term=kruvikeeraja%20akut')).records.map((x) => x.name)).toEqual([
      'Kruvikeeraja akutoitel 18V',
    ]);
  });

  it('finds Estonian words typed without diacritics', async () => {
    expect(skus(await search('term=olivarv'))).toEqual(['PNT-001']);
    expect(skus(await search('term=%C3%95liv%C3%A4rv'))).toEqual(['PNT-001']);
  });

  it('searches Russian text for the ru store (Store header or locale parameter), Cyrillic prefixes included', async () => {
    const viaHeader = await search(`term=${encodeURIComponent('шуруп')}`, { store: 'ru' });
    expect(skus(viaHeader).sort()).toEqual(['DRL-001', 'DRL-002', 'SCR-001']);
    expect(viaHeader.records.find((x) => x.sku === 'DRL-002')?.name).toBe('Сетевой шуруповёрт');
    expect(viaHeader.meta.locale).toBe('ru');
    const viaParam = await search(`term=${encodeURIComponent('шуруповерт')}&locale=ru`);
    expect(skus(viaParam).sort()).toEqual(['DRL-001', 'DRL-002']);
    // Russian words are not found in the Estonian store.
    expect((await search(`term=${encodeURIComponent('шуруп')}`)).records).toEqual([]);
  });

  it('returns the fields the storefront shows', async () => {
    const r = await search('term=DRL-002');
    expect(r.records[0]).toEqual({
      id: '2',
      sku: 'DRL-002',
      name: 'Kruvikeeraja võrgutoitel',
      url: '/et/p/DRL-002/drl-002',
      image: '/media/catalog/product/test/drl-002.svg',
      imagePath: 'catalog/product/test/drl-002.svg',
      price: 3999,
      regularPrice: 4999,
      currency: 'EUR',
      inStock: true,
      type: 'simple',
    });
    expect((await search('term=olivarv')).records[0]?.inStock).toBe(false);
  });

  it('sorts by name and price both ways', async () => {
    // DRL-002 sorts by its special price 39.99, not its regular 49.99.
    expect(skus(await search('term=kruvi&sort=price_asc'))).toEqual([
      'SCR-001',
      'DRL-002',
      'BAT-001',
      'DRL-001',
    ]);
    expect(skus(await search('term=kruvi&sort=price_desc'))).toEqual([
      'DRL-001',
      'BAT-001',
      'DRL-002',
      'SCR-001',
    ]);
    expect(skus(await search('term=kruvi&sort=name_asc'))).toEqual([
      'BAT-001',
      'SCR-001',
      'DRL-001',
      'DRL-002',
    ]);
    expect(skus(await search('term=kruvi&sort=name_desc'))).toEqual([
      'DRL-002',
      'DRL-001',
      'SCR-001',
      'BAT-001',
    ]);
    const bad = await s.app.inject({ url: '/api/klevu/search?term=kruvi&sort=random' });
    expect(bad.statusCode).toBe(400);
  });

  it('finds products by brand', async () => {
    expect(skus(await search('term=bosch'))).toEqual(['DRL-002']);
    expect(skus(await search('term=MAKITA'))).toEqual(['DRL-001']);
  });

  it('ranks name matches above a match in the category names only (relevance is the default)', async () => {
    const r = await search('term=kruvikeeraja');
    expect(skus(r)).toHaveLength(3);
    expect(skus(r).slice(0, 2).sort()).toEqual(['DRL-001', 'DRL-002']);
    expect(skus(r)[2]).toBe('BAT-001');
  });

  it('pages consistently across the name and the other-fields tiers', async () => {
    const all = skus(await search('term=kruvi'));
    const paged = [];
    for (let offset = 0; offset < all.length; offset++)
      paged.push(...skus(await search(`term=kruvi&limit=1&offset=${offset}`)));
    expect(paged).toEqual(all);
    expect(all[3]).toBe('BAT-001');
  });

  it('clamps the product limit to 10 (default 10) and pages with offset', async () => {
    const first = await search('term=plaat&limit=50');
    expect(first.records).toHaveLength(10);
    expect(first.meta.limit).toBe(10);
    expect(first.meta.totalResultsFound).toBe(14);
    const rest = await search('term=plaat&offset=10');
    expect(rest.records).toHaveLength(4);
    expect(new Set([...skus(first), ...skus(rest)]).size).toBe(14);
    expect((await search('term=plaat&limit=3')).records).toHaveLength(3);
    const beyond = await search('term=plaat&offset=100');
    expect(beyond.records).toEqual([]);
    expect(beyond.meta.totalResultsFound).toBe(14);
  });

  it('answers terms shorter than 3 characters with an empty result (spec §5)', async () => {
    for (const term of ['', 'kr', '%20%20k%20', encodeURIComponent('шу')]) {
      const r = await search(`term=${term}`);
      expect(r.records, term).toEqual([]);
      expect(r.meta.totalResultsFound).toBe(0);
    }
  });

  it('treats FTS syntax in the term as plain text', async () => {
    for (const term of ['kruvi"', 'NEAR(kruvi', 'kruvi OR', 'sku:DRL', '***', '"(-)"']) {
      const res = await s.app.inject({ url: `/api/klevu/search?term=${encodeURIComponent(term)}` });
      expect(res.statusCode, term).toBe(200);
    }
  });
});

describe('category search', () => {
  it('returns name and an absolute url on the request origin, limit up to 100', async () => {
    const r = await search('term=kruvikee&type=category', { host: 'pood.example:8080' });
    expect(r.records).toEqual([
      {
        id: '11',
        name: 'Kruvikeerajad',
        url: 'http://pood.example:8080/et/c/tooriistad/kruvikeerajad',
        path: 'Tööriistad / Kruvikeerajad',
      },
    ]);
    const ru = await search(`term=${encodeURIComponent('инстр')}&type=category`, {
      store: 'ru',
      host: 'localhost:4173',
    });
    expect(ru.records.map((x) => x.url).sort()).toEqual([
      'http://localhost:4173/ru/c/instrumenty',
      'http://localhost:4173/ru/c/instrumenty/shurupovjorty',
    ]);
    expect((await search('term=tooriist&type=category&limit=500')).meta.limit).toBe(100);
    const past = await search('term=tooriist&type=category&offset=5');
    expect(past.records).toEqual([]);
    expect(past.meta.totalResultsFound).toBe(2);
  });
});

describe('search analytics', () => {
  it('stores click events posted to /api/klevu/analytics/', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/klevu/analytics/',
      headers: { store: 'ru' },
      payload: [{ type: 'click', term: 'шуруп', productId: '2', sku: 'DRL-002', position: 1 }],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 1 });
    const rows = s.db
      .prepare('SELECT type, term, product_id, sku, locale, position FROM search_events')
      .all();
    expect(rows).toEqual([
      { type: 'click', term: 'шуруп', product_id: '2', sku: 'DRL-002', locale: 'ru', position: 1 },
    ]);
  });

  it('refuses a body with no event', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/klevu/analytics/', payload: [42] });
    expect(res.statusCode).toBe(400);
  });
});

describe('bad queries are the client’s mistake (issue 15)', () => {
  it('a repeated parameter answers 400, never a server error', async () => {
    for (const qs of [
      'term=kruvi&term=bosch',
      'term=kruvi&sort=price_asc&sort=name_asc',
      'term=kruvi&limit=5&limit=6',
    ]) {
      const res = await s.app.inject({ url: `/api/klevu/search?${qs}` });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('a Russian search of several words with «е» finds, instead of an FTS5 syntax error', async () => {
    const res = await s.app.inject({
      url: `/api/klevu/search?term=${encodeURIComponent('сетевой шуруповерт')}&locale=ru`,
    });
    expect(res.statusCode).toBe(200);
    expect(skus(res.json() as Result)).toEqual(['DRL-002']);
  });
});
