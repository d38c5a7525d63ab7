import { readFileSync } from 'node:fs';
import { recordSearchEvent } from '@/server/store/search-events';
import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';

// The PWA metapackage fields Venia 14.5.1 reads (schema/extensions.graphql), with real values.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const ok = async (query: string, variables?: Record<string, unknown>, store?: string): Promise<Data> => {
  const r = await h.gql(query, variables, store);
  expect(r.errors).toBeUndefined();
  return r.data;
};
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('PWA metapackage fields', () => {
  it("robotsConfig: Magento's default robots and the robots.txt the shop serves", async () => {
    const d = await ok('{ robotsConfig { defaultRobots customInstructions } }');
    expect(d.robotsConfig).toEqual({
      defaultRobots: 'INDEX,FOLLOW',
      customInstructions: readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8'),
    });
    h.db
      .prepare(
        "INSERT INTO store_config (store_code, key, value) VALUES ('et', 'default_robots', 'NOINDEX,NOFOLLOW')",
      )
      .run();
    try {
      const changed = await ok('{ robotsConfig { defaultRobots } }');
      expect(changed.robotsConfig.defaultRobots).toBe('NOINDEX,NOFOLLOW');
    } finally {
      h.db.prepare("DELETE FROM store_config WHERE key = 'default_robots'").run();
    }
  });

  it('storeConfig canonical tags: on, as the storefront writes canonical links', async () => {
    const d = await ok('{ storeConfig { product_canonical_tag category_canonical_tag } }');
    expect(d.storeConfig).toEqual({ product_canonical_tag: true, category_canonical_tag: true });
  });

  it('searchTerm: how often a text was searched in the store view; nulls for one never searched', async () => {
    const none = await ok(
      'query T($s: String) { searchTerm(Search: $s) { query_text redirect popularity } }',
      {
        s: 'trellid',
      },
    );
    expect(none.searchTerm).toEqual({ query_text: null, redirect: null, popularity: null });
    const event = (term: string, locale: 'et' | 'ru', type = 'search') => ({
      type,
      term,
      locale,
      productId: null,
      sku: null,
      position: null,
    });
    recordSearchEvent(h.db, [
      event('Trellid', 'et'),
      event('trellid', 'et'),
      event('trellid', 'et', 'click'),
      event('trellid', 'ru'),
    ]);
    const et = await ok('query T($s: String) { searchTerm(Search: $s) { query_text redirect popularity } }', {
      s: ' TRELLID ',
    });
    expect(et.searchTerm).toEqual({ query_text: 'trellid', redirect: null, popularity: 2 });
    const ru = await ok(
      'query T($s: String) { searchTerm(Search: $s) { query_text popularity } }',
      { s: 'trellid' },
      'ru',
    );
    expect(ru.searchTerm).toEqual({ query_text: 'trellid', popularity: 1 });
    // the lookup uses migration 155's index, not a scan of all events
    const plan = h.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT COUNT(*) FROM search_events
         WHERE type = 'search' AND locale = 'et' AND term = 'x' COLLATE NOCASE`,
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('search_events_search_term');
  });

  it('Cart total_summary_quantity_including_config: the quantities summed (checkout/cart_link/use_qty)', async () => {
    const cartId = (await ok('mutation { createEmptyCart }')).createEmptyCart;
    const skus = h.db
      .prepare(
        `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
         WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND i.stock_status = 1 AND i.qty > 10
           AND i.is_qty_decimal = 0 AND i.enable_qty_increments = 0 AND i.min_sale_qty <= 1
         ORDER BY p.id LIMIT 2`,
      )
      .pluck()
      .all() as string[];
    const added = await h.gql(
      `mutation A($cart: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cart, cartItems: $items) {
        user_errors { message } cart { total_quantity total_summary_quantity_including_config items { quantity } } } }`,
      {
        cart: cartId,
        items: [
          { sku: skus[0], quantity: 3 },
          { sku: skus[1], quantity: 2 },
        ],
      },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addProductsToCart.user_errors).toEqual([]);
    expect(added.data.addProductsToCart.cart).toMatchObject({
      total_quantity: 5,
      total_summary_quantity_including_config: 5,
    });
    // the counts asked alone (worked out from the lines, without the cart's view) and beside the items agree;
    // with use_qty 0 the link counts lines
    const counts = 'total_quantity items_count total_summary_quantity_including_config';
    const asked = async (fields: string) =>
      (await ok(`query C($cart: String!) { cart(cart_id: $cart) { ${fields} } }`, { cart: cartId })).cart;
    expect(await asked(counts)).toEqual({
      total_quantity: 5,
      items_count: 2,
      total_summary_quantity_including_config: 5,
    });
    expect(await asked(`${counts} prices { grand_total { value } } items { quantity }`)).toMatchObject({
      total_quantity: 5,
      items_count: 2,
      total_summary_quantity_including_config: 5,
    });
    h.db
      .prepare(
        `INSERT INTO store_config (store_code, key, value) VALUES ('et', 'cart_link_use_qty', '0')
         ON CONFLICT DO UPDATE SET value = excluded.value`,
      )
      .run();
    try {
      expect(await asked(counts)).toEqual({
        total_quantity: 5,
        items_count: 2,
        total_summary_quantity_including_config: 2,
      });
      expect(await asked(`items { quantity } ${counts}`)).toMatchObject({
        total_summary_quantity_including_config: 2,
      });
    } finally {
      h.db.prepare("DELETE FROM store_config WHERE key = 'cart_link_use_qty'").run();
    }
  });

  it("ProductInterface custom_attributes: the product's select attributes with their option and metadata", async () => {
    const p = h.db
      .prepare(
        `SELECT p.id, p.sku FROM products p WHERE p.type_id = 'simple'
         AND (SELECT COUNT(*) FROM product_option_values v WHERE v.product_id = p.id) >= 2 ORDER BY p.id LIMIT 1`,
      )
      .get() as Data;
    const expected = h.db
      .prepare(
        `SELECT a.code, a.label_et, a.label_ru, a.position, o.id AS option_id, o.label_et AS option_label
         FROM product_option_values v JOIN attributes a ON a.id = v.attribute_id AND a.is_user_defined = 1
         JOIN attribute_options o ON o.id = v.option_id WHERE v.product_id = ? ORDER BY a.position, a.label_et`,
      )
      .all(p.id) as Data[];
    const d = await ok(
      `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { custom_attributes {
        selected_attribute_options { attribute_option { uid label is_default } }
        entered_attribute_value { value }
        attribute_metadata { uid code label attribute_labels { store_code label } data_type is_system entity_type
          ui_input { ui_input_type is_html_allowed } ... on ProductAttributeMetadata { used_in_components } } } } } }`,
      { sku: p.sku },
    );
    const attrs = d.products.items[0].custom_attributes;
    expect(attrs.map((a: Data) => a.attribute_metadata.code)).toEqual(expected.map((e) => e.code));
    const first = expected[0];
    expect(attrs[0]).toMatchObject({
      selected_attribute_options: {
        attribute_option: [
          {
            uid: b64(`catalog_product/${first.code}/${first.option_id}`),
            label: first.option_label,
            is_default: false,
          },
        ],
      },
      entered_attribute_value: { value: null },
      attribute_metadata: {
        uid: b64(`catalog_product/${first.code}`),
        code: first.code,
        label: first.label_et,
        attribute_labels: [
          { store_code: 'et', label: first.label_et },
          { store_code: 'ru', label: first.label_ru },
        ],
        data_type: 'INT',
        is_system: false,
        entity_type: 'PRODUCT',
        ui_input: { ui_input_type: 'SELECT', is_html_allowed: false },
      },
    });
    expect(attrs[0].attribute_metadata.used_in_components).toContain('PRODUCT_DETAILS_PAGE');
    // Russian store view: Russian labels
    const ru = await ok(
      `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { custom_attributes {
        attribute_metadata { label } } } } }`,
      { sku: p.sku },
      'ru',
    );
    expect(ru.products.items[0].custom_attributes[0].attribute_metadata.label).toBe(first.label_ru);
  });
});
