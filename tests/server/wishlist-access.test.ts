import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './http-fixtures';
import { call, categoryOf, newCustomer, startCustomerServer, type Caller } from './customer-helpers';

// Who may read and change a wishlist (issue 16 item 1, spec §6): only its owner. Another customer's wishlist id
// is Magento's "not found" and their items are never touched; a guest gets graphql-authorization; the store
// config flag magento_wishlist_general_is_enabled turns every operation off.

let s: TestServer;
let owner: Caller;
let other: Caller;
let ownerWishlistId: string;
let ownerItemId: string;

const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { id items_count items_v2 { items { id } } } user_errors { code message } } }`;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
  wishlist { items_count } user_errors { code message } } }`;
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
  user_errors { code message } } }`;
const TO_CART = `mutation ($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status } }`;
const OWN_COUNT = `{ customer { wishlists { items_count } } }`;

beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_FACTOR = '20';
  s = await startCustomerServer();
  owner = await newCustomer(s);
  other = await newCustomer(s);
  const r = await call(s, ADD, { id: '0', items: [{ sku: 'SIM-0001', quantity: 1 }] }, owner);
  ownerWishlistId = r.data.addProductsToWishlist.wishlist.id;
  ownerItemId = r.data.addProductsToWishlist.wishlist.items_v2.items[0].id;
});
afterAll(async () => {
  delete process.env.AUTH_RATE_LIMIT_FACTOR;
  await s.close();
});

const ownerCount = async () => (await call(s, OWN_COUNT, {}, owner)).data.customer.wishlists[0].items_count;

describe('another customer', () => {
  it('cannot read the wishlist by its id: wishlist_v2 answers null, and their own list is separate', async () => {
    const r = await call(
      s,
      `query ($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } wishlists { id items_count } } }`,
      { id: ownerWishlistId },
      other,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.customer.wishlist_v2).toBeNull();
    expect(r.data.customer.wishlists).toHaveLength(1);
    expect(r.data.customer.wishlists[0].id).not.toBe(ownerWishlistId);
    expect(r.data.customer.wishlists[0].items_count).toBe(0);
    const own = await call(
      s,
      `query ($id: ID!) { customer { wishlist_v2(id: $id) { items_count } } }`,
      { id: ownerWishlistId },
      owner,
    );
    expect(own.data.customer.wishlist_v2.items_count).toBe(1);
  });

  it('cannot add to, remove from, update or empty into the cart the owner’s wishlist', async () => {
    for (const [query, variables] of [
      [ADD, { id: ownerWishlistId, items: [{ sku: 'SIM-0002', quantity: 1 }] }],
      [REMOVE, { id: ownerWishlistId, ids: [ownerItemId] }],
      [UPDATE, { id: ownerWishlistId, items: [{ wishlist_item_id: ownerItemId, quantity: 9 }] }],
      [TO_CART, { id: ownerWishlistId }],
    ] as const) {
      const r = await call(s, query, variables, other);
      expect(r.errors?.[0]?.message).toBe('The wishlist was not found.');
      expect(categoryOf(r)).toBe('graphql-input');
    }
    expect(await ownerCount()).toBe(1);
  });

  it('cannot remove or update the owner’s item through their own wishlist', async () => {
    const removed = await call(s, REMOVE, { id: '0', ids: [ownerItemId] }, other);
    expect(removed.data.removeProductsFromWishlist.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${ownerItemId}" does not belong to the wishlist`,
      },
    ]);
    const updated = await call(
      s,
      UPDATE,
      { id: '0', items: [{ wishlist_item_id: ownerItemId, quantity: 9 }] },
      other,
    );
    expect(updated.data.updateProductsInWishlist.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${ownerItemId}" does not belong to the wishlist`,
      },
    ]);
    const check = await call(s, `{ customer { wishlists { items_v2 { items { quantity } } } } }`, {}, owner);
    expect(check.data.customer.wishlists[0].items_v2.items).toEqual([{ quantity: 1 }]);
  });
});

describe('a guest', () => {
  it('gets graphql-authorization from every wishlist operation', async () => {
    for (const [query, variables] of [
      [ADD, { id: '0', items: [{ sku: 'SIM-0001', quantity: 1 }] }],
      [REMOVE, { id: '0', ids: ['1'] }],
      [UPDATE, { id: '0', items: [{ wishlist_item_id: '1', quantity: 2 }] }],
      [TO_CART, { id: '0' }],
      [`{ wishlist { items_count } }`, {}],
    ] as const) {
      const r = await call(s, query, variables);
      expect(r.errors?.[0]?.message).toBe('The current user cannot perform operations on wishlist');
      expect(categoryOf(r)).toBe('graphql-authorization');
    }
    const customer = await call(s, `{ customer { wishlists { id } } }`);
    expect(categoryOf(customer)).toBe('graphql-authorization');
  });
});

describe('the store config flag magento_wishlist_general_is_enabled', () => {
  it('turns every wishlist operation off for signed-in customers, and back on', async () => {
    const setFlag = (value: string) =>
      s.db
        .prepare(`UPDATE store_config SET value = ? WHERE key = 'magento_wishlist_general_is_enabled'`)
        .run(value);
    setFlag('0');
    try {
      const config = await call(s, `{ storeConfig { magento_wishlist_general_is_enabled } }`);
      expect(config.data.storeConfig.magento_wishlist_general_is_enabled).toBe('0');
      for (const [query, variables] of [
        [ADD, { id: '0', items: [{ sku: 'SIM-0002', quantity: 1 }] }],
        [REMOVE, { id: '0', ids: [ownerItemId] }],
        [TO_CART, { id: '0' }],
        [OWN_COUNT, {}],
        [`{ wishlist { items_count } }`, {}],
      ] as const) {
        const r = await call(s, query, variables, owner);
        expect(r.errors?.[0]?.message).toBe('The wishlist configuration is currently disabled.');
        expect(categoryOf(r)).toBe('graphql-input');
      }
    } finally {
      setFlag('1');
    }
    expect(await ownerCount()).toBe(1);
  });
});
