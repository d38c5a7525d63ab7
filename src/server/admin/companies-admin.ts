import type { Database } from 'better-sqlite3';
import type { Mailer } from '@/server/mail/mailer';
import {
  assignSalesRepresentative,
  companiesByStatus,
  companyAdmins,
  companyById,
  decideCompany,
  salesRepresentative,
  salesRepresentativeByEmail,
  type CompanyStatus,
} from '@/server/store/companies';
import { companyActivatedMail, companyRejectedMail } from '@/server/mail/company-mails';
import { creditCommand } from '@/server/admin/credit-admin';
import { personalPriceCommand } from '@/server/admin/personal-price-admin';

// The admin command's company tasks, apart from the command line so server tests run them on a test database.

export interface AdminDeps {
  db: Database;
  mailer: Mailer;
  origin: string;
}

export interface AdminResult {
  output: string;
  exitCode: number;
}

const STATUSES: readonly CompanyStatus[] = ['pending', 'active', 'rejected', 'blocked'];
const USAGE =
  'Usage: npm run admin -- companies [--status pending|active|rejected|blocked]\n' +
  '       npm run admin -- activate <company id> [--manager <e-mail>]\n' +
  '       npm run admin -- reject <company id> [--reason <text>]\n' +
  '       npm run admin -- credit <company id> [--limit <EUR>] [--overdue yes|no]\n' +
  '       npm run admin -- personal-price <company id | e-mail> [<sku> <EUR> [--until YYYY-MM-DD] | <sku> --remove]';

const fail = (output: string): AdminResult => ({ output, exitCode: 1 });

function listCompanies(db: Database, status: string): AdminResult {
  if (!STATUSES.includes(status as CompanyStatus)) return fail(`Unknown status "${status}".\n${USAGE}`);
  const rows = companiesByStatus(db, status as CompanyStatus);
  if (!rows.length) return { output: `No ${status} companies.`, exitCode: 0 };
  const lines = rows.map((c) => {
    const admin = companyAdmins(db, c.id)[0];
    const rep = salesRepresentative(db, c.sales_representative_id);
    return [
      `#${c.id}  ${c.name}  registry code ${c.id_number}${c.vat_tax_id ? `  VAT ${c.vat_tax_id}` : ''}`,
      `    registered ${c.created_at} UTC; billing e-mail ${c.email}; phone ${c.telephone}`,
      `    admin ${admin ? `${admin.firstname} <${admin.email}>` : '(none)'}; client manager ${rep ? rep.email : '(none)'}`,
    ].join('\n');
  });
  return { output: lines.join('\n'), exitCode: 0 };
}

async function decide(
  deps: AdminDeps,
  idText: string | undefined,
  decision: 'active' | 'rejected',
  options: { manager?: string; reason?: string },
): Promise<AdminResult> {
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) return fail(`A company id is needed.\n${USAGE}`);
  const company = companyById(deps.db, id);
  if (!company) return fail(`No company #${id}.`);
  if (company.status !== 'pending') return fail(`Company #${id} is ${company.status}, not pending.`);
  let managerId: number | null = null;
  if (options.manager) {
    const rep = salesRepresentativeByEmail(deps.db, options.manager);
    if (!rep) return fail(`No client manager with the e-mail ${options.manager}.`);
    managerId = rep.id;
  }
  const admins = companyAdmins(deps.db, id); // before a rejection detaches them
  const reason = options.reason?.trim() || null;
  deps.db.transaction(() => {
    if (managerId !== null) assignSalesRepresentative(deps.db, id, managerId);
    decideCompany(deps.db, id, decision, reason);
  })();
  for (const admin of admins)
    await deps.mailer.send(
      decision === 'active'
        ? companyActivatedMail(admin.store_code, deps.origin, admin, company.name)
        : companyRejectedMail(admin.store_code, admin, company.name, reason),
    );
  const verb = decision === 'active' ? 'activated' : 'rejected';
  return { output: `Company #${id} ${company.name} ${verb}; ${admins.length} admin(s) mailed.`, exitCode: 0 };
}

export async function runAdminCommand(
  positionals: readonly string[],
  options: {
    status?: string;
    manager?: string;
    reason?: string;
    limit?: string;
    overdue?: string;
    until?: string;
    remove?: boolean;
  },
  deps: AdminDeps,
): Promise<AdminResult> {
  const [command, arg] = positionals;
  switch (command) {
    case 'companies':
      return listCompanies(deps.db, options.status ?? 'pending');
    case 'activate':
      return decide(deps, arg, 'active', options);
    case 'reject':
      return decide(deps, arg, 'rejected', options);
    case 'credit':
      return creditCommand(deps.db, arg, options, USAGE);
    case 'personal-price':
      return personalPriceCommand(deps.db, positionals.slice(1), options, USAGE);
    default:
      return fail(USAGE);
  }
}
