// npm run admin -- <command> [options]: customer service's tasks on the shop database (spec §1: company
// accounts are activated by hand within one business day).
//
//   companies [--status pending|active|rejected|blocked]   list companies (default: pending)
//   activate <company id> [--manager <e-mail>]             activate; optionally choose the client manager
//   reject <company id> [--reason <text>]                  reject; the reason goes into the mail
//   credit <company id> [--limit <EUR>] [--overdue yes|no] show or set the company's credit limit and the
//                                                          overdue-invoice flag (which suspends the credit)
//   personal-price <company id | e-mail> [<sku> <EUR> [--until YYYY-MM-DD] | <sku> --remove]
//                                                          list, set or remove a company's or customer's
//                                                          personal prices
//
// Options for every command: --data-dir DIR (default DATA_DIR or ./data) or --db FILE. The company's admins
// get a mail either way (SMTP_URL, else .eml files under DATA_DIR/mail); links use PUBLIC_URL.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/store/db';
import { mailerFromEnv } from '@/server/mail/mailer';
import { runAdminCommand } from '@/server/admin/companies-admin';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    db: { type: 'string' },
    status: { type: 'string' },
    manager: { type: 'string' },
    reason: { type: 'string' },
    limit: { type: 'string' },
    overdue: { type: 'string' },
    until: { type: 'string' },
    remove: { type: 'boolean' },
  },
});

const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');
const db = openDatabase(resolve(values.db ?? join(dataDir, 'shop.sqlite')));
const origin = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 4173}`).replace(/\/+$/, '');
try {
  const { output, exitCode } = await runAdminCommand(positionals, values, {
    db,
    mailer: mailerFromEnv(dataDir),
    origin,
  });
  console.log(output);
  process.exitCode = exitCode;
} finally {
  db.close();
}
