import type { Database } from 'better-sqlite3';
import { companyById } from '@/server/store/companies';
import { euros, parseEuros } from '@/server/admin/euros';
import { availableCredit, companyCredit, setCompanyCredit } from '@/server/store/company-credit';

// `npm run admin -- credit <company id> [--limit <EUR>] [--overdue yes|no]`: customer service sets a company's
// credit limit (the answer to its credit application) and the overdue-invoice flag that suspends the credit
// (spec §8 "The use of credit has been suspended due to an overdue invoice"). Without options it only shows it.

export function creditCommand(
  db: Database,
  idText: string | undefined,
  options: { limit?: string; overdue?: string },
  usage: string,
): { output: string; exitCode: number } {
  const fail = (output: string) => ({ output, exitCode: 1 });
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) return fail(`A company id is needed.\n${usage}`);
  const company = companyById(db, id);
  if (!company) return fail(`No company #${id}.`);
  if (company.status !== 'active') return fail(`Company #${id} is ${company.status}, not active.`);
  let limit: number | undefined;
  if (options.limit !== undefined) {
    const cents = parseEuros(options.limit);
    if (cents === null) return fail(`--limit must be an amount in euros, e.g. 5000 or 2500.50.\n${usage}`);
    limit = cents;
  }
  let overdue: boolean | undefined;
  if (options.overdue !== undefined) {
    if (!['yes', 'no'].includes(options.overdue)) return fail(`--overdue must be yes or no.\n${usage}`);
    overdue = options.overdue === 'yes';
  }
  const credit =
    limit === undefined && overdue === undefined
      ? companyCredit(db, id)
      : setCompanyCredit(db, id, { limit, overdue });
  return {
    output:
      `Company #${id} ${company.name}: credit limit ${euros(credit.credit_limit)} EUR, ` +
      `outstanding ${euros(credit.balance)} EUR, available ${euros(availableCredit(credit))} EUR` +
      (credit.overdue ? '; suspended: an invoice is overdue' : ''),
    exitCode: 0,
  };
}
