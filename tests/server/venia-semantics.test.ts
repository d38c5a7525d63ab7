import { toCents } from '@/lib/money';
import { startGraphql, type Data, type Harness } from './graphql-helpers.ts';
import { ADDRESS } from './cart-helpers.ts';
import { veniaDocument } from './venia-documents.ts';

// Issue 18 item 3: Venia's documents, sent as Venia sends them, answer with Magento 2.4.7's meaning for the
// seed's data: store config, category data, product detail by url key, a cart with prices, shipping and
// payment methods (values read independently from the database; nulls, empty lists and errors as Magento's
// resolvers give them).

let h: Harness;
beforeAll(async () => {
  h = await startGraphql();
});
afterAll(() => h.close());

const run = async (file: string, op: string, variables: Record<string, unknown> = {}, store?: string) => {
  const r = await h.gql(veniaDocument(file, op), variables, store);
  return r;
};
const ok = async (file: string, op: string, variables: Record<string, unknown> = {}, store?: string) => {
  const r = await run(file, op, variables, store);
  expect(r.errors, op).toBeUndefined();
  return r.data as Data;
};
const config = (store: string, key: string) =>
  h.db.prepare('SELECT value FROM store_config WHERE store_code = ? AND key = ?').pluck().get(store, key) as
    string | undefined;
const b64 = (s: string | number) => Buffer.from(String(s)).toString('base64');

describe('store config (Venia: breadcrumbs, product page, footer)', () => {
  it('answers the store view settings', async () => {
    const crumbs = await ok('Breadcrumbs/breadcrumbs.gql.js', 'GetStoreConfigForBreadcrumbs');
    expect(crumbs.storeConfig).toEqual({
      store_code: 'et',
      category_url_suffix: config('et', 'category_url_suffix') ?? '',
    });
    const ru = await ok('Breadcrumbs/breadcrumbs.gql.js', 'GetStoreConfigForBreadcrumbs', {}, 'ru');
    expect(ru.storeConfig.store_code).toBe('ru');
    const product = await ok('RootComponents/Product/product.gql.js', 'getStoreConfigData');
    expect(product.storeConfig).toEqual({
      store_code: 'et',
      product_url_suffix: config('et', 'product_url_suffix') ?? '',
      product_canonical_tag: true,
    });
    const footer = await ok('Footer/footer.gql.js', 'storeConfigData');
    expect(footer.storeConfig.copyright).toBe(config('et', 'copyright') ?? null);
  });
});

describe('category data (Venia: category page)', () => {
  it('answers the category by uid, and an empty list for an unknown one', async () => {
    const c = h.db
      .prepare(
        `SELECT id, name_et, url_key_et, url_path_et, description_et FROM categories
                WHERE is_active = 1 AND level = 2 AND landing_page IS NULL ORDER BY position, id LIMIT 1`,
      )
      .get() as Data;
    const d = await ok('RootComponents/Category/categoryContent.gql.js', 'getCategoryData', {
      id: b64(c.id),
    });
    expect(d.categories.items).toHaveLength(1);
    expect(d.categories.items[0]).toMatchObject({
      uid: b64(c.id),
      name: c.name_et,
      url_key: c.url_key_et,
      url_path: c.url_path_et,
      // Magento's default display mode (no category here has another)
      display_mode: 'PRODUCTS',
      // CategoryInterface.cms_block: null without a landing block
      cms_block: null,
    });
    const none = await ok('RootComponents/Category/categoryContent.gql.js', 'getCategoryData', {
      id: b64(999_999),
    });
    expect(none.categories.items).toEqual([]);
  });

  it('sort methods of a category are those Magento offers (position, name, price)', async () => {
    const c = h.db
      .prepare('SELECT id FROM categories WHERE is_active = 1 AND level = 2 LIMIT 1')
      .pluck()
      .get();
    const d = await ok(
      'RootComponents/Category/categoryContent.gql.js',
      'getCategoriesAvailableSortMethods',
      {
        categoryIdFilter: { eq: b64(c as number) },
      },
    );
    const values = d.products.sort_fields.options.map((o: Data) => o.value);
    expect(values).toEqual(expect.arrayContaining(['position', 'name', 'price']));
  });
});

describe('product detail by url key (Venia: product page)', () => {
  it('answers the product with its prices, gallery and stock', async () => {
    const p = h.db
      .prepare(
        `SELECT p.id, p.sku, p.name_et, p.url_key_et, p.price FROM products p JOIN product_inventory i ON i.product_id = p.id
                WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 AND i.stock_status = 1 ORDER BY p.id LIMIT 1`,
      )
      .get() as Data;
    const d = await ok('RootComponents/Product/product.gql.js', 'getProductDetailForProductPage', {
      urlKey: p.url_key_et,
    });
    expect(d.products.items).toHaveLength(1);
    const item = d.products.items[0];
    expect(item).toMatchObject({
      __typename: 'SimpleProduct',
      sku: p.sku,
      name: p.name_et,
      url_key: p.url_key_et,
    });
    expect(item.stock_status).toBe('IN_STOCK');
    const media = h.db.prepare('SELECT COUNT(*) FROM product_media WHERE product_id = ?').pluck().get(p.id);
    expect(item.media_gallery_entries).toHaveLength(media as number);
    // the deprecated price answers the regular price; the final price is not above it
    expect(toCents(item.price.regularPrice.amount.value)).toBe(p.price);
    expect(toCents(item.price_range.maximum_price.final_price.value)).toBeLessThanOrEqual(p.price);
    const unknown = await ok('RootComponents/Product/product.gql.js', 'getProductDetailForProductPage', {
      urlKey: 'no-such-product',
    });
    expect(unknown.products.items).toEqual([]);
  });
});

