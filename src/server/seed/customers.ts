import type { Database } from 'better-sqlite3';
import { hashSync } from '@node-rs/argon2';

// Demo customer accounts (documented in src/server/store/README.md): sign in with any of them and the password
// DEMO_PASSWORD. Their personal codes are SK's demo identities (ESTONIA.md), so the eID simulators find them;
// Jaan Tamm's code has two accounts (related accounts, spec §1).

export const DEMO_PASSWORD = 'Demo-2026!';

const DEMO = [
  {
    email: 'mari.maasikas@example.ee',
    firstname: 'Mari',
    lastname: 'Maasikas',
    code: '60001019906',
    phone: '+37251234567',
  },
  {
    email: 'jaan.tamm@example.ee',
    firstname: 'Jaan',
    lastname: 'Tamm',
    code: '30303039914',
    phone: '+37255512345',
  },
  {
    email: 'tamm.ehitus@example.ee',
    firstname: 'Jaan',
    lastname: 'Tamm',
    code: '30303039914',
    phone: '+37255512345',
  },
] as const;

export function seedCustomers(db: Database): number {
  // one hash for all: argon2id with the server's cost, made once (about 50 ms)
  const hash = hashSync(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const insert = db.prepare(
    `INSERT INTO customers (email, firstname, lastname, password_hash, personal_code, telephone, newsletter_email,
       is_subscribed, data_processing) VALUES (?, ?, ?, ?, ?, ?, 1, 1, 1)`,
  );
  const address = db.prepare(
    `INSERT INTO customer_addresses (customer_id, firstname, lastname, street, city, postcode, country_code,
       region_id, telephone, is_default_shipping, is_default_billing) VALUES (?, ?, ?, ?, ?, ?, 'EE', ?, ?, ?, ?)`,
  );
  for (const c of DEMO) {
    const id = Number(insert.run(c.email, c.firstname, c.lastname, hash, c.code, c.phone).lastInsertRowid);
    if (c.email === 'mari.maasikas@example.ee') {
      address.run(
        id,
        c.firstname,
        c.lastname,
        JSON.stringify(['Pärnu mnt 10']),
        'Tallinn',
        '10148',
        340,
        c.phone,
        1,
        1,
      );
      address.run(
        id,
        c.firstname,
        c.lastname,
        JSON.stringify(['Riia 5']),
        'Tartu',
        '51004',
        null,
        c.phone,
        0,
        0,
      );
    }
  }
  return DEMO.length;
}
