import type { Database } from 'better-sqlite3';
import { stmt } from '@/server/store/cart-db';
import type { StoreCode } from '@/server/store/catalog-sql';
import { insertCustomer, type NewCustomer } from '@/server/store/customers';

// Companies, their users and client managers (migration 170). Every read of a company's users names the
// company; the role rules live in src/server/resolvers/company.

export type CompanyStatus = 'pending' | 'active' | 'rejected' | 'blocked';
export type CompanyRoleCode = 'admin' | 'buyer' | 'worker';
export type CompanyUserStatus = 'ACTIVE' | 'INACTIVE';

export interface CompanyRow {
  id: number;
  name: string;
  legal_name: string | null;
  email: string;
  id_number: string;
  vat_tax_id: string | null;
  reseller_id: string | null;
  status: CompanyStatus;
  rejected_reason: string | null;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  region_id: number | null;
  telephone: string;
  sales_representative_id: number | null;
  store_code: StoreCode;
  created_at: string;
  decided_at: string | null;
}

export interface CompanyUserRow {
  customer_id: number;
  company_id: number;
  role_code: CompanyRoleCode;
  status: CompanyUserStatus;
  job_title: string | null;
}

export interface SalesRepresentativeRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

export type NewCompany = Pick<
  CompanyRow,
  | 'name'
  | 'legal_name'
  | 'email'
  | 'id_number'
  | 'vat_tax_id'
  | 'reseller_id'
  | 'street'
  | 'city'
  | 'postcode'
  | 'country_code'
  | 'region_id'
  | 'telephone'
  | 'store_code'
>;

/** Group ids of customer_groups: a company user is priced as b2b once the company is active. */
const B2C_GROUP = 3;
const B2B_GROUP = 4;

export const companyById = (db: Database, id: number): CompanyRow | undefined =>
  stmt(db, 'SELECT * FROM companies WHERE id = ?').get(id) as CompanyRow | undefined;

/** A live (not rejected) company with this registry code. */
export const companyByIdNumber = (db: Database, idNumber: string): CompanyRow | undefined =>
  stmt(db, `SELECT * FROM companies WHERE id_number = ? AND status <> 'rejected'`).get(idNumber) as
    CompanyRow | undefined;

export const companiesByStatus = (db: Database, status: CompanyStatus): CompanyRow[] =>
  stmt(db, 'SELECT * FROM companies WHERE status = ? ORDER BY id').all(status) as CompanyRow[];

export const companyUser = (db: Database, customerId: number): CompanyUserRow | undefined =>
  stmt(db, 'SELECT * FROM company_users WHERE customer_id = ?').get(customerId) as CompanyUserRow | undefined;

/** The company's user with this customer id; undefined for a customer of another company. */
export const companyMember = (
  db: Database,
  companyId: number,
  customerId: number,
): CompanyUserRow | undefined =>
  stmt(db, 'SELECT * FROM company_users WHERE company_id = ? AND customer_id = ?').get(
    companyId,
    customerId,
  ) as CompanyUserRow | undefined;

export const companyMembers = (
  db: Database,
  companyId: number,
  status: CompanyUserStatus | null,
  limit: number,
  offset: number,
): { rows: CompanyUserRow[]; total: number } => {
  const where = 'company_id = @companyId AND (@status IS NULL OR status = @status)';
  const rows = stmt(
    db,
    `SELECT * FROM company_users WHERE ${where} ORDER BY role_code = 'admin' DESC, customer_id LIMIT @limit OFFSET @offset`,
  ).all({ companyId, status, limit, offset }) as CompanyUserRow[];
  const total = stmt(db, `SELECT count(*) FROM company_users WHERE ${where}`)
    .pluck()
    .get({ companyId, status }) as number;
  return { rows, total };
};

/** How many active users each role has in the company. */
export const roleCounts = (db: Database, companyId: number): Record<CompanyRoleCode, number> => {
  const counts: Record<CompanyRoleCode, number> = { admin: 0, buyer: 0, worker: 0 };
  const rows = stmt(
    db,
    `SELECT role_code, count(*) AS n FROM company_users WHERE company_id = ? AND status = 'ACTIVE' GROUP BY role_code`,
  ).all(companyId) as { role_code: CompanyRoleCode; n: number }[];
  for (const r of rows) counts[r.role_code] = r.n;
  return counts;
};

export const salesRepresentative = (db: Database, id: number | null): SalesRepresentativeRow | undefined =>
  id === null
    ? undefined
    : (stmt(db, 'SELECT * FROM sales_representatives WHERE id = ?').get(id) as
        SalesRepresentativeRow | undefined);

export const salesRepresentativeByEmail = (db: Database, email: string): SalesRepresentativeRow | undefined =>
  stmt(db, 'SELECT * FROM sales_representatives WHERE email = ?').get(email.trim()) as
    SalesRepresentativeRow | undefined;

