import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSpecialPrice, shownPrice } from '@/lib/prices';
import { toCents } from '@/lib/money';
import { startGraphql, type Data, type Harness } from './graphql-helpers';
import { add, CART_FIELDS, getCart, mutateCart, newCart } from './cart-helpers';

// spec §7 cart calls against the reference server: every operation and its Magento error messages.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

const product = async (sku: string): Promise<Data> =>
  (
    await h.gql(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
        sku price_range { minimum_price { regular_price { value } final_price { value } } }
        available_price_tiers { final_price { value currency } quantity price_group_type price_valid_until cust_group }
        ... on ConfigurableProduct { configurable_options { values { uid label } } variants { product { sku } attributes { uid } } }
        ... on BundleProduct { items { uid required options { uid quantity is_default product { sku } } } }
        ... on DownloadableProduct { downloadable_product_links { uid title } }
      } } }`,
      { sku },
    )
  ).data.products.items[0];

describe('guest carts', () => {
  it('createEmptyCart and createGuestCart give masked 32-character ids of new empty carts', async () => {
    const a = await newCart(h);
    const b = (await h.gql(`mutation { createGuestCart { cart { id total_quantity items { uid } } } }`)).data
      .createGuestCart.cart;
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(b.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b.id);
    expect(b).toMatchObject({ total_quantity: 0, items: [] });
    const c = (await getCart(h, a)).data.cart;
    expect(c).toMatchObject({ id: a, total_quantity: 0, items_count: 0, items: [], applied_coupons: null });
    expect(c.prices.grand_total).toEqual({ value: 0, currency: 'EUR' });
  });

  it("an unknown cart id is graphql-no-such-entity with Magento's message", async () => {
    const r = await getCart(h, 'x'.repeat(32));
    expect(r.errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('customerCart without a signed-in customer is graphql-authorization (the client falls back to its guest cart)', async () => {
    const r = await h.gql('{ customerCart { id } }');
    expect(r.errors?.[0]).toMatchObject({
      message: `The current customer isn't authorized.`,
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('createEmptyCart with a chosen id checks its length and that it is unused', async () => {
    const id = 'A'.repeat(31) + 'b';
    const ok = await h.gql(`mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }`, { id });
    expect(ok.data.createEmptyCart).toBe(id);
    const again = await h.gql(`mutation ($id: String) { createEmptyCart(input: { cart_id: $id }) }`, { id });
    expect(again.errors?.[0]?.message).toBe(`Cart with ID "${id}" already exists.`);
    const short = await h.gql(`mutation { createEmptyCart(input: { cart_id: "abc" }) }`);
    expect(short.errors?.[0]?.extensions.category).toBe('graphql-input');
  });
});

