import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, categoryOf, newCustomer, startCustomerServer, type Caller } from './customer-helpers';

// Magento 2.4.7 WishlistGraphQl (issue 16 item 1): the customer's own wishlist, per-type items, Magento's user
// errors, and the deprecated shapes. Owner checks and the store config flag: wishlist-access.test.ts.

let s: TestServer;
let mari: Caller;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
  mari = await newCustomer(s);
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const ITEMS = `items_count items_v2 { items { __typename id quantity description added_at product { sku }
  ... on ConfigurableWishlistItem { child_sku configured_variant { sku } configurable_options { option_label value_label } }
  ... on BundleWishlistItem { bundle_options { label values { label quantity } } } }
  page_info { current_page page_size total_pages } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { id ${ITEMS} } user_errors { code message } } }`;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
  wishlist { items_count } user_errors { code message } } }`;
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { items_v2 { items { id quantity description } } } user_errors { code message } } }`;
const TO_CART = `mutation ($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
  status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId }
  wishlist { items_count items_v2 { items { id product { sku } } } } } }`;
const WISHLISTS = `{ customer { wishlists { id ${ITEMS} } } }`;

const add = (who: Caller, items: Record<string, unknown>[], id = '0') => call(s, ADD, { id, items }, who);
const clear = async (who: Caller) => {
  const r = await call(s, WISHLISTS, {}, who);
  const ids = r.data.customer.wishlists[0].items_v2.items.map((i: { id: string }) => i.id);
  if (ids.length) await call(s, REMOVE, { id: '0', ids }, who);
};

describe('addProductsToWishlist', () => {
  it('adds a product to the customer’s own wishlist with id "0", and the same product again adds to its quantity', async () => {
    await clear(mari);
    const first = await add(mari, [{ sku: 'SIM-0001', quantity: 1 }]);
    expect(first.errors).toBeUndefined();
    const out = first.data.addProductsToWishlist;
    expect(out.user_errors).toEqual([]);
    expect(out.wishlist.id).toMatch(/^[1-9]\d*$/);
    expect(out.wishlist.items_count).toBe(1);
    const [item] = out.wishlist.items_v2.items;
    expect(item).toMatchObject({
      __typename: 'SimpleWishlistItem',
      quantity: 1,
      product: { sku: 'SIM-0001' },
    });
    expect(item.added_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const again = await add(mari, [{ sku: 'SIM-0001', quantity: 2 }], out.wishlist.id);
    expect(again.data.addProductsToWishlist.wishlist.items_count).toBe(1);
    expect(again.data.addProductsToWishlist.wishlist.items_v2.items[0].quantity).toBe(3);
  });

  it('answers an unknown sku, a zero quantity and an unsupported type with Magento’s user errors and adds the rest', async () => {
    await clear(mari);
    const r = await add(mari, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'SIM-0002', quantity: 0 },
      { sku: 'GC-0001', quantity: 1 },
      { sku: 'SIM-0003', quantity: 1 },
    ]);
    const out = r.data.addProductsToWishlist;
    expect(out.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      { code: 'UNDEFINED', message: 'Product Type giftcard not supported in add to wishlist yet' },
    ]);
    expect(out.wishlist.items_v2.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([
      'SIM-0003',
    ]);
  });

  it('keeps the chosen configurable child and bundle options as the per-type items', async () => {
    await clear(mari);
    const bundle = s.db
      .prepare(
        `SELECT o.id AS option_id, s.id AS selection_id FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.id
         JOIN products p ON p.id = o.product_id WHERE p.sku = 'BND-0001' AND o.required = 1 ORDER BY o.position, o.id, s.id`,
      )
      .all() as { option_id: number; selection_id: number }[];
    const chosen = [...new Map(bundle.map((b) => [b.option_id, b])).values()].map((b) =>
      Buffer.from(`bundle/${b.option_id}/${b.selection_id}/1`).toString('base64'),
    );
    const r = await add(mari, [
      { sku: 'CFG-0001-VAL-M', parent_sku: 'CFG-0001', quantity: 1 },
      { sku: 'BND-0001', quantity: 1, selected_options: chosen },
    ]);
    expect(r.data.addProductsToWishlist.user_errors).toEqual([]);
    const items = r.data.addProductsToWishlist.wishlist.items_v2.items;
    const cfg = items.find((i: { __typename: string }) => i.__typename === 'ConfigurableWishlistItem');
    expect(cfg).toMatchObject({ product: { sku: 'CFG-0001' }, child_sku: 'CFG-0001-VAL-M' });
    expect(cfg.configured_variant.sku).toBe('CFG-0001-VAL-M');
    expect(cfg.configurable_options).toHaveLength(2);
    const bnd = items.find((i: { __typename: string }) => i.__typename === 'BundleWishlistItem');
    expect(bnd.product.sku).toBe('BND-0001');
    expect(bnd.bundle_options).toHaveLength(chosen.length);
  });

  it('a child that is not the parent’s option is refused', async () => {
    const r = await add(mari, [{ sku: 'SIM-0001', parent_sku: 'CFG-0001', quantity: 1 }]);
    expect(r.data.addProductsToWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Product "SIM-0001" is not an option of "CFG-0001".' },
    ]);
  });
});