export const assignSalesRepresentative = (
  db: Database,
  companyId: number,
  representativeId: number,
): void => {
  stmt(db, 'UPDATE companies SET sales_representative_id = ? WHERE id = ?').run(representativeId, companyId);
};

/** The client manager with the fewest companies: new companies are shared out evenly. */
const leastBusyRepresentative = (db: Database): number | null =>
  (stmt(
    db,
    `SELECT r.id FROM sales_representatives r
       LEFT JOIN companies c ON c.sales_representative_id = r.id AND c.status <> 'rejected'
     GROUP BY r.id ORDER BY count(c.id), r.id LIMIT 1`,
  )
    .pluck()
    .get() as number | undefined) ?? null;

/** Registration: the company (pending) and its admin's customer account, in one transaction. */
export const insertCompanyWithAdmin = (
  db: Database,
  company: NewCompany,
  admin: NewCustomer,
  jobTitle: string | null,
): { companyId: number; customerId: number } =>
  db.transaction(() => {
    const customerId = insertCustomer(db, admin);
    const companyId = Number(
      stmt(
        db,
        `INSERT INTO companies (name, legal_name, email, id_number, vat_tax_id, reseller_id, street, city, postcode,
           country_code, region_id, telephone, store_code, sales_representative_id)
         VALUES (@name, @legal_name, @email, @id_number, @vat_tax_id, @reseller_id, @street, @city, @postcode,
           @country_code, @region_id, @telephone, @store_code, @rep)`,
      ).run({ ...company, rep: leastBusyRepresentative(db) }).lastInsertRowid,
    );
    stmt(
      db,
      `INSERT INTO company_users (customer_id, company_id, role_code, job_title) VALUES (?, ?, 'admin', ?)`,
    ).run(customerId, companyId, jobTitle);
    return { companyId, customerId };
  })();

/** A user the company admin adds: a new customer account in the company (b2b priced: the company is active). */
export const insertCompanyMember = (
  db: Database,
  companyId: number,
  customer: NewCustomer,
  role: CompanyRoleCode,
  status: CompanyUserStatus,
  jobTitle: string | null,
): number =>
  db.transaction(() => {
    const customerId = insertCustomer(db, customer);
    stmt(db, 'UPDATE customers SET group_id = ? WHERE id = ?').run(B2B_GROUP, customerId);
    stmt(
      db,
      `INSERT INTO company_users (customer_id, company_id, role_code, status, job_title) VALUES (?, ?, ?, ?, ?)`,
    ).run(customerId, companyId, role, status, jobTitle);
    return customerId;
  })();

export const updateCompanyMember = (
  db: Database,
  companyId: number,
  customerId: number,
  patch: { role_code?: CompanyRoleCode; status?: CompanyUserStatus; job_title?: string | null },
): void => {
  const keys = (['role_code', 'status', 'job_title'] as const).filter((k) => patch[k] !== undefined);
  if (!keys.length) return;
  db.prepare(
    `UPDATE company_users SET ${keys.map((k) => `${k} = @${k}`).join(', ')}
     WHERE company_id = @companyId AND customer_id = @customerId`,
  ).run({ ...patch, companyId, customerId });
};

/**
 * Customer service's decision on a pending company. Activation makes its users b2b customers; a rejection
 * keeps the accounts (they may register the company again) as private ones. False when it was not pending.
 */
export const decideCompany = (
  db: Database,
  id: number,
  decision: 'active' | 'rejected',
  reason: string | null = null,
): boolean =>
  db.transaction(() => {
    const changed = stmt(
      db,
      `UPDATE companies SET status = @decision, rejected_reason = @reason,
         decided_at = strftime('%Y-%m-%d %H:%M:%S', 'now')
       WHERE id = @id AND status = 'pending'`,
    ).run({ id, decision, reason }).changes;
    if (!changed) return false;
    stmt(
      db,
      `UPDATE customers SET group_id = ? WHERE id IN (SELECT customer_id FROM company_users WHERE company_id = ?)`,
    ).run(decision === 'active' ? B2B_GROUP : B2C_GROUP, id);
    if (decision === 'rejected') stmt(db, 'DELETE FROM company_users WHERE company_id = ?').run(id);
    return true;
  })();

/** The e-mail addresses and names of the company's admins (for customer service's mails). */
export const companyAdmins = (
  db: Database,
  companyId: number,
): { id: number; email: string; firstname: string; store_code: StoreCode }[] =>
  stmt(
    db,
    `SELECT c.id, c.email, c.firstname, c.store_code FROM company_users u JOIN customers c ON c.id = u.customer_id
     WHERE u.company_id = ? AND u.role_code = 'admin' ORDER BY c.id`,
  ).all(companyId) as { id: number; email: string; firstname: string; store_code: StoreCode }[];
