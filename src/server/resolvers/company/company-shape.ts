import type { Database } from 'better-sqlite3';
import { customerById } from '@/server/store/customers';
import { salesRepresentative, type CompanyRow, type CompanyUserRow } from '@/server/store/companies';
import { customerShape, regionShape } from '@/server/resolvers/customer/customer-shape';
import { toUid } from '@/server/resolvers/uid';

// Rows → B2B's Company and company user (a Customer with its role, status and job title). The fields that
// need the viewer's rights (users, roles) are resolved in company-resolvers.ts.

export const companyShape = (db: Database, c: CompanyRow) => {
  const rep = salesRepresentative(db, c.sales_representative_id);
  return {
    row: c,
    id: toUid(c.id),
    name: c.name,
    legal_name: c.legal_name,
    email: c.email,
    id_number: c.id_number,
    vat_tax_id: c.vat_tax_id,
    reseller_id: c.reseller_id,
    status: c.status.toUpperCase(),
    legal_address: {
      street: JSON.parse(c.street) as string[],
      city: c.city,
      postcode: c.postcode,
      country_code: c.country_code,
      telephone: c.telephone,
      region: regionShape(db, c.country_code, c.region_id),
    },
    sales_representative: rep ? { firstname: rep.firstname, lastname: rep.lastname, email: rep.email } : null,
  };
};

export type CompanyShape = ReturnType<typeof companyShape>;

/** What only the person reads of their own account, never a colleague: identity code and consents. */
const PERSONAL = {
  personal_code: null,
  is_subscribed: null,
  ax_newsletter_channel_email: null,
  ax_newsletter_channel_sms: null,
  ax_accepts_data_processing: null,
} as const;

/**
 * A company user as B2B shows it: the customer with its id (Customer.id, null elsewhere), role, status, title;
 * as `viewerId` sees them: a colleague (the company admin, a user in the users list) shows name,
 * e-mail, telephone and addresses (spec §3), not the identity code or the consents.
 */
export const companyUserShape = (db: Database, u: CompanyUserRow, viewerId: number) => ({
  ...customerShape(db, customerById(db, u.customer_id)!),
  ...(u.customer_id === viewerId ? {} : PERSONAL),
  company_user: u,
  company_user_id: u.customer_id,
  job_title: u.job_title,
  status: u.status,
});
