import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const PRODUCT = `query P($urlKey: String) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      __typename uid sku name url_key url_suffix canonical_url stock_status only_x_left_in_stock
      description { html } short_description { html } meta_title
      image { url label } thumbnail { url } media_gallery { url label position }
      price_range { minimum_price { regular_price { value currency } final_price { value } discount { amount_off percent_off } }
        maximum_price { final_price { value } } }
      price_tiers { quantity final_price { value } }
      categories { uid name breadcrumbs { category_name } }
      url_rewrites { url }
      related_products { sku } upsell_products { sku }
      rating_summary review_count reviews(pageSize: 2) { items { nickname text average_rating } page_info { total_pages } }
      brand_name product_brand unit_id supplier_code manufacturer_product_code foreign_assortment transport
      ax_product_package_weight product_length
      available_price_tiers { price_group_type cust_group quantity final_price { value currency } discount { percent_off } price_valid_until }
      advanced_inventory { is_qty_decimal qty_incrments min_sale_qty max_sale_qty }
      technical_attributes { attribute_code attribute_name value }
      delivery_information { name from min_price }
      availability_in_stores { qty source_name source_code status }
      pdf_files { label url }
      ... on ConfigurableProduct { configurable_options { attribute_code attribute_id attribute_id_v2 label values { uid label value_index swatch_data { __typename value ... on ImageSwatchData { thumbnail } } } }
        variants { attributes { code label value_index } product { sku stock_status } } }
      ... on BundleProduct { dynamic_price items { title required type options { label quantity is_default product { sku } } } }
      ... on GroupedProduct { items { qty product { sku } } }
      ... on DownloadableProduct { downloadable_product_links { title price } downloadable_product_samples { title sample_url } }
      ... on GiftCardProduct { giftcard_amounts { value } allow_open_amount }
      ... on SimpleProduct { weight }
    }
  }
}`;

const bySku = async (sku: string, store?: string): Promise<Data> => {
  const key = await h.gql(`{ products(filter: { sku: { eq: "${sku}" } }) { items { url_key } } }`, {}, store);
  const urlKey = key.data.products.items[0]?.url_key;
  expect(urlKey, `${sku} has a url_key`).toBeTruthy();
  const r = await h.gql(PRODUCT, { urlKey }, store);
  expect(r.errors).toBeUndefined();
  return r.data.products.items[0];
};

