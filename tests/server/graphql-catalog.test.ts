import { invalidateListingIndex } from '@/server/store/catalog-listing-index';
import { startGraphql, uid, type Data, type Harness } from './graphql-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const LISTING = `query L($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput,
  $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { page_size current_page total_pages }
    sort_fields { default options { label value } }
    items { uid sku name stock_status product_brand brand_name
      price_range { minimum_price { final_price { value currency } regular_price { value } } } }
    aggregations { attribute_code label count options { label value count } }
  }
}`;

const facet = (data: Data, code: string) =>
  (
    data.products.aggregations as {
      attribute_code: string;
      options: { value: string; count: number; label: string }[];
    }[]
  ).find((a) => a.attribute_code === code);

describe('storeConfig', () => {
  it('answers in Estonian by default and in Russian with Store: ru', async () => {
    const q = `{ storeConfig { store_code store_name default_title locale default_display_currency_code base_media_url
      list_per_page is_company_credit_active allow_guests_to_write_product_reviews magento_wishlist_general_is_enabled
      header_logo_src logo_width logo_height logo_alt root_category_uid } }`;
    const et = await h.gql(q);
    expect(et.errors).toBeUndefined();
    expect(et.data.storeConfig).toMatchObject({
      store_code: 'et',
      locale: 'et_EE',
      default_display_currency_code: 'EUR',
      base_media_url: 'http://localhost:80/media/', // absolute as Magento answers it (the request's origin)
      list_per_page: 20,
      is_company_credit_active: true,
      allow_guests_to_write_product_reviews: '1',
      magento_wishlist_general_is_enabled: '1',
      logo_width: expect.any(Number),
      root_category_uid: uid(2),
    });
    const ru = await h.gql(q, {}, 'ru');
    expect(ru.data.storeConfig.store_code).toBe('ru');
    expect(ru.data.storeConfig.locale).toBe('ru_RU');
    expect(ru.data.storeConfig.default_title).not.toBe(et.data.storeConfig.default_title);
    // an unknown store code falls back to the default store view
    expect((await h.gql(q, {}, 'xx')).data.storeConfig.store_code).toBe('et');
  });

  it("answers the settings Magento clients such as Venia read, with this shop's values", async () => {
    const r =
      await h.gql(`{ storeConfig { newsletter_enabled contact_enabled copyright configurable_thumbnail_source
      minimum_password_length required_character_classes_number customer_access_token_lifetime
      is_guest_checkout_enabled create_account_confirmation cms_home_page cms_no_route } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.storeConfig).toEqual({
      newsletter_enabled: true,
      contact_enabled: true,
      copyright: '© Ehituspood AS',
      configurable_thumbnail_source: 'parent',
      minimum_password_length: '8',
      required_character_classes_number: '3',
      customer_access_token_lifetime: 1,
      is_guest_checkout_enabled: true,
      create_account_confirmation: false,
      cms_home_page: 'home',
      cms_no_route: 'no-route',
    });
  });

  it('lists both store views and the currency', async () => {
    const r = await h.gql(
      '{ availableStores { store_code locale } currency { base_currency_code available_currency_codes } }',
    );
    expect(r.data.availableStores.map((s: Data) => s.store_code)).toEqual(['et', 'ru']);
    expect(r.data.currency).toEqual({ base_currency_code: 'EUR', available_currency_codes: ['EUR'] });
  });
});

describe('category tree', () => {
  it("a category's landing CMS block (cms_block), in the store's language; null without one", async () => {
    const q = `{ categoryList { children { url_key cms_block { identifier title content } } } }`;
    const et = (await h.gql(q)).data.categoryList[0].children;
    const garden = et.find((c: Data) => c.url_key === 'aed');
    expect(garden.cms_block).toEqual({
      identifier: 'category-aed-landing',
      title: 'Aed: hooaja nõuanded',
      content: expect.stringMatching(/^<h2>Aed talveks valmis<\/h2>/),
    });
    expect(et.filter((c: Data) => c.cms_block).length).toBe(1);
    const ru = (await h.gql(q, {}, 'ru')).data.categoryList[0].children;
    expect(ru.find((c: Data) => c.cms_block).cms_block.title).toBe('Сад: советы сезона');
  });

  it('categoryList without filters is the store root with the departments, texts per store', async () => {
    const q = `{ categoryList { uid name children { uid name url_path level product_count children { uid } } } }`;
    const et = await h.gql(q);
    const root = et.data.categoryList[0];
    expect(root.uid).toBe(uid(2));
    expect(root.children.length).toBe(5);
    expect(root.children.every((c: Data) => c.level === 2 && c.product_count > 0)).toBe(true);
    const ru = await h.gql(q, {}, 'ru');
    expect(ru.data.categoryList[0].children.map((c: Data) => c.name)).not.toEqual(
      root.children.map((c: Data) => c.name),
    );
  });

  it('a deep category has breadcrumbs from its department down and is found by url_path', async () => {
    const all =
      await h.gql(`{ categories(filters: { parent_category_uid: { eq: "${uid(2)}" } }, pageSize: 5) {
      total_count page_info { total_pages } items { uid children { uid url_path children { uid url_path } } } } }`);
    expect(all.data.categories.total_count).toBe(5);
    const dept = all.data.categories.items[0];
    const deep = dept.children.find((c: Data) => c.children?.length)?.children[0] ?? dept.children[0];
    const r = await h.gql(`{ categoryList(filters: { url_path: { eq: "${deep.url_path}" } }) {
      uid url_path breadcrumbs { category_uid category_level category_name } } }`);
    expect(r.data.categoryList).toHaveLength(1);
    expect(r.data.categoryList[0].breadcrumbs[0].category_uid).toBe(dept.uid);
    expect(r.data.categoryList[0].breadcrumbs.at(-1).category_level).toBeLessThan(5);
  });
});

