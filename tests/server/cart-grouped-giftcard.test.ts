import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@/server/store/cart-order-email';
import { giftCardCodeHash } from '@/server/store/giftcard-accounts';
import { startGraphql, uid, type Data, type Harness } from './graphql-helpers';
import {
  ADDRESS,
  add,
  newCart,
  place,
  setBilling,
  setEmail,
  setPayment,
  setShippingAddress,
} from './cart-helpers';

// Issue 17 item 1: a grouped kit is bought as its members' own lines (Magento's super_group, options
// `grouped/{member id}/{qty}`), all or nothing; a gift card is bought as Adobe Commerce sells it: an amount (fixed
// or the buyer's own within limits), sender, recipient and message, its own line per recipient.

let h: Harness;
beforeAll(async () => {
  h = await startGraphql(300);
});
afterAll(() => h.close());

const giftUid = (field: string) => uid(`giftcard/${field}`);
const entered = (values: Record<string, string>) =>
  Object.entries(values).map(([field, value]) => ({ uid: giftUid(field), value }));
const PERSON = {
  giftcard_sender_name: 'Mari',
  giftcard_sender_email: 'mari@example.ee',
  giftcard_recipient_name: 'Jaan',
  giftcard_recipient_email: 'jaan@example.ee',
  giftcard_message: 'Palju õnne!',
};

const sql = <T>(query: string, ...params: unknown[]) => h.db.prepare(query).get(...params) as T;

describe('grouped products', () => {
  const kit = () => {
    const grouped = sql<{ id: number; sku: string }>(
      `SELECT p.id, p.sku FROM products p WHERE p.type_id = 'grouped' AND p.status = 1
         AND (SELECT count(*) FROM product_links l JOIN product_inventory i ON i.product_id = l.linked_id
              WHERE l.product_id = p.id AND l.link_type = 'associated' AND i.stock_status = 1 AND i.qty >= 10
                AND i.min_sale_qty <= 1 AND i.enable_qty_increments = 0) >= 2
       ORDER BY p.id LIMIT 1`,
    );
    const members = h.db
      .prepare(
        `SELECT p.id, p.sku FROM product_links l JOIN products p ON p.id = l.linked_id
           JOIN product_inventory i ON i.product_id = p.id
         WHERE l.product_id = ? AND l.link_type = 'associated' AND i.stock_status = 1 AND i.qty >= 10
           AND i.min_sale_qty <= 1 AND i.enable_qty_increments = 0 ORDER BY l.position LIMIT 2`,
      )
      .all(grouped.id) as { id: number; sku: string }[];
    return { grouped, members };
  };

  it('adds each chosen member as its own line, times the requested quantity', async () => {
    const { grouped, members } = kit();
    const id = await newCart(h);
    const r = await add(h, id, [
      {
        sku: grouped.sku,
        quantity: 1,
        selected_options: [uid(`grouped/${members[0]!.id}/2`), uid(`grouped/${members[1]!.id}/1`)],
      },
    ]);
    expect(r.data.addProductsToCart.user_errors).toEqual([]);
    const lines = (r.data.addProductsToCart.cart.items as Data[]).map((i) => [i.product.sku, i.quantity]);
    expect(lines).toEqual([
      [members[0]!.sku, 2],
      [members[1]!.sku, 1],
    ]);
  });

  it('without quantities, or with a product that is not a member, nothing is added', async () => {
    const { grouped, members } = kit();
    const id = await newCart(h);
    const none = await add(h, id, [{ sku: grouped.sku, quantity: 1 }]);
    expect(none.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' },
    ]);
    const stranger = sql<{ id: number }>(
      `SELECT id FROM products WHERE type_id = 'simple' ORDER BY id DESC LIMIT 1`,
    );
    const mixed = await add(h, id, [
      {
        sku: grouped.sku,
        quantity: 1,
        selected_options: [uid(`grouped/${members[0]!.id}/1`), uid(`grouped/${stranger.id}/1`)],
      },
    ]);
    expect(mixed.data.addProductsToCart.user_errors[0].message).toBe(
      'The product option you selected is not available.',
    );
    // all or nothing: when the second member is refused (more than may be bought), the first does not stay behind
    const tooMany = await add(h, id, [
      {
        sku: grouped.sku,
        quantity: 1,
        selected_options: [uid(`grouped/${members[0]!.id}/1`), uid(`grouped/${members[1]!.id}/100000`)],
      },
    ]);
    expect(tooMany.data.addProductsToCart.user_errors).toHaveLength(1);
    expect(tooMany.data.addProductsToCart.cart.items).toEqual([]);
  });
});

