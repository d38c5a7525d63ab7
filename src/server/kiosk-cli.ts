// npm run kiosk:code -- --store <pickup location code> [--hours 24] [--label "Till 2"] [--data-dir DIR | --db FILE]
// Issues a single-use setup code that binds one store tablet to that pickup location (issue 13, README
// "Kiosk mode"). The code is printed once; only its hash is stored.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/store/db';
import {
  issueSetupCode,
  listPickupLocationCodes,
  SETUP_CODE_HOURS_DEFAULT,
} from '@/server/store/kiosk-devices';

const { values } = parseArgs({
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
const stores = listPickupLocationCodes(db);
const hours = values.hours ? Number(values.hours) : SETUP_CODE_HOURS_DEFAULT;
if (!values.store || !stores.includes(values.store)) {
  console.error(`--store must be one of: ${stores.join(', ') || '(none: start the shop once to seed it)'}`);
  db.close();
  process.exit(2);
}
if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) {
  console.error('--hours must be a number of hours between 0 and 720');
  db.close();
  process.exit(2);
}
const { code, expiresAt } = issueSetupCode(db, values.store, {
  hours,
  ...(values.label ? { label: values.label } : {}),
});
db.close();
console.log(`Kiosk setup code for ${values.store}: ${code} (single use, valid until ${expiresAt})`);
console.log(`On the tablet open /et/kiosk (or /ru/kiosk) and type the code.`);