describe('products listing', () => {
  const departmentUid = async () => {
    const r = await h.gql(`{ categoryList { children { uid product_count } } }`);
    return r.data.categoryList[0].children.sort((a: Data, b: Data) => b.product_count - a.product_count)[0];
  };

  it('filters by category, pages, and counts every facet with the other filters applied', async () => {
    const dept = await departmentUid();
    const base = { category_uid: { eq: dept.uid } };
    const r = await h.gql(LISTING, { filter: base, pageSize: 24 });
    expect(r.errors).toBeUndefined();
    expect(r.data.products.total_count).toBe(dept.product_count);
    expect(r.data.products.items).toHaveLength(Math.min(24, dept.product_count));
    expect(r.data.products.page_info).toEqual({
      page_size: 24,
      current_page: 1,
      total_pages: Math.ceil(dept.product_count / 24),
    });
    expect(r.data.products.sort_fields.default).toBe('position');
    const categories = facet(r.data, 'category_uid')!;
    expect(categories.options.length).toBeGreaterThan(0);

    // picking a brand: the total equals that brand's count, and the brand facet still offers the other brands
    const brands = facet(r.data, 'product_brand')!;
    expect(brands.options.length).toBeGreaterThan(1);
    const brand = brands.options[0]!;
    const byBrand = await h.gql(LISTING, {
      filter: { ...base, product_brand: { eq: brand.value } },
      pageSize: 50,
    });
    expect(byBrand.data.products.total_count).toBe(brand.count);
    expect(byBrand.data.products.items.every((p: Data) => String(p.product_brand) === brand.value)).toBe(
      true,
    );
    expect(facet(byBrand.data, 'product_brand')!.options).toEqual(brands.options);
    // ... while the price facet now counts only that brand's products
    const priceTotal = facet(byBrand.data, 'price')!.options.reduce((s, o) => s + o.count, 0);
    expect(priceTotal).toBe(brand.count);

    // a price range from the price facet gives exactly the bucket's count
    const bucket = facet(r.data, 'price')!.options[0]!;
    const [from, to] = bucket.value.split('_').map(Number);
    const byPrice = await h.gql(LISTING, {
      filter: { ...base, price: { from: String(from), to: String(to! - 0.01) } },
    });
    expect(byPrice.data.products.total_count).toBe(bucket.count);
  });

  it('filterable attributes (material, color, ...) are facets and filters too', async () => {
    const dept = await departmentUid();
    const base = { category_uid: { eq: dept.uid } };
    const r = await h.gql(LISTING, { filter: base });
    const codes = r.data.products.aggregations.map((a: Data) => a.attribute_code);
    const attribute = ['material', 'color', 'size', 'power_source', 'type_of_stones'].find((c) =>
      codes.includes(c),
    )!;
    expect(attribute).toBeTruthy();
    const option = facet(r.data, attribute)!.options[0]!;
    expect(option.label).not.toBe(option.value);
    const filtered = await h.gql(LISTING, { filter: { ...base, [attribute]: { eq: option.value } } });
    expect(filtered.data.products.total_count).toBe(option.count);
    expect(facet(filtered.data, attribute)!.options).toEqual(facet(r.data, attribute)!.options);
  });

  it('availability=1 keeps only products in stock', async () => {
    const dept = await departmentUid();
    const r = await h.gql(LISTING, {
      filter: { category_uid: { eq: dept.uid }, availability: { eq: '1' } },
      pageSize: 100,
    });
    const stock = facet(r.data, 'availability')!;
    expect(r.data.products.total_count).toBe(stock.options.find((o) => o.value === '1')!.count);
    expect(r.data.products.items.every((p: Data) => p.stock_status === 'IN_STOCK')).toBe(true);
  });

  it('filters and facets follow stock changes at once (listing_changes triggers)', async () => {
    const q = { filter: { sku: { eq: 'SIM-0001' }, availability: { eq: '1' } } };
    expect((await h.gql(LISTING, q)).data.products.total_count).toBe(1);
    // test setup: sell out SIM-0001 directly in the database, as an order would
    const product = "(SELECT id FROM products WHERE sku = 'SIM-0001')";
    const stock = `UPDATE product_inventory SET stock_status = ? WHERE product_id = ${product}`;
    h.db.prepare(stock).run(0);
    expect((await h.gql(LISTING, q)).data.products.total_count).toBe(0);
    h.db.prepare(stock).run(1);
    expect((await h.gql(LISTING, q)).data.products.total_count).toBe(1);

    const stores = await h.gql(LISTING, { filter: { sku: { eq: 'SIM-0001' } } });
    const store = facet(stores.data, 'pickup_location')!.options[0]!.value;
    const atStore = { filter: { sku: { eq: 'SIM-0001' }, pickup_location: { eq: store } } };
    expect((await h.gql(LISTING, atStore)).data.products.total_count).toBe(1);
    const sources = `UPDATE inventory_source_items SET status = ? WHERE source_code = ? AND product_id = ${product}`;
    h.db.prepare(sources).run(0, store);
    expect((await h.gql(LISTING, atStore)).data.products.total_count).toBe(0);
    h.db.prepare(sources).run(1, store);
    // an explicit invalidation (for edits the triggers do not log) rebuilds the index
    invalidateListingIndex(h.db);
    expect((await h.gql(LISTING, atStore)).data.products.total_count).toBe(1);
  });

  it('sorts by name (price: the shown price, graphql-listing-price-sort.test.ts)', async () => {
    const dept = await departmentUid();
    const filter = { category_uid: { eq: dept.uid } };
    const names = (
      await h.gql(LISTING, { filter, sort: { name: 'ASC' }, pageSize: 40 })
    ).data.products.items.map((p: Data) => (p.name as string).toLowerCase());
    expect(names.length).toBeGreaterThan(5);
    expect(names[0] <= names[names.length - 1]).toBe(true);
  });

  it("pages without overlap and refuses a page past the end with Magento's message", async () => {
    const dept = await departmentUid();
    const filter = { category_uid: { eq: dept.uid } };
    const p1 = await h.gql(LISTING, { filter, pageSize: 5, currentPage: 1 });
    const p2 = await h.gql(LISTING, { filter, pageSize: 5, currentPage: 2 });
    const skus1 = p1.data.products.items.map((p: Data) => p.sku);
    expect(p2.data.products.items.some((p: Data) => skus1.includes(p.sku))).toBe(false);
    const pages = p1.data.products.page_info.total_pages;
    const past = await h.gql(LISTING, { filter, pageSize: 5, currentPage: pages + 1 });
    expect(past.status).toBe(200);
    expect(past.errors![0]).toMatchObject({
      message: `currentPage value ${pages + 1} specified is greater than the number of pages available.`,
      extensions: { category: 'graphql-input' },
    });
    const big = await h.gql(LISTING, { filter, pageSize: 101 });
    expect(big.errors![0]!.extensions.category).toBe('graphql-input');
  });

  it("searches in the store view's language, relevance first", async () => {
    const et = await h.gql(LISTING, { search: 'kruvikeeraja' });
    expect(et.data.products.total_count).toBeGreaterThan(0);
    expect(et.data.products.items.map((p: Data) => p.sku)).toContain('SIM-0001');
    expect(et.data.products.sort_fields.default).toBe('relevance');
    const ruName = (
      await h.gql(`{ products(filter: { sku: { eq: "SIM-0001" } }) { items { name } } }`, {}, 'ru')
    ).data.products.items[0].name as string;
    const word = ruName.split(/\s+/)[0]!;
    const ru = await h.gql(LISTING, { search: word }, 'ru');
    expect(ru.data.products.items.map((p: Data) => p.sku)).toContain('SIM-0001');
    const none = await h.gql(LISTING, { search: 'zzzqqqxxx' });
    expect(none.data.products.total_count).toBe(0);
  });

  it('filters by sku list and name match', async () => {
    const r = await h.gql(LISTING, { filter: { sku: { in: ['SIM-0001', 'SIM-0002', 'NOPE'] } } });
    expect(r.data.products.items.map((p: Data) => p.sku).sort()).toEqual(['SIM-0001', 'SIM-0002']);
    const name = await h.gql(LISTING, { filter: { name: { match: 'kruvikeeraja' } } });
    expect(name.data.products.items.map((p: Data) => p.sku)).toContain('SIM-0001');
  });
});