describe('removeProductsFromWishlist and updateProductsInWishlist', () => {
  it('removes an item, reports an unknown id, and updates quantity and note', async () => {
    await clear(mari);
    const added = await add(mari, [
      { sku: 'SIM-0001', quantity: 1 },
      { sku: 'SIM-0002', quantity: 1 },
    ]);
    const [a, b] = added.data.addProductsToWishlist.wishlist.items_v2.items as { id: string }[];
    const removed = await call(s, REMOVE, { id: '0', ids: [a!.id, '999999'] }, mari);
    expect(removed.data.removeProductsFromWishlist).toEqual({
      wishlist: { items_count: 1 },
      user_errors: [
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "999999"' },
      ],
    });
    const updated = await call(
      s,
      UPDATE,
      { id: '0', items: [{ wishlist_item_id: b!.id, quantity: 4, description: 'Saunasse' }] },
      mari,
    );
    expect(updated.data.updateProductsInWishlist.wishlist.items_v2.items).toEqual([
      { id: b!.id, quantity: 4, description: 'Saunasse' },
    ]);
    const zero = await call(s, UPDATE, { id: '0', items: [{ wishlist_item_id: b!.id, quantity: 0 }] }, mari);
    expect(zero.data.updateProductsInWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
  });
});

describe('addWishlistItemsToCart', () => {
  it('puts the salable items into the customer cart and names each failing item with its error', async () => {
    await clear(mari);
    const added = await add(mari, [
      { sku: 'SIM-0001', quantity: 2 },
      { sku: 'SIM-0005', quantity: 1 },
      { sku: 'CFG-0001', quantity: 1 },
    ]);
    const wishlist = added.data.addProductsToWishlist.wishlist;
    const idOf = (sku: string) =>
      wishlist.items_v2.items.find((i: { product: { sku: string } }) => i.product.sku === sku).id as string;
    const r = await call(s, TO_CART, { id: wishlist.id }, mari);
    expect(r.errors).toBeUndefined();
    const out = r.data.addWishlistItemsToCart;
    expect(out.status).toBe(false);
    expect(out.add_wishlist_items_to_cart_user_errors).toEqual(
      expect.arrayContaining([
        {
          code: 'NOT_SALABLE',
          message: 'Product that you are trying to add is not available.',
          wishlistId: wishlist.id,
          wishlistItemId: idOf('SIM-0005'),
        },
        {
          code: 'UNDEFINED',
          message: 'You need to choose options for your item.',
          wishlistId: wishlist.id,
          wishlistItemId: idOf('CFG-0001'),
        },
      ]),
    );
    expect(out.add_wishlist_items_to_cart_user_errors).toHaveLength(2);
    // the item that landed left the wishlist; the failing ones stay
    expect(out.wishlist.items_count).toBe(2);
    const cart = await call(s, `{ customerCart { items { quantity product { sku } } } }`, {}, mari);
    expect(cart.data.customerCart.items).toEqual([{ quantity: 2, product: { sku: 'SIM-0001' } }]);
  });

  it('adds only the items named, succeeds with status true, and refuses an unknown item id', async () => {
    await clear(mari);
    const added = await add(mari, [
      { sku: 'SIM-0002', quantity: 1 },
      { sku: 'SIM-0003', quantity: 1 },
    ]);
    const items = added.data.addProductsToWishlist.wishlist.items_v2.items as {
      id: string;
      product: { sku: string };
    }[];
    const paint = items.find((i) => i.product.sku === 'SIM-0002')!;
    const r = await call(s, TO_CART, { id: '0', ids: [paint.id] }, mari);
    expect(r.data.addWishlistItemsToCart.status).toBe(true);
    expect(
      r.data.addWishlistItemsToCart.wishlist.items_v2.items.map(
        (i: { product: { sku: string } }) => i.product.sku,
      ),
    ).toEqual(['SIM-0003']);
    const unknown = await call(s, TO_CART, { id: '0', ids: ['999999'] }, mari);
    expect(unknown.errors?.[0]?.message).toBe('The wishlist item ids "999999" were not found.');
    expect(categoryOf(unknown)).toBe('graphql-input');
  });
});

describe('reading the wishlist', () => {
  it('pages items_v2 and serves the deprecated Customer.wishlist and Query.wishlist', async () => {
    await clear(mari);
    await add(mari, [
      { sku: 'SIM-0001', quantity: 1 },
      { sku: 'SIM-0002', quantity: 1 },
      { sku: 'SIM-0003', quantity: 1 },
    ]);
    const page = await call(
      s,
      `{ customer { wishlists { items_v2(currentPage: 2, pageSize: 2) { items { id } page_info { current_page page_size total_pages } } } } }`,
      {},
      mari,
    );
    expect(page.data.customer.wishlists[0].items_v2).toMatchObject({
      items: [expect.any(Object)],
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
    });
    const legacy = await call(
      s,
      `{ customer { wishlist { id items_count } } wishlist { items_count sharing_code updated_at name items { id qty product { sku } } } }`,
      {},
      mari,
    );
    expect(legacy.data.customer.wishlist.items_count).toBe(3);
    expect(legacy.data.wishlist).toMatchObject({ items_count: 3, name: null });
    expect(legacy.data.wishlist.sharing_code).toMatch(/^[a-z0-9]{32}$/);
    expect(legacy.data.wishlist.items[0]).toMatchObject({ id: expect.any(Number), qty: 1 });
  });
});
