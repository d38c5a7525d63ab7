import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';

// A customer's saved addresses (migration 100). Every read and write names the owner: an address id of
// another customer is "not found", never touched (DESIGN.md: owners checked in the store layer).

export interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string | null;
  country_code: string;
  region_id: number | null;
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
  is_default_shipping: number;
  is_default_billing: number;
}

export type AddressFields = Omit<AddressRow, 'id' | 'customer_id'>;

export const customerAddresses = (db: Database, customerId: number): AddressRow[] =>
  stmt(
    db,
    `SELECT * FROM customer_addresses WHERE customer_id = ?
       ORDER BY is_default_shipping DESC, is_default_billing DESC, id`,
  ).all(customerId) as AddressRow[];

export const ownAddress = (db: Database, customerId: number, id: number): AddressRow | undefined =>
  stmt(db, 'SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?').get(id, customerId) as
    AddressRow | undefined;

/** A new default replaces the old one (one default shipping and one default billing address). */
const clearDefaults = (db: Database, customerId: number, a: Partial<AddressFields>): void => {
  if (a.is_default_shipping)
    stmt(db, 'UPDATE customer_addresses SET is_default_shipping = 0 WHERE customer_id = ?').run(customerId);
  if (a.is_default_billing)
    stmt(db, 'UPDATE customer_addresses SET is_default_billing = 0 WHERE customer_id = ?').run(customerId);
};

export const insertAddress = (db: Database, customerId: number, a: AddressFields): number =>
  db.transaction(() => {
    clearDefaults(db, customerId, a);
    return Number(
      stmt(
        db,
        `INSERT INTO customer_addresses (customer_id, firstname, lastname, street, city, postcode, country_code,
           region_id, telephone, company, vat_id, is_default_shipping, is_default_billing)
         VALUES (@customer_id, @firstname, @lastname, @street, @city, @postcode, @country_code, @region_id,
           @telephone, @company, @vat_id, @is_default_shipping, @is_default_billing)`,
      ).run({ ...a, customer_id: customerId }).lastInsertRowid,
    );
  })();

/** Updates the customer's own address; false when the id is not theirs. */
export const updateAddress = (db: Database, customerId: number, id: number, a: AddressFields): boolean =>
  db.transaction(() => {
    if (!ownAddress(db, customerId, id)) return false;
    clearDefaults(db, customerId, a);
    stmt(
      db,
      `UPDATE customer_addresses SET firstname = @firstname, lastname = @lastname, street = @street, city = @city,
         postcode = @postcode, country_code = @country_code, region_id = @region_id, telephone = @telephone,
         company = @company, vat_id = @vat_id, is_default_shipping = @is_default_shipping,
         is_default_billing = @is_default_billing
       WHERE id = @id AND customer_id = @customer_id`,
    ).run({ ...a, id, customer_id: customerId });
    return true;
  })();

export const deleteAddress = (db: Database, customerId: number, id: number): boolean =>
  stmt(db, 'DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').run(id, customerId).changes ===
  1;
