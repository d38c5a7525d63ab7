import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';
import { CLUB_MASTERS, CLUB_PRO } from '@/lib/club-groups';
import type { PriceCustomer } from '@/lib/prices';
import { activeClubIds } from '@/server/store/clubs';

// Customer accounts (migration 100): rows, sign-in lockout counters and the privacy choices. Plain SQL;
// hashing and the rules live in src/server/customers.

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  personal_code: string | null;
  /** 1: an eID proved personal_code (migration 245) */
  personal_code_verified: number;
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
  /** true: an eID proved the code (registration with an eID ticket); a typed one is only stored (migration 245) */
  personal_code_verified?: boolean;
  telephone: string | null;
  store_code: StoreCode;
  is_subscribed: boolean;
}

export const customerById = (db: Database, id: number): CustomerRow | undefined =>
  stmt(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;

export const customerByEmail = (db: Database, email: string): CustomerRow | undefined =>
  stmt(db, 'SELECT * FROM customers WHERE email = ?').get(email.trim()) as CustomerRow | undefined;

/** The accounts an eID-proved personal code opens: those whose code an eID proved too (migration 245). */
export const customersByPersonalCode = (db: Database, code: string): CustomerRow[] =>
  stmt(db, 'SELECT * FROM customers WHERE personal_code = ? AND personal_code_verified = 1 ORDER BY id').all(
    code,
  ) as CustomerRow[];

export const insertCustomer = (db: Database, c: NewCustomer): number =>
  Number(
    stmt(
      db,
      `INSERT INTO customers (email, firstname, lastname, password_hash, personal_code, personal_code_verified,
         telephone, store_code, is_subscribed, newsletter_email)
       VALUES (@email, @firstname, @lastname, @password_hash, @personal_code, @verified, @telephone, @store_code,
         @subscribed, @subscribed)`,
    ).run({
      ...c,
      email: c.email.trim(),
      verified: c.personal_code && c.personal_code_verified ? 1 : 0,
      subscribed: c.is_subscribed ? 1 : 0,
    }).lastInsertRowid,
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

const sqlNow = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');

/** A buyer as the server prices them: the §6 price customer, and whose personal prices apply (migration 176). */
export interface Buyer extends PriceCustomer {
  customerId?: number | null;
}

/**
 * spec §6 price customer of a cart's owner or a request's buyer: a guest is priced for guests; a signed-in
 * customer by their group and the clubs they are in at `now` (migration 185, a trial until it ends).
 */
export const priceCustomerOf = (db: Database, customerId: number | null, now = new Date()): Buyer => {
  if (customerId === null) return { loggedIn: false, customerId: null };
  const group = customerGroupCode(db, customerId);
  return {
    loggedIn: true,
    customerGroup: group,
    clientType: group === 'b2b' ? 'b2b' : 'b2c',
    clubGroupIds: activeClubIds(db, customerId, sqlNow(now)),
    customerId,
  };
};

/**
 * spec §3 vsf-group: the group whose prices the storefront labels — b2b for a business user (also the colour
 * scheme), MK or PRO for a club member, else the customer's own group code.
 */
export const priceGroupCode = (db: Database, customerId: number, now = new Date()): string => {
  const c = priceCustomerOf(db, customerId, now);
  if (c.clientType === 'b2b') return 'b2b';
  const clubs = c.clubGroupIds ?? [];
  if (c.customerGroup === 'MK' || clubs.includes(CLUB_MASTERS)) return 'MK';
  if (c.customerGroup === 'PRO' || clubs.includes(CLUB_PRO)) return 'PRO';
  return c.customerGroup ?? 'b2c';
};