describe('gift cards', () => {
  const card = (type: 'VIRTUAL' | 'PHYSICAL') =>
    sql<{ id: number; sku: string; open_amount_min: number; open_amount_max: number }>(
      `SELECT id, sku, open_amount_min, open_amount_max FROM products WHERE type_id = 'giftcard' AND giftcard_type = ? ORDER BY id LIMIT 1`,
      type,
    );
  const amount = (productId: number) =>
    sql<{ id: number; value: number }>(
      'SELECT id, value FROM giftcard_amounts WHERE product_id = ? ORDER BY position LIMIT 1',
      productId,
    );

  it('an e-gift card with a fixed amount: its own line with sender and recipient, a virtual cart', async () => {
    const gift = card('VIRTUAL');
    const value = amount(gift.id);
    const id = await newCart(h);
    const r = await h.gql(
      `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
        user_errors { message }
        cart { is_virtual items { __typename quantity prices { price { value } }
          ... on GiftCardCartItem { amount { value } sender_name recipient_name recipient_email message } } } } }`,
      {
        id,
        items: [
          {
            sku: gift.sku,
            quantity: 1,
            selected_options: [uid(`giftcard/${value.id}`)],
            entered_options: entered(PERSON),
          },
        ],
      },
    );
    expect(r.data.addProductsToCart.user_errors).toEqual([]);
    const cart = r.data.addProductsToCart.cart;
    expect(cart.is_virtual).toBe(true);
    expect(cart.items).toEqual([
      {
        __typename: 'GiftCardCartItem',
        quantity: 1,
        prices: { price: { value: value.value / 100 } },
        amount: { value: value.value / 100 },
        sender_name: 'Mari',
        recipient_name: 'Jaan',
        recipient_email: 'jaan@example.ee',
        message: 'Palju õnne!',
      },
    ]);
    // the same card for the same person raises the line; for another person it is another line
    await add(h, id, [
      {
        sku: gift.sku,
        quantity: 1,
        selected_options: [uid(`giftcard/${value.id}`)],
        entered_options: entered(PERSON),
      },
    ]);
    const other = await add(h, id, [
      {
        sku: gift.sku,
        quantity: 1,
        selected_options: [uid(`giftcard/${value.id}`)],
        entered_options: entered({ ...PERSON, giftcard_recipient_name: 'Juku' }),
      },
    ]);
    expect(other.data.addProductsToCart.cart.items.map((i: Data) => i.quantity)).toEqual([2, 1]);
    // bought without any delivery
    await setEmail(h, id, 'mari@example.ee');
    await setBilling(h, id, { address: ADDRESS });
    await setPayment(h, id, 'company_invoice');
    expect((await place(h, id)).data.placeOrder.errors).toEqual([]);

    // each card bought is issued: a code for each, mailed to its recipient with the sender's message; the
    // shop keeps only the code's hash
    const mails = listOutbox(h.db, 500).filter(
      (m) => m.kind === 'giftcard' && m.recipient === 'jaan@example.ee',
    );
    expect(mails).toHaveLength(3);
    const codes = mails.map((m) => m.body.match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)?.[0]);
    expect(new Set(codes).size).toBe(3);
    expect(mails[0]!.body).toContain('Palju õnne!');
    expect(mails[0]!.subject).toContain('Mari');
    for (const code of codes) {
      const account = sql<{ balance: number }>(
        'SELECT balance FROM giftcard_accounts WHERE code_hash = ?',
        giftCardCodeHash(code!),
      );
      expect(account.balance).toBe(value.value);
    }
    expect(JSON.stringify(sql('SELECT * FROM giftcard_accounts LIMIT 1'))).not.toMatch(
      /[A-Z2-9]{4}-[A-Z2-9]{4}/,
    );
  });

  it("the buyer's own amount within the card's limits; the required people and addresses", async () => {
    const gift = card('VIRTUAL');
    const id = await newCart(h);
    const own = (value: string, extra: Record<string, string> = {}) =>
      add(h, id, [
        {
          sku: gift.sku,
          quantity: 1,
          entered_options: entered({ ...PERSON, custom_giftcard_amount: value, ...extra }),
        },
      ]);
    const ok = await own('37,50');
    expect(ok.data.addProductsToCart.user_errors).toEqual([]);
    expect(ok.data.addProductsToCart.cart.items[0].prices.price.value).toBe(37.5);
    expect(
      (await own(String(gift.open_amount_max / 100 + 1))).data.addProductsToCart.user_errors[0].message,
    ).toBe(`Gift Card max amount is €${(gift.open_amount_max / 100).toFixed(2)}`);
    expect((await own('1')).data.addProductsToCart.user_errors[0].message).toBe(
      `Gift Card min amount is €${(gift.open_amount_min / 100).toFixed(2)}`,
    );
    expect(
      (await own('20', { giftcard_recipient_email: '' })).data.addProductsToCart.user_errors[0].message,
    ).toBe('Please specify a recipient email.');
    expect(
      (await own('20', { giftcard_sender_email: 'mari@' })).data.addProductsToCart.user_errors[0].message,
    ).toBe('Please enter a valid e-mail address');
    const none = await add(h, id, [{ sku: gift.sku, quantity: 1, entered_options: entered(PERSON) }]);
    expect(none.data.addProductsToCart.user_errors[0].message).toBe('Please specify a gift card amount.');
  });

  it('a card in a box is posted: names only, and the cart needs a delivery', async () => {
    const gift = card('PHYSICAL');
    const value = amount(gift.id);
    const id = await newCart(h);
    const r = await add(h, id, [
      {
        sku: gift.sku,
        quantity: 1,
        selected_options: [uid(`giftcard/${value.id}`)],
        entered_options: entered({ giftcard_sender_name: 'Mari', giftcard_recipient_name: 'Jaan' }),
      },
    ]);
    expect(r.data.addProductsToCart.user_errors).toEqual([]);
    expect(r.data.addProductsToCart.cart.is_virtual).toBe(false);
    const shipping = await setShippingAddress(h, id, { address: ADDRESS });
    expect(shipping.errors).toBeUndefined();
  });
});
