import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import { writeOrderEmail, type OrderRow } from '@/server/store/cart-order-email';
import { paymentMethodByCode, paymentMethods, type PaymentMethod } from '@/server/store/cart-payment';
import { issueGiftCards } from '@/server/store/giftcard-accounts';

// Online payments of placed orders (migration 120). An order paid online waits as pending_payment; each
// attempt at the provider is a row with our random reference. The provider's signed answer settles an
// attempt once (a repeated or late answer changes nothing); the first paid attempt makes the order
// processing and queues its confirmation. A failed or cancelled attempt leaves the order waiting for the
// next attempt, with the same lines, prices and reserved stock.

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface OrderPaymentRow {
  id: number;
  order_id: number;
  reference: string;
  provider_ref: string | null;
  method: string;
  amount: number;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
}

const timestamp = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');

export const orderByToken = (db: Database, token: string): OrderRow | undefined =>
  stmt(db, 'SELECT * FROM orders WHERE token = ?').get(token) as OrderRow | undefined;

export const latestPayment = (db: Database, orderId: number): OrderPaymentRow | undefined =>
  stmt(db, 'SELECT * FROM order_payments WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId) as
    OrderPaymentRow | undefined;

export const paymentByReference = (db: Database, reference: string): OrderPaymentRow | undefined =>
  stmt(db, 'SELECT * FROM order_payments WHERE reference = ?').get(reference) as OrderPaymentRow | undefined;

/** The online methods the order may be paid with (by its grand total, as at checkout). */
export const onlineMethodsFor = (order: OrderRow): PaymentMethod[] =>
  paymentMethods(order.grand_total).filter((m) => m.online);

export type StartProblem = 'not-waiting' | 'method';

/**
 * A new attempt to pay a waiting order with an online method: its reference, or why not (the order is not
 * waiting for a payment, or the method is not an online method this order may use).
 */
export const createPaymentAttempt = (
  db: Database,
  order: OrderRow,
  methodCode: string,
  now = new Date(),
): { payment: OrderPaymentRow } | { problem: StartProblem } =>
  db
    .transaction(() => {
      const current = stmt(db, 'SELECT status FROM orders WHERE id = ?').pluck().get(order.id);
      if (current !== 'pending_payment') return { problem: 'not-waiting' as const };
      if (!onlineMethodsFor(order).some((m) => m.code === methodCode)) return { problem: 'method' as const };
      // an attempt still open at the provider is left to run out there; its late answer cannot pay twice
      const at = timestamp(now);
      const id = Number(
        stmt(
          db,
          `INSERT INTO order_payments (order_id, reference, method, amount, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
        ).run(order.id, randomBytes(16).toString('hex'), methodCode, order.grand_total, at, at)
          .lastInsertRowid,
      );
      return {
        payment: stmt(db, 'SELECT * FROM order_payments WHERE id = ?').get(id) as OrderPaymentRow,
      };
    })
    .immediate();

export const setProviderRef = (db: Database, paymentId: number, providerRef: string): void => {
  stmt(db, 'UPDATE order_payments SET provider_ref = ? WHERE id = ?').run(providerRef, paymentId);
};

/**
 * Records the provider's final answer for an attempt. Only a pending attempt changes; a paid attempt makes a
 * waiting order processing (with the method actually used) and queues its confirmation e-mail. Returns the
 * order's id when this answer paid it (the caller sends the mail), else null.
 */
export const settlePayment = (
  db: Database,
  reference: string,
  status: Exclude<PaymentStatus, 'pending'>,
  now = new Date(),
): { paidOrderId: number | null } =>
  db
    .transaction(() => {
      const payment = paymentByReference(db, reference);
      if (!payment || payment.status !== 'pending') return { paidOrderId: null };
      stmt(db, 'UPDATE order_payments SET status = ?, updated_at = ? WHERE id = ?').run(
        status,
        timestamp(now),
        payment.id,
      );
      if (status !== 'paid') return { paidOrderId: null };
      const order = stmt(db, 'SELECT * FROM orders WHERE id = ?').get(payment.order_id) as OrderRow;
      const method = paymentMethodByCode(payment.method);
      if (order.status !== 'pending_payment') return { paidOrderId: null };
      stmt(
        db,
        `UPDATE orders SET status = 'processing', payment_method = ?, payment_title = ? WHERE id = ?`,
      ).run(payment.method, method?.title[order.store_code] ?? order.payment_title, order.id);
      writeOrderEmail(db, order.id);
      issueGiftCards(db, order.id);
      return { paidOrderId: order.id };
    })
    .immediate();