describe('product of every type by url_key', () => {
  it("shows the product's own texts in the store's language (read only when asked for)", async () => {
    const columns = ['description_et', 'description_ru', 'meta_title_et', 'meta_title_ru'] as const;
    const row = h.db
      .prepare(`SELECT ${columns.join(', ')} FROM products WHERE sku = 'SIM-0001'`)
      .get() as Record<(typeof columns)[number], string>;
    expect(row.description_et).toBeTruthy();
    const [et, ru] = [await bySku('SIM-0001'), await bySku('SIM-0001', 'ru')];
    // the description is sanitized HTML: its text is there, the Russian one in the Russian store view
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 3);
    expect(words(et.description.html)).toEqual(expect.arrayContaining(words(row.description_et).slice(0, 5)));
    expect(words(ru.description.html)).toEqual(expect.arrayContaining(words(row.description_ru).slice(0, 5)));
    expect(et.short_description.html).toBeTruthy();
    expect(et.meta_title).toBe(row.meta_title_et);
    expect(ru.meta_title).toBe(row.meta_title_ru);
  });

  it('simple product with the shop extensions', async () => {
    const p = await bySku('SIM-0001');
    expect(p.__typename).toBe('SimpleProduct');
    expect(p.stock_status).toBe('IN_STOCK');
    expect(p.price_range.minimum_price.regular_price.currency).toBe('EUR');
    expect(p.image.url).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(p.media_gallery.length).toBeGreaterThan(0);
    expect(p.categories.length).toBeGreaterThan(0);
    expect(p.brand_name).toBeTruthy();
    const codes = p.available_price_tiers.map((t: Data) => t.price_group_type);
    expect(codes).toEqual(expect.arrayContaining(['guestprice41', 'mk_hind']));
    expect(p.advanced_inventory).toMatchObject({ is_qty_decimal: false });
    expect(p.availability_in_stores.length).toBeGreaterThan(0);
    expect(p.delivery_information.length).toBeGreaterThan(0);
    expect(p.url_rewrites[0].url).toBe(`${p.url_key}${p.url_suffix}`);
  });

  it('quantity rules, decimal units and out-of-stock products', async () => {
    expect((await bySku('SIM-0003')).advanced_inventory.is_qty_decimal).toBe(true);
    expect((await bySku('SIM-0003')).unit_id).toBe('m2');
    expect((await bySku('SIM-0004')).advanced_inventory).toMatchObject({
      qty_incrments: 25,
      min_sale_qty: 25,
      max_sale_qty: 1000,
    });
    expect((await bySku('SIM-0005')).stock_status).toBe('OUT_OF_STOCK');
  });

  it('an active special price shows as a discount', async () => {
    const p = await bySku('SIM-0006');
    const min = p.price_range.minimum_price;
    expect(min.final_price.value).toBeLessThan(min.regular_price.value);
    expect(min.discount.amount_off).toBeCloseTo(min.regular_price.value - min.final_price.value, 2);
    expect(p.available_price_tiers.map((t: Data) => t.price_group_type).sort()).toEqual([
      'bestprice41',
      'bestprice42',
      'bestprice999',
      'bestpricemk',
      'guestprice41',
      'mk_hind',
    ]);
  });

  it('the deprecated price field answers as Magento 2.4 still does: regular, minimal and maximal price', async () => {
    const q = (sku: string) =>
      h.gql(`{ products(filter: { sku: { eq: "${sku}" } }) { items {
        price { regularPrice { amount { value currency } adjustments { code } } minimalPrice { amount { value } }
          maximalPrice { amount { value } } }
        price_range { minimum_price { regular_price { value } final_price { value } } maximum_price { final_price { value } } } } } }`);
    for (const sku of ['SIM-0006', 'CFG-0001']) {
      const r = await q(sku);
      expect(r.errors).toBeUndefined();
      const p = r.data.products.items[0];
      expect(p.price).toEqual({
        regularPrice: {
          amount: { value: p.price_range.minimum_price.regular_price.value, currency: 'EUR' },
          adjustments: [],
        },
        minimalPrice: { amount: { value: p.price_range.minimum_price.final_price.value } },
        maximalPrice: { amount: { value: p.price_range.maximum_price.final_price.value } },
      });
    }
  });

  it('configurable product with options and variants', async () => {
    const p = await bySku('CFG-0001');
    expect(p.__typename).toBe('ConfigurableProduct');
    expect(p.configurable_options.map((o: Data) => o.attribute_code).sort()).toEqual(['color', 'size']);
    // Venia reads the deprecated numeric attribute id and the swatches: colours are colour swatches
    for (const o of p.configurable_options) expect(o.attribute_id_v2).toBe(Number(o.attribute_id));
    const color = p.configurable_options.find((o: Data) => o.attribute_code === 'color');
    for (const v of color.values)
      expect(v.swatch_data).toEqual({
        __typename: 'ColorSwatchData',
        value: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });
    const size = p.configurable_options.find((o: Data) => o.attribute_code === 'size');
    for (const v of size.values) expect(v.swatch_data).toBeNull();
    expect(p.variants).toHaveLength(8);
    expect(p.variants[0].product.sku).toMatch(/^CFG-0001-/);
    expect(p.variants[0].attributes).toHaveLength(2);
  });

  it('bundle, grouped, downloadable, virtual and gift card products', async () => {
    const bundle = await bySku('BND-0001');
    expect(bundle.__typename).toBe('BundleProduct');
    expect(bundle.dynamic_price).toBe(true);
    expect(bundle.items.length).toBeGreaterThanOrEqual(3);
    expect(bundle.items[0].options[0].product.sku).toBeTruthy();
    const grouped = await bySku('GRP-0001');
    expect(grouped.__typename).toBe('GroupedProduct');
    expect(grouped.items.length).toBeGreaterThanOrEqual(3);
    const dl = await bySku('DL-0001');
    expect(dl.__typename).toBe('DownloadableProduct');
    expect(dl.downloadable_product_links.length).toBeGreaterThan(0);
    expect((await bySku('VIR-0001')).__typename).toBe('VirtualProduct');
    const gc = await bySku('GC-0001');
    expect(gc.__typename).toBe('GiftCardProduct');
    expect(gc.giftcard_amounts.length).toBeGreaterThan(0);
    expect(gc.price_range.minimum_price.final_price.value).toBe(
      Math.min(...gc.giftcard_amounts.map((a: Data) => a.value)),
    );
  });

  it('the Store header switches product texts', async () => {
    const et = await bySku('SIM-0002');
    const ru = await bySku('SIM-0002', 'ru');
    expect(ru.name).not.toBe(et.name);
    expect(ru.sku).toBe(et.sku);
  });
});

