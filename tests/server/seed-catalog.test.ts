import type { Db } from '@/server/store/db';
import { openDatabase } from '@/server/store/db';
import { seedDatabase, type SeedStats } from '@/server/seed/seed';

const TODAY = '2026-11-22';
let db: Db;
let stats: SeedStats;
const all = (sql: string, ...params: unknown[]) =>
  db.prepare(sql).all(...params) as Record<string, unknown>[];
const one = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params);

beforeAll(() => {
  db = openDatabase(':memory:');
  stats = seedDatabase(db, { products: 1500, seed: 7, today: TODAY });
});
afterAll(() => db.close());

describe('seeded catalogue', () => {
  it('leaves no log of its own writes for the response caches (none has seen the catalogue yet)', () => {
    expect(one('SELECT count(*) FROM cache_tag_changes')).toBeLessThanOrEqual(1);
  });

  it('has exactly the requested number of products and every product type', () => {
    expect(stats.products).toBe(1500);
    expect(one('SELECT count(*) FROM products')).toBe(1500);
    const types = all('SELECT type_id, count(*) AS n FROM products GROUP BY type_id');
    const byType = Object.fromEntries(types.map((t) => [t.type_id, t.n]));
    for (const type of [
      'simple',
      'configurable',
      'bundle',
      'downloadable',
      'virtual',
      'grouped',
      'giftcard',
    ]) {
      expect(byType[type], type).toBeGreaterThan(0);
    }
    expect(byType.simple).toBeGreaterThan(1500 / 2); // most products are simple
  });

  it('has 5 departments with Estonian and Russian names and trees at most 5 levels deep', () => {
    const departments = all('SELECT name_et, name_ru FROM categories WHERE parent_id = 2 ORDER BY position');
    expect(departments).toEqual([
      { name_et: 'Ehitus', name_ru: 'Строительство' },
      { name_et: 'Tööriistad', name_ru: 'Инструменты' },
      { name_et: 'Aed', name_ru: 'Сад' },
      { name_et: 'Sisustus', name_ru: 'Интерьер' },
      { name_et: 'Vannituba ja saun', name_ru: 'Ванная и сауна' },
    ]);
    // departments are Magento level 2, so 5 shop levels end at level 6
    expect(one('SELECT max(level) FROM categories')).toBe(6);
    const deep = one('SELECT url_path_et FROM categories WHERE level = 6 ORDER BY id LIMIT 1') as string;
    expect(deep.split('/')).toHaveLength(5);
    // url_path is the parent's path plus the url key
    const broken = one(`SELECT count(*) FROM categories c JOIN categories p ON p.id = c.parent_id
      WHERE c.level > 2 AND c.url_path_et <> p.url_path_et || '/' || c.url_key_et`);
    expect(broken).toBe(0);
  });

  it('lists every visible product under its leaf and all ancestors (anchor rows)', () => {
    const product = one("SELECT id FROM products WHERE sku = 'SIM-0001'") as number;
    const rows = all(
      `SELECT c.level, cp.is_direct FROM category_products cp JOIN categories c ON c.id = cp.category_id
       WHERE cp.product_id = ? ORDER BY c.level`,
      product,
    );
    expect(rows.map((r) => r.level)).toEqual([2, 3, 4, 5, 6]);
    expect(rows.map((r) => r.is_direct)).toEqual([0, 0, 0, 0, 1]);
    expect(
      one(
        'SELECT count(*) FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE p.visibility = 1',
      ),
    ).toBe(0);
    const tools = one("SELECT product_count FROM categories WHERE url_path_et = 'tooriistad'") as number;
    expect(tools).toBeGreaterThan(100);
  });

  it('has about 40 brands, each a product_brand filter option', () => {
    const brands = one('SELECT count(*) FROM brands') as number;
    expect(brands).toBeGreaterThanOrEqual(35);
    expect(brands).toBeLessThanOrEqual(45);
    expect(
      one(`SELECT count(*) FROM brands b JOIN attribute_options o ON o.id = b.option_id
      JOIN attributes a ON a.id = o.attribute_id AND a.code = 'product_brand'`),
    ).toBe(brands);
  });

  it('gives the stable products their documented properties', () => {
    const p = (sku: string) =>
      all(
        `SELECT p.*, i.qty, i.stock_status, i.is_qty_decimal, i.qty_increments, i.min_sale_qty, i.max_sale_qty
       FROM products p JOIN product_inventory i ON i.product_id = p.id WHERE sku = ?`,
        sku,
      )[0]!;
    expect(p('SIM-0001').name_et).toMatch(/^Kruvikeeraja akutoitel .* 18V$/);
    expect(p('SIM-0001').name_ru).toMatch(/^Аккумуляторный шуруповёрт .* 18В$/);
    expect(p('SIM-0002').name_et).toMatch(/^Õlivärv /);
    expect(p('SIM-0003')).toMatchObject({ unit_id: 'm2', is_qty_decimal: 1 });
    expect(p('SIM-0004')).toMatchObject({ qty_increments: 25, min_sale_qty: 25, max_sale_qty: 1000 });
    expect(p('SIM-0005')).toMatchObject({ qty: 0, stock_status: 0 });
    const saw = p('SIM-0006');
    expect(saw.special_price).toBeLessThan(saw.price as number);
    expect(String(saw.special_from_date) <= TODAY && String(saw.special_to_date) >= TODAY).toBe(true);
    const codes = all('SELECT DISTINCT code FROM product_tier_prices WHERE product_id = ?', saw.id).map(
      (r) => r.code,
    );
    expect(codes.sort()).toEqual([
      'bestprice41',
      'bestprice42',
      'bestprice999',
      'bestpricemk',
      'guestprice41',
      'mk_hind',
    ]);

    // pinned stock, limits and package sizes (other suites build cart and shipping cases on them)
    const stores = (sku: string) =>
      all(
        `SELECT source_code, qty FROM inventory_source_items s JOIN products p ON p.id = s.product_id
        WHERE p.sku = ? ORDER BY source_code`,
        sku,
      ).map((r) => [r.source_code, r.qty]);
    expect(stores('SIM-0001')).toEqual([
      ['parnu', 1],
      ['tallinn-lasnamae', 6],
      ['tallinn-mustamae', 14],
      ['tartu-lounakeskus', 3],
    ]);
    expect(p('SIM-0001')).toMatchObject({
      qty: 24,
      ax_product_package_weight: 6.85,
      max_sale_qty: 10000,
      min_sale_qty: 1,
    });
    expect(p('SIM-0002')).toMatchObject({
      max_sale_qty: 10,
      ax_product_package_length: 74,
      ax_product_package_width: 46,
    });
    expect(p('SIM-0006')).toMatchObject({
      qty: 7,
      ax_product_package_length: 44,
      ax_product_package_weight: 4.8,
    });
    expect(stores('SIM-0005')).toEqual([]);

    const cfg = p('CFG-0001');
    expect(cfg).toMatchObject({ type_id: 'configurable' });
    expect(cfg.name_et).toMatch(/^Tööjope /);
    const supers = all(
      `SELECT a.code FROM product_super_attributes s JOIN attributes a ON a.id = s.attribute_id
      WHERE s.product_id = ? ORDER BY s.position`,
      cfg.id,
    ).map((r) => r.code);
    expect(supers).toEqual(['color', 'size']);
    const children = all(
      `SELECT c.sku, c.visibility FROM product_variants v JOIN products c ON c.id = v.child_id
      WHERE v.parent_id = ?`,
      cfg.id,
    );
    expect(children).toHaveLength(8);
    expect(children.every((c) => c.visibility === 1 && String(c.sku).startsWith('CFG-0001-'))).toBe(true);

    const bundle = p('BND-0001');
    const options = all(
      'SELECT type, required FROM bundle_options WHERE product_id = ? ORDER BY position',
      bundle.id,
    );
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options[0]).toEqual({ type: 'radio', required: 1 });
    expect(
      one(
        'SELECT count(*) FROM product_links WHERE product_id = ? AND link_type = ?',
        p('GRP-0001').id,
        'associated',
      ),
    ).toBeGreaterThan(0);
    expect(
      one('SELECT count(*) FROM downloadable_links WHERE product_id = ?', p('DL-0001').id),
    ).toBeGreaterThan(0);
    expect(p('VIR-0001').type_id).toBe('virtual');
    expect(
      all('SELECT value FROM giftcard_amounts WHERE product_id = ? ORDER BY position', p('GC-0001').id).map(
        (r) => r.value,
      ),
    ).toEqual([1000, 2500, 5000, 10000]);
  });

  it('has realistic shares of tier prices, stock-outs, decimal quantities and reviews', () => {
    const simple = one("SELECT count(*) FROM products WHERE type_id = 'simple' AND visibility = 4") as number;
    const share = (sql: string) => (one(sql) as number) / simple;
    const tiers =
      share(`SELECT count(DISTINCT t.product_id) FROM product_tier_prices t JOIN products p ON p.id = t.product_id
      WHERE p.type_id = 'simple' AND p.visibility = 4`);
    expect(tiers).toBeGreaterThan(0.2);
    expect(tiers).toBeLessThan(0.4);
    const out = share(`SELECT count(*) FROM product_inventory i JOIN products p ON p.id = i.product_id
      WHERE i.stock_status = 0 AND p.type_id = 'simple' AND p.visibility = 4`);
    expect(out).toBeGreaterThan(0.04);
    expect(out).toBeLessThan(0.12);
    expect(one('SELECT count(*) FROM product_inventory WHERE is_qty_decimal = 1')).toBeGreaterThan(10);
    expect(one('SELECT count(*) FROM product_inventory WHERE qty_increments > 1')).toBeGreaterThan(1);
    const reviewed = share("SELECT count(*) FROM products WHERE review_count > 0 AND type_id = 'simple'");
    expect(reviewed).toBeGreaterThan(0.1);
    expect(reviewed).toBeLessThan(0.3);
    // stock per store adds up to the product's quantity
    expect(
      one(`SELECT count(*) FROM product_inventory i WHERE i.manage_stock = 1 AND abs(i.qty -
      (SELECT coalesce(sum(qty), 0) FROM inventory_source_items s WHERE s.product_id = i.product_id)) > 0.01`),
    ).toBe(0);
    // prices stay within 0.19 – 2,999 EUR
    expect(one("SELECT min(price) FROM products WHERE type_id = 'simple'")).toBeGreaterThanOrEqual(19);
    expect(one('SELECT max(price) FROM products')).toBeLessThanOrEqual(299_900);
  });

  it('seeds Estonia’s counties with exactly the ids, codes and names of ESTONIA.md', () => {
    expect(all("SELECT id, code, name FROM regions WHERE country_id = 'EE' ORDER BY id")).toEqual([
      { id: 340, code: 'EE-37', name: 'Harjumaa' },
      { id: 341, code: 'EE-39', name: 'Hiiumaa' },
      { id: 342, code: 'EE-44', name: 'Ida-Virumaa' },
      { id: 343, code: 'EE-49', name: 'Jõgevamaa' },
      { id: 344, code: 'EE-51', name: 'Järvamaa' },
      { id: 345, code: 'EE-57', name: 'Läänemaa' },
      { id: 346, code: 'EE-59', name: 'Lääne-Virumaa' },
      { id: 347, code: 'EE-65', name: 'Põlvamaa' },
      { id: 348, code: 'EE-67', name: 'Pärnumaa' },
      { id: 349, code: 'EE-70', name: 'Raplamaa' },
      { id: 350, code: 'EE-74', name: 'Saaremaa' },
      { id: 351, code: 'EE-78', name: 'Tartumaa' },
      { id: 352, code: 'EE-82', name: 'Valgamaa' },
      { id: 353, code: 'EE-84', name: 'Viljandimaa' },
      { id: 354, code: 'EE-86', name: 'Võrumaa' },
    ]);
    const eu = [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
    ];
    const countries = all('SELECT id FROM countries').map((r) => r.id);
    expect(countries).toEqual(expect.arrayContaining([...eu, 'RU', 'UA', 'NO', 'GB', 'US']));
  });

  it('has pickup stores and ~150 parcel machines of three carriers in their public data shapes', () => {
    expect(one('SELECT count(*) FROM pickup_locations WHERE is_active = 1')).toBe(8);
    const carriers = all(
      'SELECT carrier, count(*) AS n FROM parcel_machines GROUP BY carrier ORDER BY carrier',
    );
    expect(carriers.map((c) => c.carrier)).toEqual(['dpd', 'omniva', 'smartpost']);
    expect(carriers.reduce((sum, c) => sum + (c.n as number), 0)).toBe(150);
    const shape = (carrier: string) =>
      Object.keys(
        JSON.parse(one('SELECT data FROM parcel_machines WHERE carrier = ? LIMIT 1', carrier) as string),
      );
    expect(shape('omniva')).toEqual(
      expect.arrayContaining(['ZIP', 'NAME', 'TYPE', 'A0_NAME', 'X_COORDINATE', 'Y_COORDINATE']),
    );
    expect(shape('dpd')).toEqual(
      expect.arrayContaining(['parcelShopId', 'parcelShopType', 'companyName', 'zipCode', 'latitude']),
    );
    expect(shape('smartpost')).toEqual(
      expect.arrayContaining(['place_id', 'name', 'postalcode', 'type', 'lat', 'lng']),
    );
    expect(one('SELECT count(*) FROM parcel_machines WHERE max_weight_kg <> 35 OR max_length_cm <> 60')).toBe(
      0,
    );
  });

  it('has content for both locales: ticker banner, CMS blocks, blog types and store config', () => {
    for (const locale of ['et', 'ru']) {
      const ticker = JSON.parse(
        one("SELECT data FROM content_items WHERE type = 'tickerBanner' AND locale = ?", locale) as string,
      );
      expect(ticker).toMatchObject({ direction: 'left', visibleOnMobile: 'Visible', isExternalLink: false });
      expect(ticker.desktopImage.url).toBeTruthy();
      expect(ticker.localStorageKey).toMatch(/^ticker-/);
      expect(
        one("SELECT value FROM store_config WHERE store_code = ? AND key = 'list_per_page'", locale),
      ).toBe('20');
    }
    expect(all('SELECT identifier FROM cms_blocks').map((r) => r.identifier)).toEqual(
      expect.arrayContaining(['home-hero', 'home-campaigns', 'footer-links']),
    );
    expect(all('SELECT DISTINCT type FROM blog_posts ORDER BY type').map((r) => r.type)).toEqual([
      'kodu-ja-sisustus',
      'kodu-ratastel',
      'oma-katega',
      'sisetood',
      'tooriistad',
      'valitood',
      'vannituba-ja-saun',
    ]);
  });

  it('has URL rewrites for categories, products, CMS pages and brands in both stores', () => {
    const types = all('SELECT entity_type, store_code, count(*) AS n FROM url_rewrites GROUP BY 1, 2');
    for (const type of ['CATEGORY', 'PRODUCT', 'CMS_PAGE', 'BRAND']) {
      for (const store of ['et', 'ru'])
        expect(
          types.find((t) => t.entity_type === type && t.store_code === store)?.n,
          `${type} ${store}`,
        ).toBeGreaterThan(0);
    }
    const product = all("SELECT id, url_key_et FROM products WHERE sku = 'SIM-0002'")[0]!;
    expect(
      one(
        "SELECT entity_id FROM url_rewrites WHERE store_code = 'ru' AND request_path = ?",
        product.url_key_et,
      ),
    ).toBe(product.id);
  });

  it('leaves no dangling references', () => {
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
  // Issue 17 item 10: what looked wrong to a shopper ("E-kinkekaart 6,59 kg, 106 × 64 × 33 cm", a PDF guide
  // of 2,24 kg, "Availability in stores (0)" on a download, "… Nordkraft" sold under Ferrox)
  it('gives services, downloads, e-mailed cards and kits no size or weight, and no store stock', () => {
    const sized =
      all(`SELECT sku FROM products p WHERE (type_id IN ('virtual', 'downloadable', 'grouped', 'bundle')
        OR (type_id = 'giftcard' AND giftcard_type = 'VIRTUAL'))
      AND coalesce(weight, product_weight, product_length, product_width, product_height,
        ax_product_package_weight, ax_product_package_length) IS NOT NULL`);
    expect(sized).toEqual([]);
    expect(
      one(`SELECT count(*) FROM inventory_source_items s JOIN products p ON p.id = s.product_id
        WHERE p.type_id IN ('virtual', 'downloadable', 'giftcard')`),
    ).toBe(0);
    // a posted gift card is a card in a small box
    const posted = all(`SELECT product_weight AS w, product_length AS l FROM products
      WHERE type_id = 'giftcard' AND giftcard_type = 'PHYSICAL'`);
    expect(posted.length).toBeGreaterThan(0);
    for (const p of posted) expect(p).toEqual({ w: 0.1, l: 16 });
  });

  it('names a kit after the brand it is sold under, and sells a kit of several brands under none', () => {
    const bundles =
      all(`SELECT p.name_et AS name, b.name AS brand FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.type_id = 'bundle'`);
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) expect(b.name).toContain(String(b.brand));
    expect(one("SELECT count(*) FROM products WHERE type_id = 'grouped' AND brand_id IS NOT NULL")).toBe(0);
    expect(
      one(`SELECT count(*) FROM product_option_values o JOIN products p ON p.id = o.product_id
        JOIN attributes a ON a.id = o.attribute_id WHERE p.type_id = 'grouped' AND a.code = 'product_brand'`),
    ).toBe(0);
  });
});