describe('addProductsToCart', () => {
  it('adds a simple product at the price a guest sees on the product page; adding again raises the same line', async () => {
    const id = await newCart(h);
    const first = await add(h, id, [{ sku: 'SIM-0001', quantity: 1 }]);
    expect(first.data.addProductsToCart.user_errors).toEqual([]);
    const second = (await add(h, id, [{ sku: 'SIM-0001', quantity: 2 }])).data.addProductsToCart;
    expect(second.cart.items).toHaveLength(1);
    expect(second.cart.items[0]).toMatchObject({
      __typename: 'SimpleCartItem',
      quantity: 3,
      is_available: true,
    });
    expect(second.cart.total_quantity).toBe(3);
    expect(second.cart.items[0].uid).toBe(first.data.addProductsToCart.cart.items[0].uid);
    // spec §6: the guest's price = the lower of the shown price and the guest's special tier
    const p = await product('SIM-0001');
    const special = chooseSpecialPrice(
      p.available_price_tiers,
      { loggedIn: false },
      { now: new Date(), quantity: 3 },
    );
    const expected = shownPrice(toCents(p.price_range.minimum_price.final_price.value), special).finalCents;
    expect(expected).toBeLessThan(toCents(p.price_range.minimum_price.regular_price.value)); // the seed gives SIM-0001 a guest tier
    expect(toCents(second.cart.items[0].prices.price.value)).toBe(expected);
    expect(toCents(second.cart.prices.grand_total.value)).toBe(expected * 3);
    expect(second.cart.items[0].product).toMatchObject({ __typename: 'SimpleProduct', sku: 'SIM-0001' });
  });

  it('configurable by selected option uids, by parent_sku and by the legacy mutation share one line per variant', async () => {
    const id = await newCart(h);
    const p = await product('CFG-0001');
    const variant = p.variants[1];
    const r1 = (
      await add(h, id, [
        { sku: 'CFG-0001', quantity: 1, selected_options: variant.attributes.map((a: Data) => a.uid) },
      ])
    ).data.addProductsToCart;
    expect(r1.user_errors).toEqual([]);
    expect(r1.cart.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem',
      configured_variant: { sku: variant.product.sku },
    });
    expect(r1.cart.items[0].product.sku).toBe('CFG-0001');
    expect(r1.cart.items[0].configurable_options).toHaveLength(2);
    await add(h, id, [{ sku: variant.product.sku, parent_sku: 'CFG-0001', quantity: 1 }]);
    const legacy = await mutateCart(
      h,
      'addConfigurableProductsToCart',
      'AddConfigurableProductsToCartInput',
      {
        cart_id: id,
        cart_items: [{ parent_sku: 'CFG-0001', data: { sku: variant.product.sku, quantity: 1 } }],
      },
    );
    expect(legacy.errors).toBeUndefined();
    expect(legacy.data.addConfigurableProductsToCart.cart.items).toHaveLength(1);
    expect(legacy.data.addConfigurableProductsToCart.cart.items[0].quantity).toBe(3);
    const none = (await add(h, id, [{ sku: 'CFG-0001', quantity: 1 }])).data.addProductsToCart;
    expect(none.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
    ]);
  });

  it('bundle by selected option uids and by the legacy mutation; required options are enforced', async () => {
    const id = await newCart(h);
    const p = await product('BND-0001');
    const defaults = p.items
      .filter((i: Data) => i.required)
      .map((i: Data) => i.options.find((o: Data) => o.is_default).uid);
    const r = (await add(h, id, [{ sku: 'BND-0001', quantity: 1, selected_options: defaults }])).data
      .addProductsToCart;
    expect(r.user_errors).toEqual([]);
    expect(r.cart.items[0].__typename).toBe('BundleCartItem');
    expect(r.cart.items[0].bundle_options).toHaveLength(defaults.length);
    expect(r.cart.items[0].prices.price.value).toBeGreaterThan(0);
    const missing = (
      await add(h, id, [{ sku: 'BND-0001', quantity: 1, selected_options: defaults.slice(0, 1) }])
    ).data.addProductsToCart;
    expect(missing.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please select all required options.' },
    ]);
    const ids = p.items
      .filter((i: Data) => i.required)
      .map((i: Data) =>
        Buffer.from(i.options.find((o: Data) => o.is_default).uid, 'base64')
          .toString()
          .split('/'),
      );
    const legacy = await mutateCart(h, 'addBundleProductsToCart', 'AddBundleProductsToCartInput', {
      cart_id: id,
      cart_items: [
        {
          data: { sku: 'BND-0001', quantity: 1 },
          bundle_options: ids.map((x: string[]) => ({
            id: Number(x[1]),
            quantity: Number(x[3]),
            value: [x[2]],
          })),
        },
      ],
    });
    expect(legacy.errors).toBeUndefined();
    const items = legacy.data.addBundleProductsToCart.cart.items;
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
  });

  it('downloadable (links) and virtual products, also through the legacy mutations', async () => {
    const id = await newCart(h);
    const dl = await product('DL-0001');
    const r = (
      await add(h, id, [
        { sku: 'DL-0001', quantity: 1, selected_options: [dl.downloadable_product_links[0].uid] },
      ])
    ).data.addProductsToCart;
    expect(r.user_errors).toEqual([]);
    expect(r.cart.items[0].__typename).toBe('DownloadableCartItem');
    expect(r.cart.items[0].links.length).toBeGreaterThan(0);
    const v = await mutateCart(h, 'addVirtualProductsToCart', 'AddVirtualProductsToCartInput', {
      cart_id: id,
      cart_items: [{ data: { sku: 'VIR-0001', quantity: 2 } }],
    });
    expect(v.errors).toBeUndefined();
    const cart = v.data.addVirtualProductsToCart.cart;
    expect(cart.items.map((i: Data) => i.__typename)).toEqual(['DownloadableCartItem', 'VirtualCartItem']);
    expect(cart.is_virtual).toBe(true);
    expect(cart.items_groups).toEqual([]);
    const simple = await mutateCart(h, 'addSimpleProductsToCart', 'AddSimpleProductsToCartInput', {
      cart_id: id,
      cart_items: [{ data: { sku: 'SIM-0002', quantity: 1 } }],
    });
    expect(simple.data.addSimpleProductsToCart.cart.is_virtual).toBe(false);
    const linkId = Number(
      Buffer.from(dl.downloadable_product_links[1].uid, 'base64').toString().split('/')[1],
    );
    const legacy = await mutateCart(
      h,
      'addDownloadableProductsToCart',
      'AddDownloadableProductsToCartInput',
      {
        cart_id: id,
        cart_items: [
          { data: { sku: 'DL-0001', quantity: 1 }, downloadable_product_links: [{ link_id: linkId }] },
        ],
      },
    );
    expect(legacy.errors).toBeUndefined();
  });

  it('grouped and gift card products without their choices say what is missing (issue 17: both are sold)', async () => {
    const id = await newCart(h);
    const r = (
      await add(h, id, [
        { sku: 'GRP-0001', quantity: 1 },
        { sku: 'GC-0001', quantity: 1 },
      ])
    ).data.addProductsToCart;
    expect(r.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' },
      { code: 'UNDEFINED', message: 'Please specify a gift card amount.' },
    ]);
    expect(r.cart.items).toEqual([]);
  });

  it('unknown, out-of-stock and over-stock products give the cart input error codes; good items still go in', async () => {
    const id = await newCart(h);
    const stock = Number(
      h.db
        .prepare(
          `SELECT qty FROM product_inventory i JOIN products p ON p.id = i.product_id WHERE sku = 'SIM-0006'`,
        )
        .pluck()
        .get(),
    );
    const r = (
      await add(h, id, [
        { sku: 'NOPE-1', quantity: 1 },
        { sku: 'SIM-0005', quantity: 1 },
        { sku: 'SIM-0006', quantity: stock + 1 },
        { sku: 'SIM-0001', quantity: 1 },
      ])
    ).data.addProductsToCart;
    expect(r.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1"' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested quantity is not available' },
    ]);
    expect(r.cart.items.map((i: Data) => i.product.sku)).toEqual(['SIM-0001']);
    // the whole stock fits; one more across two adds does not
    const ok = (await add(h, id, [{ sku: 'SIM-0006', quantity: stock }])).data.addProductsToCart;
    expect(ok.user_errors).toEqual([]);
    const more = (await add(h, id, [{ sku: 'SIM-0006', quantity: 1 }])).data.addProductsToCart;
    expect(more.user_errors[0].code).toBe('INSUFFICIENT_STOCK');
  });

  it('quantity increments, minimum and maximum sale quantities and decimals', async () => {
    const id = await newCart(h);
    const errs = async (sku: string, quantity: number) =>
      (await add(h, id, [{ sku, quantity }])).data.addProductsToCart.user_errors;
    expect(await errs('SIM-0004', 30)).toEqual([
      { code: 'UNDEFINED', message: 'You can buy this product only in quantities of 25 at a time.' },
    ]);
    expect(await errs('SIM-0004', 0)).toEqual([
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
    ]);
    expect(await errs('SIM-0004', 1025)).toEqual([
      { code: 'UNDEFINED', message: 'The most you may purchase is 1000.' },
    ]);
    expect(await errs('SIM-0001', 1.5)).toEqual([
      { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
    ]);
    expect(await errs('SIM-0004', 50)).toEqual([]);
    expect(await errs('SIM-0003', 3)).toEqual([]); // laminate in m2 (is_qty_decimal)
    const cart = (await getCart(h, id)).data.cart;
    expect(cart.items.map((i: Data) => [i.product.sku, i.quantity])).toEqual([
      ['SIM-0004', 50],
      ['SIM-0003', 3],
    ]);
  });
});