describe('routing', () => {
  it('urlResolver and route resolve a product, a category and a CMS page; misses differ as Magento does', async () => {
    const p = await bySku('SIM-0001');
    const hit = await h.gql(
      `{ urlResolver(url: "/${p.url_key}") { type entity_uid relative_url redirectCode } }`,
    );
    expect(hit.data.urlResolver).toMatchObject({
      type: 'PRODUCT',
      entity_uid: p.uid,
      relative_url: p.url_key,
      redirectCode: 0,
    });
    const cat = p.categories[0];
    const tree = await h.gql(
      `{ categoryList(filters: { category_uid: { eq: "${cat.uid}" } }) { url_path } }`,
    );
    const route = await h.gql(`{ route(url: "${tree.data.categoryList[0].url_path}") {
      __typename relative_url redirect_code type ... on CategoryTree { uid name } } }`);
    expect(route.data.route).toMatchObject({
      __typename: 'CategoryTree',
      uid: cat.uid,
      type: 'CATEGORY',
      redirect_code: 0,
    });
    const product = await h.gql(
      `{ route(url: "${p.url_key}") { __typename type ... on ProductInterface { sku } } }`,
    );
    expect(product.data.route).toMatchObject({
      __typename: 'SimpleProduct',
      type: 'PRODUCT',
      sku: 'SIM-0001',
    });
    const home = await h.gql(`{ route(url: "/") { __typename type ... on CmsPage { identifier title } } }`);
    expect(home.data.route).toMatchObject({ __typename: 'CmsPage', identifier: 'home' });
    const miss = await h.gql(`{ urlResolver(url: "no/such/page") { type } }`);
    expect(miss.data.urlResolver).toBeNull();
    // Magento 2.4.7 answers an unknown address with null, no error (clients such as Venia rely on it)
    const routeMiss = await h.gql(`{ route(url: "no/such/page") { type } }`);
    expect(routeMiss.errors).toBeUndefined();
    expect(routeMiss.data.route).toBeNull();
  });
});

describe('content, directory and reviews', () => {
  it('cmsPage and cmsBlocks follow the store view; unknown ones are no-such-entity', async () => {
    const et = await h.gql(`{ cmsPage(identifier: "home") { identifier title content } }`);
    const ru = await h.gql(`{ cmsPage(identifier: "home") { identifier title content } }`, {}, 'ru');
    expect(et.data.cmsPage.identifier).toBe('home');
    expect(ru.data.cmsPage.title).not.toBe(et.data.cmsPage.title);
    const missing = await h.gql(`{ cmsPage(identifier: "nope") { title } }`);
    expect(missing.errors![0]!.extensions.category).toBe('graphql-no-such-entity');
    const blocks = await h.gql(`{ cmsBlocks(identifiers: ["nope"]) { items { identifier } } }`);
    expect(blocks.errors![0]!.extensions.category).toBe('graphql-no-such-entity');
  });

  it('countries with Estonian counties; country by id', async () => {
    const r = await h.gql(
      `{ countries { id full_name_locale } country(id: "EE") { full_name_english available_regions { id code name } } }`,
    );
    expect(r.data.countries.map((c: Data) => c.id)).toContain('EE');
    expect(r.data.country.available_regions.length).toBe(15);
    const bad = await h.gql(`{ country(id: "XX") { id } }`);
    expect(bad.errors![0]!.extensions.category).toBe('graphql-no-such-entity');
  });

  it('pickupLocations pages and filters; customAttributeMetadata lists brand options', async () => {
    const all = await h.gql(
      `{ pickupLocations(pageSize: 50) { total_count items { pickup_location_code name city } } }`,
    );
    expect(all.data.pickupLocations.total_count).toBeGreaterThan(1);
    const code = all.data.pickupLocations.items[0].pickup_location_code;
    const one = await h.gql(
      `{ pickupLocations(filters: { pickup_location_code: { eq: "${code}" } }) { total_count items { pickup_location_code } } }`,
    );
    expect(one.data.pickupLocations.items).toEqual([{ pickup_location_code: code }]);
    const meta =
      await h.gql(`{ customAttributeMetadata(attributes: [{ attribute_code: "product_brand", entity_type: "catalog_product" }]) {
      items { attribute_code input_type attribute_options { label value } } } }`);
    expect(meta.data.customAttributeMetadata.items[0].attribute_options.length).toBeGreaterThan(10);
  });

  it('a guest writes a review when the store allows it, else gets the authorization error', async () => {
    const meta = await h.gql(
      `{ productReviewRatingsMetadata { items { id name values { value_id value } } } }`,
    );
    const rating = meta.data.productReviewRatingsMetadata.items[0];
    expect(rating.values).toHaveLength(5);
    const create = `mutation R($input: CreateProductReviewInput!) { createProductReview(input: $input) {
      review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } } }`;
    const input = {
      sku: 'SIM-0002',
      nickname: 'Mari',
      summary: 'Hea värv',
      text: 'Kattis hästi.',
      ratings: [{ id: rating.id, value_id: rating.values[3].value_id }],
    };
    const ok = await h.gql(create, { input });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.createProductReview.review).toMatchObject({
      nickname: 'Mari',
      average_rating: 80,
      product: { sku: 'SIM-0002' },
    });
    // test setup: switch the store setting off directly in the database
    h.db
      .prepare("UPDATE store_config SET value = '0' WHERE key = 'allow_guests_to_write_product_reviews'")
      .run();
    const denied = await h.gql(create, { input });
    expect(denied.errors![0]!.extensions.category).toBe('graphql-authorization');
    h.db
      .prepare("UPDATE store_config SET value = '1' WHERE key = 'allow_guests_to_write_product_reviews'")
      .run();
  });
});
