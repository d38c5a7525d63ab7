import type { Database } from 'better-sqlite3';
import { hashSync } from '@node-rs/argon2';

// Demo customer accounts (documented in src/server/store/README.md): sign in with any of them and the password
// DEMO_PASSWORD. Their personal codes are SK's demo identities (ESTONIA.md), so the eID simulators find them;
// Jaan Tamm's code has two accounts (related accounts, spec §1): his private one and the company admin of the
// active demo company Tamm Ehitus OÜ, whose Worker is Peeter Puusepp and Buyer Kati Kask (spec §6 roles); the
// company has 5,000 EUR of credit (spec §1 company credit).

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
  {
    email: 'peeter.puusepp@example.ee',
    firstname: 'Peeter',
    lastname: 'Puusepp',
    code: null,
    phone: '+37255598765',
  },
  {
    email: 'kati.kask@example.ee',
    firstname: 'Kati',
    lastname: 'Kask',
    code: null,
    phone: '+37255587654',
  },
] as const;

/** The demo company: active, b2b priced, its admin and worker among the accounts above. */
const DEMO_COMPANY = {
  name: 'Tamm Ehitus OÜ',
  id_number: '14000009',
  vat_tax_id: 'EE100000007',
  email: 'arved@tamm-ehitus.example',
  street: JSON.stringify(['Tartu mnt 80']),
  city: 'Tallinn',
  postcode: '10112',
  region_id: 340,
  telephone: '+37255512345',
  users: [
    ['tamm.ehitus@example.ee', 'admin', 'Juhataja'],
    ['peeter.puusepp@example.ee', 'worker', 'Puusepp'],
    ['kati.kask@example.ee', 'buyer', 'Varustaja'],
  ],
  creditLimitCents: 500_000,
} as const;

function seedCompany(db: Database): void {
  const c = DEMO_COMPANY;
  const companyId = Number(
    db
      .prepare(
        `INSERT INTO companies (name, legal_name, email, id_number, vat_tax_id, status, street, city, postcode,
           region_id, telephone, sales_representative_id, decided_at)
         VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, 1, strftime('%Y-%m-%d %H:%M:%S', 'now'))`,
      )
      .run(
        c.name,
        c.name,
        c.email,
        c.id_number,
        c.vat_tax_id,
        c.street,
        c.city,
        c.postcode,
        c.region_id,
        c.telephone,
      ).lastInsertRowid,
  );
  const join = db.prepare(
    `INSERT INTO company_users (customer_id, company_id, role_code, job_title)
     SELECT id, ?, ?, ? FROM customers WHERE email = ?`,
  );
  for (const [email, role, title] of c.users) join.run(companyId, role, title, email);
  db.prepare(
    `UPDATE customers SET group_id = 4 WHERE id IN (SELECT customer_id FROM company_users WHERE company_id = ?)`,
  ).run(companyId);
  db.prepare(`INSERT INTO company_credits (company_id, credit_limit) VALUES (?, ?)`).run(
    companyId,
    c.creditLimitCents,
  );
  db.prepare(
    `INSERT INTO company_credit_operations (company_id, type, amount) VALUES (?, 'ALLOCATION', ?)`,
  ).run(companyId, c.creditLimitCents);
  // spec §6 personal prices agreed with the company (migration 176): a fifth off two products in stock that have
  // no tier prices (so a club price test never meets them), past the fixture products SIM-0001…SIM-0010
  db.prepare(
    `INSERT INTO personal_prices (company_id, product_id, price_cents)
     SELECT ?, p.id, CAST(ROUND(p.price * 0.8) AS INTEGER) FROM products p
       JOIN product_inventory i ON i.product_id = p.id AND i.stock_status = 1
      WHERE p.type_id = 'simple' AND p.sku > 'SIM-0010' AND p.sku LIKE 'SIM-%' AND p.special_price IS NULL
        AND NOT EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.id)
      ORDER BY p.id LIMIT 2`,
  ).run(companyId);
}

export function seedCustomers(db: Database): number {
  // one hash for all: argon2id with the server's cost, made once (about 50 ms)
  const hash = hashSync(DEMO_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const insert = db.prepare(
    // the demo identities' codes are SK's demo eID people: as if each had registered with an eID (migration 245)
    `INSERT INTO customers (email, firstname, lastname, password_hash, personal_code, personal_code_verified,
       telephone, newsletter_email, is_subscribed, data_processing) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1, 1)`,
  );
  const address = db.prepare(
    `INSERT INTO customer_addresses (customer_id, firstname, lastname, street, city, postcode, country_code,
       region_id, telephone, is_default_shipping, is_default_billing) VALUES (?, ?, ?, ?, ?, ?, 'EE', ?, ?, ?, ?)`,
  );
  for (const c of DEMO) {
    const verified = c.code ? 1 : 0;
    const id = Number(
      insert.run(c.email, c.firstname, c.lastname, hash, c.code, verified, c.phone).lastInsertRowid,
    );
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
  seedCompany(db);
  return DEMO.length;
}
