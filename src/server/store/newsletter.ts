import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';

// Guest newsletter subscriptions (migration 100) and the subscriber's personal first-order code (migration 140).

/** Magento's SubscriptionStatusesEnum values as stored. */
export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

/** The stored status of a guest address, if it ever subscribed. */
export const guestStatus = (db: Database, email: string): SubscriptionStatus | undefined =>
  (
    stmt(db, 'SELECT status FROM newsletter_subscribers WHERE email = ?').get(email) as
      { status: SubscriptionStatus } | undefined
  )?.status;

/** Subscribes a guest address (again, when it had unsubscribed); false when it already was subscribed. */
export const subscribeGuest = (db: Database, email: string, store: StoreCode): boolean =>
  stmt(
    db,
    `INSERT INTO newsletter_subscribers (email, store_code) VALUES (?, ?)
     ON CONFLICT (email) DO UPDATE SET status = 'SUBSCRIBED', store_code = excluded.store_code
     WHERE status <> 'SUBSCRIBED'`,
  ).run(email, store).changes === 1;

/** spec §9: the newsletter's first-order discount */
export const FIRST_ORDER_PERCENT = 10;

const labels = {
  et: `Uudiskirja tervituskood ${FIRST_ORDER_PERCENT}%`,
  ru: `Приветственный код рассылки ${FIRST_ORDER_PERCENT}%`,
};
// no 0/O or 1/I/L: the code is typed from a mail
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => `UK-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * The address's personal single-use first-order code: created at its first subscription, the same one after
 * that (so subscribing again never yields a second discount). `created` tells whether it is new.
 */
export const firstOrderCoupon = (db: Database, email: string): { code: string; created: boolean } =>
  db
    .transaction(() => {
      const existing = stmt(db, 'SELECT coupon_code FROM newsletter_coupons WHERE email = ?').get(email) as
        { coupon_code: string } | undefined;
      if (existing) return { code: existing.coupon_code, created: false };
      let code = newCode();
      while (stmt(db, 'SELECT 1 FROM coupons WHERE code = ?').get(code)) code = newCode();
      stmt(
        db,
        `INSERT INTO coupons (code, label_et, label_ru, kind, amount, uses_per_coupon) VALUES (?, ?, ?, 'percent', ?, 1)`,
      ).run(code, labels.et, labels.ru, FIRST_ORDER_PERCENT);
      stmt(db, 'INSERT INTO newsletter_coupons (email, coupon_code) VALUES (?, ?)').run(email, code);
      return { code, created: true };
    })
    .immediate();
