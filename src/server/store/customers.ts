import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';
import type { PriceCustomer } from '@/lib/prices';

// Customer accounts (migration 100): rows, sign-in lockout counters and the privacy choices. Plain SQL;
// hashing and the rules live in src/server/customers.

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  personal_code: string | null;
  telephone: string | null;
  group_id: number;
  store_code: StoreCode;
  is_subscribed: number;
  newsletter_email: number;
  newsletter_sms: number;
  data_processing: number;
  failures_num: number;
  lock_expires: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  personal_code: string | null;
  telephone: string | null;
  store_code: StoreCode;
  is_subscribed: boolean;
}

export const customerById = (db: Database, id: number): CustomerRow | undefined =>
  stmt(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;

export const customerByEmail = (db: Database, email: string): CustomerRow | undefined =>
  stmt(db, 'SELECT * FROM customers WHERE email = ?').get(email.trim()) as CustomerRow | undefined;

export const customersByPersonalCode = (db: Database, code: string): CustomerRow[] =>
  stmt(db, 'SELECT * FROM customers WHERE personal_code = ? ORDER BY id').all(code) as CustomerRow[];

export const insertCustomer = (db: Database, c: NewCustomer): number =>
  Number(
    stmt(
      db,
      `INSERT INTO customers (email, firstname, lastname, password_hash, personal_code, telephone, store_code,
         is_subscribed, newsletter_email)
       VALUES (@email, @firstname, @lastname, @password_hash, @personal_code, @telephone, @store_code,
         @subscribed, @subscribed)`,
    ).run({ ...c, email: c.email.trim(), subscribed: c.is_subscribed ? 1 : 0 }).lastInsertRowid,
  );

const UPDATABLE = new Set([
  'email',
  'firstname',
  'lastname',
  'password_hash',
  'personal_code',
  'telephone',
  'store_code',
  'is_subscribed',
  'newsletter_email',
  'newsletter_sms',
  'data_processing',
]);
export type CustomerPatch = Partial<
  Pick<
    CustomerRow,
    | 'email'
    | 'firstname'
    | 'lastname'
    | 'password_hash'
    | 'personal_code'
    | 'telephone'
    | 'store_code'
    | 'is_subscribed'
    | 'newsletter_email'
    | 'newsletter_sms'
    | 'data_processing'
  >
>;

export const updateCustomer = (db: Database, id: number, patch: CustomerPatch): void => {
  const keys = Object.keys(patch).filter((k) => UPDATABLE.has(k));
  if (!keys.length) return;
  const sets = keys.map((k) => `${k} = @${k}`);
  sets.push(`updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`);
  db.prepare(`UPDATE customers SET ${sets.join(', ')} WHERE id = @id`).run({ ...patch, id });
};

/** Magento's lockout: after `max` failures in a row the account is locked until `lockUntil`. */
export const recordSignInFailure = (db: Database, id: number, max: number, lockUntil: string): void => {
  stmt(
    db,
    `UPDATE customers SET failures_num = failures_num + 1,
       lock_expires = CASE WHEN failures_num + 1 >= @max THEN @lockUntil ELSE lock_expires END
     WHERE id = @id`,
  ).run({ id, max, lockUntil });
};

export const clearSignInFailures = (db: Database, id: number): void => {
  stmt(db, 'UPDATE customers SET failures_num = 0, lock_expires = NULL WHERE id = ?').run(id);
};

/** The customer group code (customer_groups.code: MK, PRO, b2c, b2b) of a customer. */
export const customerGroupCode = (db: Database, id: number): string | null =>
  (stmt(db, 'SELECT g.code FROM customers c JOIN customer_groups g ON g.id = c.group_id WHERE c.id = ?')
    .pluck()
    .get(id) as string | undefined) ?? null;

/** spec §6 price customer of a cart's owner: a guest cart is priced for guests. */
export const priceCustomerOf = (db: Database, customerId: number | null): PriceCustomer => {
  if (customerId === null) return { loggedIn: false };
  const group = customerGroupCode(db, customerId);
  return { loggedIn: true, customerGroup: group, clientType: group === 'b2b' ? 'b2b' : 'b2c' };
};
