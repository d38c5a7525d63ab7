import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';
import { getStoreConfigValues } from '@/server/store/directory';
import type { CompanyRoleCode } from '@/server/store/companies';
import { shopperText } from '@/server/shopper-text';

// Company credit (migration 190): the limit, the outstanding balance, the overdue flag, the purchases on
// credit and the credit applications. Whether a customer may use the credit is decided here, for the cart's
// payment methods and for placeOrder alike (DESIGN.md: roles are checked in the store layer).

/** Magento B2B's payment method code of company credit ("Payment on Account"). */
export const COMPANY_CREDIT = 'companycredit';

/**
 * spec §6 roles that may place orders (granted Magento_Sales::place_order in resolvers/company/company-roles.ts)
 * and those that may buy on the company's credit (granted that and Magento_Company::credit); a server test
 * keeps these in step with the roles' ACL resources.
 */
export const ORDER_ROLES: readonly CompanyRoleCode[] = ['admin', 'buyer'];
export const CREDIT_ROLES: readonly CompanyRoleCode[] = ['admin', 'buyer'];

/** spec §8 messages of a refused purchase on credit (translated in the storefront). */
export const NOT_ENOUGH_CREDIT = shopperText('Not enough credit for this order');
export const CREDIT_SUSPENDED = shopperText('The use of credit has been suspended due to an overdue invoice');
/** a Worker (spec §6) may fill a cart but not order: the server refuses, not only the UI */
export const ROLE_MAY_NOT_ORDER = shopperText('Your role in the company does not allow placing orders.');

export interface CompanyCreditRow {
  company_id: number;
  credit_limit: number;
  balance: number;
  overdue: number;
}

/** spec §6: company credit exists only when the store's config says so. */
export const isCreditActive = (db: Database, store: StoreCode): boolean =>
  getStoreConfigValues(db, store).get('is_company_credit_active') === '1';

/** The company's credit; a company without a row has a zero limit. */
export const companyCredit = (db: Database, companyId: number): CompanyCreditRow =>
  (stmt(db, 'SELECT * FROM company_credits WHERE company_id = ?').get(companyId) as
    CompanyCreditRow | undefined) ?? { company_id: companyId, credit_limit: 0, balance: 0, overdue: 0 };

export const availableCredit = (c: CompanyCreditRow): number => Math.max(0, c.credit_limit - c.balance);

interface Membership {
  company_id: number;
  role_code: CompanyRoleCode;
}

/** The customer's active membership of an active company, or undefined (a private customer). */
const membership = (db: Database, customerId: number | null): Membership | undefined =>
  customerId === null
    ? undefined
    : (stmt(
        db,
        `SELECT u.company_id, u.role_code FROM company_users u JOIN companies c ON c.id = u.company_id
         WHERE u.customer_id = ? AND u.status = 'ACTIVE' AND c.status = 'active'`,
      ).get(customerId) as Membership | undefined);

/** The company whose credit this customer may spend in this store, or null. */
export const creditCompanyOf = (db: Database, customerId: number | null, store: StoreCode): number | null => {
  const m = membership(db, customerId);
  return m && CREDIT_ROLES.includes(m.role_code) && isCreditActive(db, store) ? m.company_id : null;
};

/**
 * Checks the customer may place this order and, paid on credit, takes the amount from the company's credit.
 * Runs inside placeOrder's IMMEDIATE transaction: the conditional UPDATE and the order are one write, so
 * parallel orders can never together spend more than the limit. Returns the refusal, or null.
 */
export const chargeForOrder = (
  db: Database,
  customerId: number | null,
  store: StoreCode,
  payment: string,
  amount: number,
): { message: string } | null => {
  const m = membership(db, customerId);
  if (m && !ORDER_ROLES.includes(m.role_code)) return { message: ROLE_MAY_NOT_ORDER };
  if (payment !== COMPANY_CREDIT) return null;
  const companyId = creditCompanyOf(db, customerId, store);
  // the cart's method list offers credit only to such a customer; this guards a list that changed since
  if (companyId === null) return { message: shopperText('Enter a valid payment method and try again.') };
  const taken = stmt(
    db,
    `UPDATE company_credits SET balance = balance + @amount, updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
     WHERE company_id = @companyId AND overdue = 0 AND credit_limit - balance >= @amount`,
  ).run({ companyId, amount }).changes;
  if (taken) return null;
  return { message: companyCredit(db, companyId).overdue ? CREDIT_SUSPENDED : NOT_ENOUGH_CREDIT };
};

/** The purchase's line in the credit history (after the order row exists, same transaction). */
export const recordCreditPurchase = (
  db: Database,
  customerId: number | null,
  orderId: number,
  amount: number,
) => {
  const m = membership(db, customerId);
  if (!m) return;
  stmt(
    db,
    `INSERT INTO company_credit_operations (company_id, type, amount, order_id) VALUES (?, 'PURCHASE', ?, ?)`,
  ).run(m.company_id, amount, orderId);
};

/**
 * Customer service sets the limit and/or the overdue flag; open credit applications are then decided.
 * Returns the credit afterwards.
 */
export const setCompanyCredit = (
  db: Database,
  companyId: number,
  change: { limit?: number; overdue?: boolean },
): CompanyCreditRow =>
  db
    .transaction(() => {
      const before = companyCredit(db, companyId);
      const limit = change.limit ?? before.credit_limit;
      stmt(
        db,
        `INSERT INTO company_credits (company_id, credit_limit, overdue) VALUES (@companyId, @limit, @overdue)
         ON CONFLICT (company_id) DO UPDATE SET credit_limit = @limit, overdue = @overdue,
           updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`,
      ).run({ companyId, limit, overdue: (change.overdue ?? before.overdue === 1) ? 1 : 0 });
      if (change.limit !== undefined) {
        stmt(db, `INSERT INTO company_credit_operations (company_id, type, amount) VALUES (?, ?, ?)`).run(
          companyId,
          before.credit_limit === 0 ? 'ALLOCATION' : 'UPDATE',
          limit,
        );
        stmt(
          db,
          `UPDATE credit_applications SET decided_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
           WHERE company_id = ? AND decided_at IS NULL`,
        ).run(companyId);
      }
      return companyCredit(db, companyId);
    })
    .immediate();

/** spec §3 is_sent_applying_credit: an application waits for customer service's decision. */
export const hasOpenCreditApplication = (db: Database, companyId: number): boolean =>
  stmt(db, 'SELECT 1 FROM credit_applications WHERE company_id = ? AND decided_at IS NULL LIMIT 1').get(
    companyId,
  ) !== undefined;

export interface CreditApplication {
  companyId: number;
  customerId: number;
  contactMessageId: number;
  amount: number;
  paymentTermDays: number;
  guarantor: string;
  files: { fileName: string; mimeType: string; bytes: Buffer }[];
}

export const insertCreditApplication = (db: Database, a: CreditApplication): number =>
  db.transaction(() => {
    const id = Number(
      stmt(
        db,
        `INSERT INTO credit_applications (company_id, customer_id, contact_message_id, amount, payment_term_days,
           guarantor) VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(a.companyId, a.customerId, a.contactMessageId, a.amount, a.paymentTermDays, a.guarantor)
        .lastInsertRowid,
    );
    const file = stmt(
      db,
      `INSERT INTO credit_application_files (application_id, file_name, mime_type, size, content)
       VALUES (?, ?, ?, ?, ?)`,
    );
    for (const f of a.files) file.run(id, f.fileName, f.mimeType, f.bytes.length, f.bytes);
    return id;
  })();
