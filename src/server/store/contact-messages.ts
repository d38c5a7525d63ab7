import type { Database } from 'better-sqlite3';

// Contact form messages (migration 080) and company users' requests to their client manager (migration 171).

export interface ContactMessage {
  store: 'et' | 'ru';
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  /** spec §3 contact request type */
  requestType?: 'General' | 'CreditRequest';
  customerId?: number | null;
  companyId?: number | null;
}

export const saveContactMessage = (db: Database, m: ContactMessage): number =>
  Number(
    db
      .prepare(
        `INSERT INTO contact_messages (store_code, name, email, telephone, comment, request_type, customer_id, company_id)
         VALUES (@store, @name, @email, @telephone, @comment, @requestType, @customerId, @companyId)`,
      )
      .run({ requestType: 'General', customerId: null, companyId: null, ...m }).lastInsertRowid,
  );
