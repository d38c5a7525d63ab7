import type { Database } from 'better-sqlite3';
import { shopperText } from '@/server/shopper-text';
import { companyById, companyUser } from '@/server/store/companies';

// Who of a company may sign in (spec §1: a company is used only once customer service has activated it;
// B2B: an inactive company user or a blocked company cannot). Checked wherever a session is issued.

export const COMPANY_PENDING = shopperText(
  'Your company account is waiting for activation. Customer service activates it within one business day.',
);
export const COMPANY_BLOCKED = shopperText(
  'Your company account is blocked. Please contact customer support.',
);
export const COMPANY_USER_INACTIVE = shopperText(
  'Your access to the company account has been deactivated. Please contact your company administrator.',
);

/** Why this customer account may not sign in now, or null when it may. */
export function companySignInProblem(db: Database, customerId: number): string | null {
  const user = companyUser(db, customerId);
  if (!user) return null;
  const company = companyById(db, user.company_id);
  if (company?.status === 'pending') return COMPANY_PENDING;
  if (company?.status === 'blocked') return COMPANY_BLOCKED;
  if (user.status !== 'ACTIVE') return COMPANY_USER_INACTIVE;
  return null;
}
