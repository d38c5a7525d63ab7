import type { Database } from 'better-sqlite3';
import {
  issueSetupCode,
  listPickupLocationCodes,
  SETUP_CODE_HOURS_DEFAULT,
} from '@/server/store/kiosk-devices';
import { listKiosks, pendingSetupCodes, revokeKiosk } from '@/server/store/kiosk-revoke';

// The kiosk commands (README "Kiosk mode"), apart from the command line so server tests run them on a test
// database: issue a setup code, list the tablets, revoke one.

export interface KioskCommandResult {
  output: string;
  exitCode: number;
}

export interface KioskCommandOptions {
  store?: string | undefined;
  hours?: string | undefined;
  label?: string | undefined;
}

export const KIOSK_USAGE =
  'Usage: npm run kiosk:code -- --store <pickup location> [--hours 24] [--label "Till 2"]\n' +
  '       npm run kiosk:list\n' +
  '       npm run kiosk:revoke -- <kiosk id | setup code>\n' +
  'Every command takes --data-dir DIR (default DATA_DIR or ./data) or --db FILE.';

const fail = (output: string, exitCode = 2): KioskCommandResult => ({ output, exitCode });

function issueCode(db: Database, opts: KioskCommandOptions): KioskCommandResult {
  const stores = listPickupLocationCodes(db);
  if (!opts.store || !stores.includes(opts.store))
    return fail(`--store must be one of: ${stores.join(', ') || '(none: start the shop once to seed it)'}`);
  const hours = opts.hours ? Number(opts.hours) : SETUP_CODE_HOURS_DEFAULT;
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30)
    return fail('--hours must be a number of hours between 0 and 720');
  const { code, expiresAt } = issueSetupCode(db, opts.store, {
    hours,
    ...(opts.label ? { label: opts.label } : {}),
  });
  return {
    output:
      `Kiosk setup code for ${opts.store}: ${code} (single use, valid until ${expiresAt})\n` +
      'On the tablet open /et/kiosk (or /ru/kiosk) and type the code.',
    exitCode: 0,
  };
}

function list(db: Database): KioskCommandResult {
  const kiosks = listKiosks(db);
  const codes = pendingSetupCodes(db);
  const lines = kiosks.length
    ? kiosks.map(
        (k) =>
          `#${k.id}  ${k.store}  ${k.label ?? '-'}  bound ${k.boundAt}  ` +
          (k.revokedAt ? `REVOKED ${k.revokedAt}` : 'active'),
      )
    : ['No kiosks bound yet.'];
  if (codes.length) {
    lines.push('', 'Setup codes not used yet:');
    for (const c of codes) lines.push(`  ${c.store}  ${c.label ?? '-'}  valid until ${c.expiresAt}`);
  }
  return { output: lines.join('\n'), exitCode: 0 };
}

function revoke(db: Database, ref: string | undefined): KioskCommandResult {
  if (!ref) return fail(KIOSK_USAGE);
  const result = revokeKiosk(db, ref);
  switch (result.kind) {
    case 'device':
      return {
        output: result.alreadyRevoked
          ? `Kiosk #${result.id} (${result.store}) was already revoked.`
          : `Kiosk #${result.id} (${result.store}) is revoked: it shows the setup again the next time it is online.`,
        exitCode: 0,
      };
    case 'code':
      return {
        output: `The unused setup code for ${result.store} is revoked: it binds no tablet.`,
        exitCode: 0,
      };
    case 'not-found':
      return fail(`No kiosk or setup code "${ref}". See npm run kiosk:list.`, 1);
  }
}

export function runKioskCommand(
  db: Database,
  command: string | undefined,
  args: readonly string[],
  opts: KioskCommandOptions,
): KioskCommandResult {
  switch (command) {
    case 'code':
      return issueCode(db, opts);
    case 'list':
      return list(db);
    case 'revoke':
      return revoke(db, args[0]);
    default:
      return fail(KIOSK_USAGE);
  }
}
