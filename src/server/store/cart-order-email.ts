import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import { formatMoney } from '@/lib/money';
import type { StoreCode } from '@/server/store/catalog-sql';
import type { StoredAddress } from '@/server/store/cart-checkout';

// Order confirmations go to an outbox table in the order's transaction (one e-mail per order in the store's
// language); the placeOrder resolver then hands them to the mailer and marks them sent (issue 11).

export interface OrderRow {
  id: number;
  increment_id: string;
  store_code: StoreCode;
  cart_id: number;
  token: string;
  status: string;
  email: string;
  customer_firstname: string | null;
  customer_lastname: string | null;
  shipping_address: string | null;
  billing_address: string;
  payment_method: string;
  payment_title: string;
  coupon_code: string | null;
  subtotal: number;
  discount: number;
  shipping_amount: number;
  grand_total: number;
  created_at: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  variant_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  url_key: string | null;
  quantity: number;
  price: number;
  row_total: number;
  discount: number;
  options: string;
  group_id: number | null;
}

export interface OrderShipmentRow {
  order_id: number;
  group_id: number;
  carrier_code: string;
  method_code: string;
  title: string;
  location_id: string | null;
  amount: number;
}

export const loadOrder = (db: Database, id: number) => ({
  order: stmt(db, 'SELECT * FROM orders WHERE id = ?').get(id) as OrderRow,
  items: stmt(db, 'SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(id) as OrderItemRow[],
  shipments: stmt(db, 'SELECT * FROM order_shipments WHERE order_id = ? ORDER BY group_id').all(
    id,
  ) as OrderShipmentRow[],
});

const TEXT = {
  et: {
    subject: (n: string) => `Tellimus ${n} on vastu võetud`,
    hello: (name: string) => (name ? `Tere, ${name}!` : 'Tere!'),
    thanks: 'Aitäh, et tellisite meilt. Anname teada, kui kaup on teele pandud.',
    number: 'Tellimuse number',
    discount: 'Soodustus',
    shipping: 'Tarne',
    recipient: 'Saaja',
    total: 'Kokku',
    payment: 'Makseviis',
  },
  ru: {
    subject: (n: string) => `Заказ ${n} принят`,
    hello: (name: string) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    thanks: 'Спасибо за заказ. Мы сообщим, когда товар будет отправлен.',
    number: 'Номер заказа',
    discount: 'Скидка',
    shipping: 'Доставка',
    recipient: 'Получатель',
    total: 'Итого',
    payment: 'Способ оплаты',
  },
} as const;

/** Queues the order confirmation (et or ru by the order's store). */
export const writeOrderEmail = (db: Database, orderId: number): number => {
  const { order, items, shipments } = loadOrder(db, orderId);
  const locale = order.store_code === 'ru' ? 'ru' : 'et';
  const t = TEXT[locale];
  const eur = (c: number) => formatMoney(c, locale);
  // someone else receives the order (the checkout's recipient, with an e-mail): the buyer sees who
  const delivery = order.shipping_address ? (JSON.parse(order.shipping_address) as StoredAddress) : null;
  const recipient = delivery?.email
    ? [`${delivery.firstname} ${delivery.lastname}`.trim(), delivery.telephone, delivery.email].filter(
        Boolean,
      )
    : [];
  const body = [
    t.hello(order.customer_firstname ?? ''),
    '',
    t.thanks,
    `${t.number}: ${order.increment_id}`,
    '',
    ...items.map((i) => `${i.quantity} × ${i.name} (${i.sku}) — ${eur(i.row_total)}`),
    '',
    ...(order.discount ? [`${t.discount}: −${eur(order.discount)}`] : []),
    ...shipments.map(
      (s) => `${t.shipping}: ${s.title}${s.location_id ? ` (${s.location_id})` : ''} — ${eur(s.amount)}`,
    ),
    ...(recipient.length ? [`${t.recipient}: ${recipient.join(', ')}`] : []),
    `${t.total}: ${eur(order.grand_total)}`,
    `${t.payment}: ${order.payment_title}`,
  ].join('\n');
  return Number(
    stmt(
      db,
      `INSERT INTO email_outbox (kind, store_code, recipient, subject, body, order_id)
         VALUES ('order_confirmation', ?, ?, ?, ?, ?)`,
    ).run(order.store_code, order.email, t.subject(order.increment_id), body, orderId).lastInsertRowid,
  );
};

export interface OutboxRow {
  id: number;
  kind: string;
  store_code: string;
  recipient: string;
  subject: string;
  body: string;
  order_id: number | null;
  created_at: string;
  sent_at: string | null;
}

/** The outbox, newest first: for a development view and for tests. */
export const listOutbox = (db: Database, limit = 50): OutboxRow[] =>
  stmt(db, 'SELECT * FROM email_outbox ORDER BY id DESC LIMIT ?').all(limit) as OutboxRow[];

/**
 * Takes up to `limit` unsent mails, oldest first, for sending, in one write: each for exactly one caller, whichever
 * process asks at the same time (the background sender of every worker may look at once), so no mail goes twice.
 */
export const claimUnsentMails = (db: Database, limit: number): OutboxRow[] =>
  db
    .transaction(
      () =>
        stmt(
          db,
          `UPDATE email_outbox SET sent_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
         WHERE id IN (SELECT id FROM email_outbox WHERE sent_at IS NULL ORDER BY id LIMIT ?)
         RETURNING *`,
        ).all(limit) as OutboxRow[],
    )
    .immediate();

/** A claimed mail the mailer refused goes back to unsent. */
export const releaseMail = (db: Database, id: number): void => {
  stmt(db, 'UPDATE email_outbox SET sent_at = NULL WHERE id = ?').run(id);
};