describe('updateCartItems, removeItemFromCart, cartTotalQty, setGuestEmailOnCart', () => {
  const update = (cart_id: string, cart_items: Data[]) =>
    mutateCart(h, 'updateCartItems', 'UpdateCartItemsInput', { cart_id, cart_items });

  it('updates quantities, removes at 0 and refuses quantities the product does not allow', async () => {
    const id = await newCart(h);
    const items = (
      await add(h, id, [
        { sku: 'SIM-0001', quantity: 1 },
        { sku: 'SIM-0004', quantity: 25 },
      ])
    ).data.addProductsToCart.cart.items;
    const [screw, wood] = items.map((i: Data) => i.uid);
    const r = await update(id, [{ cart_item_uid: screw, quantity: 4 }]);
    expect(r.data.updateCartItems.cart.items[0].quantity).toBe(4);
    const inc = await update(id, [{ cart_item_uid: wood, quantity: 30 }]);
    expect(inc.errors?.[0]).toMatchObject({
      message: 'You can buy this product only in quantities of 25 at a time.',
      extensions: { category: 'graphql-input' },
    });
    const over = await update(id, [{ cart_item_uid: screw, quantity: 10000 }]);
    expect(over.errors?.[0]?.message).toBe('The requested quantity is not available');
    const gone = await update(id, [{ cart_item_uid: wood, quantity: 0 }]);
    expect(gone.data.updateCartItems.cart.items.map((i: Data) => i.uid)).toEqual([screw]);
    const unknown = await update(id, [
      { cart_item_uid: Buffer.from('999999').toString('base64'), quantity: 1 },
    ]);
    expect(unknown.errors?.[0]?.extensions.category).toBe('graphql-no-such-entity');
    // the failed updates changed nothing
    expect((await getCart(h, id)).data.cart.items[0].quantity).toBe(4);
  });

  it("removes an item; an unknown uid gets Magento's error", async () => {
    const id = await newCart(h);
    const uid = (await add(h, id, [{ sku: 'SIM-0001', quantity: 1 }])).data.addProductsToCart.cart.items[0]
      .uid;
    const bad = await mutateCart(h, 'removeItemFromCart', 'RemoveItemFromCartInput', {
      cart_id: id,
      cart_item_uid: Buffer.from('424242').toString('base64'),
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: `The cart doesn't contain the item`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    const ok = await mutateCart(h, 'removeItemFromCart', 'RemoveItemFromCartInput', {
      cart_id: id,
      cart_item_uid: uid,
    });
    expect(ok.data.removeItemFromCart.cart.items).toEqual([]);
  });

  it('cartTotalQty sums the quantities', async () => {
    const id = await newCart(h);
    await add(h, id, [
      { sku: 'SIM-0001', quantity: 2 },
      { sku: 'SIM-0004', quantity: 25 },
    ]);
    const r = await h.gql(`query ($id: String!) { cartTotalQty(cart_id: $id) }`, { id });
    expect(r.data.cartTotalQty).toBe(27);
    const none = await h.gql(`query { cartTotalQty(cart_id: "nope") }`);
    expect(none.errors?.[0]?.extensions.category).toBe('graphql-no-such-entity');
  });

  it('setGuestEmailOnCart stores a valid address and refuses an invalid one', async () => {
    const id = await newCart(h);
    const bad = await mutateCart(h, 'setGuestEmailOnCart', 'SetGuestEmailOnCartInput', {
      cart_id: id,
      email: 'nope',
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please enter a valid e-mail address', // spec §5 (issue 15; Magento: Invalid email format)
      extensions: { category: 'graphql-input' },
    });
    const ok = await mutateCart(h, 'setGuestEmailOnCart', 'SetGuestEmailOnCartInput', {
      cart_id: id,
      email: 'mari@example.ee',
    });
    expect(ok.data.setGuestEmailOnCart.cart.email).toBe('mari@example.ee');
  });
});

describe('mergeCarts', () => {
  it("merges a guest cart's lines into the customer's cart and deactivates it; guests cannot merge", async () => {
    const email = `merge-${Date.now()}@example.ee`;
    await h.gql(
      `mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }`,
      {
        i: { email, firstname: 'Mari', lastname: 'Maasikas', password: 'Ehitus-2026!' },
      },
    );
    const token = (
      await h.gql(
        `mutation ($e: String!) { generateCustomerToken(email: $e, password: "Ehitus-2026!") { token } }`,
        {
          e: email,
        },
      )
    ).data.generateCustomerToken.token as string;
    const asCustomer = async (query: string, variables: Record<string, unknown> = {}) =>
      (
        await h.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${token}` },
          payload: { query, variables },
        })
      ).json() as { data: Data; errors?: { message: string; extensions: { category: string } }[] };
    const dest = (await asCustomer('{ customerCart { id } }')).data.customerCart.id as string;
    await asCustomer(
      `mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "SIM-0001", quantity: 1 }]) { cart { id } } }`,
      { c: dest },
    );
    const source = await newCart(h);
    await add(h, source, [
      { sku: 'SIM-0001', quantity: 2 },
      { sku: 'SIM-0002', quantity: 1 },
    ]);
    const guest = await h.gql(`mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, {
      s: source,
    });
    expect(guest.errors?.[0]?.extensions.category).toBe('graphql-authorization');
    const r = await asCustomer(
      `mutation ($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { ${CART_FIELDS} } }`,
      { s: source, d: dest },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.mergeCarts.items.map((i: Data) => [i.product.sku, i.quantity])).toEqual([
      ['SIM-0001', 3],
      ['SIM-0002', 1],
    ]);
    const old = await getCart(h, source);
    expect(old.errors?.[0]?.message).toBe(`The cart isn't active.`);
  });
});