describe('cart with prices, shipping and payment methods (Venia: cart and checkout)', () => {
  it('prices a cart as Magento does, before and after the shipping method', async () => {
    const cartId = (await ok('CheckoutPage/checkoutPage.gql.js', 'createCart')).cartId;
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const p = h.db
      .prepare(
        `SELECT p.sku FROM products p JOIN product_inventory i ON i.product_id = p.id
                WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 AND i.stock_status = 1 AND i.qty > 10
                  AND i.min_sale_qty <= 1 AND i.enable_qty_increments = 0 AND i.is_qty_decimal = 0 ORDER BY p.id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    await ok('ProductFullDetail/productFullDetail.gql.ce.js', 'addSimpleProductToCart', {
      cartId,
      sku: p,
      quantity: 2,
    });
    const listed = await h.gql(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { price_range { minimum_price { final_price { value } } } } } }`,
      { sku: p },
    );
    const unit = toCents(listed.data.products.items[0].price_range.minimum_price.final_price.value);

    const before = (await ok('CartPage/PriceSummary/priceSummary.gql.js', 'getPriceSummary', { cartId }))
      .cart;
    expect(before.items.map((i: Data) => i.quantity)).toEqual([2]);
    // the listed final price is what the cart charges for each unit
    expect(toCents(before.prices.subtotal_including_tax.value)).toBe(unit * 2);
    expect(before.prices.grand_total).toEqual(before.prices.subtotal_including_tax);
    // no address yet: Magento answers an empty list
    expect(before.shipping_addresses).toEqual([]);

    const payments = (
      await ok('CheckoutPage/PaymentInformation/paymentMethods.gql.js', 'getPaymentMethods', { cartId })
    ).cart;
    expect(payments.available_payment_methods.length).toBeGreaterThan(0);
    // Magento's SelectedPaymentMethod: an empty code before one is chosen
    expect(payments.selected_payment_method).toEqual({ code: '' });

    const estimate = await ok(
      'CartPage/PriceAdjustments/ShippingMethods/shippingMethods.gql.js',
      'SetShippingAddressForEstimate',
      {
        cartId,
        address: { ...ADDRESS },
      },
    );
    const [address] = estimate.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address).toMatchObject({
      country: { code: 'EE' },
      postcode: ADDRESS.postcode,
      street: ADDRESS.street,
    });
    expect(address.selected_shipping_method).toBeNull();
    const methods = (
      await ok('CartPage/PriceAdjustments/ShippingMethods/shippingMethods.gql.js', 'GetShippingMethods', {
        cartId,
      })
    ).cart.shipping_addresses[0].available_shipping_methods as Data[];
    expect(methods.length).toBeGreaterThan(0);
    for (const m of methods) {
      expect(m).toEqual({
        amount: { currency: 'EUR', value: expect.any(Number) },
        available: expect.any(Boolean),
        carrier_code: expect.any(String),
        carrier_title: expect.any(String),
        method_code: expect.any(String),
        method_title: expect.any(String),
      });
    }
    const chosen =
      methods.find((m) => m.available && m.amount.value > 0) ?? methods.find((m) => m.available)!;
    await ok('CheckoutPage/ShippingMethod/shippingMethod.gql.js', 'SetShippingMethod', {
      cartId,
      shippingMethod: { carrier_code: chosen.carrier_code, method_code: chosen.method_code },
    });
    const selected = (
      await ok(
        'CheckoutPage/ShippingMethod/shippingMethod.gql.js',
        'getSelectedAndAvailableShippingMethods',
        { cartId },
      )
    ).cart.shipping_addresses[0].selected_shipping_method;
    expect(selected).toMatchObject({ carrier_code: chosen.carrier_code, method_code: chosen.method_code });
    const after = (await ok('CartPage/PriceSummary/priceSummary.gql.js', 'getPriceSummary', { cartId })).cart;
    expect(after.shipping_addresses[0].selected_shipping_method.amount).toEqual(chosen.amount);
    expect(toCents(after.prices.grand_total.value)).toBe(unit * 2 + toCents(chosen.amount.value));

    const code = payments.available_payment_methods[0].code;
    await ok('CheckoutPage/PaymentInformation/paymentMethods.gql.js', 'setPaymentMethodOnCart', {
      cartId,
      paymentMethod: { code },
    });
    const paid = (
      await ok('CheckoutPage/PaymentInformation/paymentMethods.gql.js', 'getPaymentMethods', { cartId })
    ).cart;
    expect(paid.selected_payment_method).toEqual({ code });
  });

  it("an unknown cart id is Magento's no-such-entity error", async () => {
    const r = await run('CartPage/PriceSummary/priceSummary.gql.js', 'getPriceSummary', {
      cartId: 'x'.repeat(32),
    });
    expect(r.errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});
