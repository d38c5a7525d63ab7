import type { Db } from '@/server/store/db';
import { openDatabase } from '@/server/store/db';
import { seedDatabase } from '@/server/seed/seed';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { products: 1500, seed: 3, today: '2026-11-22' });
});
afterAll(() => db.close());

const products = (match: string) =>
  db
    .prepare(
      `SELECT p.sku, p.name_et, p.name_ru FROM product_search s JOIN products p ON p.id = s.rowid
       WHERE product_search MATCH ? ORDER BY rank LIMIT 50`,
    )
    .all(match) as { sku: string; name_et: string; name_ru: string }[];

describe('product and category full-text search', () => {
  it('finds Õlivärv when typed without diacritics', () => {
    const hits = products('{name_et} : olivarv*');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.name_et.startsWith('Õlivärv'))).toBe(true);
    expect(hits.map((h) => h.sku)).toContain('SIM-0002');
  });

  it('matches Cyrillic prefixes in the Russian name', () => {
    const hits = products('{name_ru} : шуруп*');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => /шуруп/i.test(h.name_ru))).toBe(true);
    expect(hits.map((h) => h.sku)).toContain('SIM-0001');
  });

  it('searches by sku, brand and category names', () => {
    expect(products('"SIM-0004"').map((h) => h.sku)).toContain('SIM-0004');
    const brand = db.prepare("SELECT name FROM brands WHERE slug = 'voltra'").pluck().get() as string;
    expect(products(`{brand} : ${brand}`).length).toBeGreaterThan(0);
    // a product is found through its category's name even when its own name lacks the word
    const inLaminate = products('{categories_et} : laminaat');
    expect(inLaminate.map((h) => h.sku)).toContain('SIM-0003');
  });

  it('never indexes products that are not visible in search', () => {
    const hidden = db
      .prepare(
        'SELECT count(*) FROM product_search s JOIN products p ON p.id = s.rowid WHERE p.visibility = 1',
      )
      .pluck()
      .get();
    expect(hidden).toBe(0);
  });

  it('finds categories in both languages, with their path', () => {
    const find = (match: string) =>
      db
        .prepare('SELECT name_et, path_et FROM category_search WHERE category_search MATCH ? ORDER BY rank')
        .all(match) as {
        name_et: string;
        path_et: string;
      }[];
    expect(find('{name_et} : tooriist*').map((c) => c.name_et)).toContain('Tööriistad');
    expect(find('{name_ru} : сауна*').map((c) => c.name_et)).toContain('Saun');
    expect(find('{name_et} : saunakerised')[0]?.path_et).toBe('Vannituba ja saun / Saun / Saunakerised');
  });
});
