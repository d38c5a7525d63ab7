// npm run kiosk:code -- --store <pickup location code> [--hours 24] [--label "Till 2"]
// npm run kiosk:list
// npm run kiosk:revoke -- <kiosk id | setup code>
// (each with [--data-dir DIR | --db FILE]). Issue 13, README "Kiosk mode": a single-use setup code binds one
// store tablet to that pickup location (printed once; only its hash is stored); the list shows the bound
// tablets; a revoked tablet's binding stops working.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/store/db';
import { runKioskCommand } from '@/server/admin/kiosk-admin';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    store: { type: 'string' },
    hours: { type: 'string' },
    label: { type: 'string' },
    'data-dir': { type: 'string' },
    db: { type: 'string' },
  },
});

const file = resolve(values.db ?? join(values['data-dir'] ?? process.env.DATA_DIR ?? 'data', 'shop.sqlite'));
const db = openDatabase(file);
try {
  const [command, ...args] = positionals;
  const { output, exitCode } = runKioskCommand(db, command, args, values);
  if (exitCode === 0) console.log(output);
  else console.error(output);
  process.exitCode = exitCode;
} finally {
  db.close();
}
