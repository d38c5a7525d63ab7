import type { Database } from 'better-sqlite3';
import { salesRepresentative } from '@/server/store/companies';

// Where the shop's own people read requests: customer service (CONTACT_EMAIL), or a company's client manager.

export const customerServiceEmail = (): string => process.env.CONTACT_EMAIL || 'info@ehituspood.example';

/** The company's client manager (its sales representative), customer service when it has none. */
export const clientManagerEmail = (db: Database, salesRepresentativeId: number | null): string =>
  salesRepresentative(db, salesRepresentativeId)?.email ?? customerServiceEmail();
