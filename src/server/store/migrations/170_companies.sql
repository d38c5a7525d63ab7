-- 170_companies: business customers (spec §1, §3 company; Adobe Commerce B2B's company shape). A company is
-- registered by its future admin, waits as 'pending' until customer service activates or rejects it (spec §1:
-- manual activation within one business day), and is looked after by a client manager (B2B's sales
-- representative). Each company user is one customer account: a person (one personal code) who works for
-- several companies holds one account per company (spec §1 related accounts).

CREATE TABLE sales_representatives (
  id         INTEGER PRIMARY KEY,
  firstname  TEXT NOT NULL,
  lastname   TEXT NOT NULL,
  email      TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE companies (
  id                 INTEGER PRIMARY KEY,
  name               TEXT NOT NULL,
  legal_name         TEXT,
  email              TEXT NOT NULL COLLATE NOCASE,   -- the billing e-mail
  id_number          TEXT NOT NULL,                  -- Estonian registry code (registrikood), checksum-validated
  vat_tax_id         TEXT,
  reseller_id        TEXT,
  status             TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'active', 'rejected', 'blocked')),
  rejected_reason    TEXT,
  street             TEXT NOT NULL CHECK (json_valid(street)),  -- JSON array of lines
  city               TEXT NOT NULL,
  postcode           TEXT NOT NULL,
  country_code       TEXT NOT NULL DEFAULT 'EE',
  region_id          INTEGER,
  telephone          TEXT NOT NULL,
  sales_representative_id INTEGER REFERENCES sales_representatives(id),
  store_code         TEXT NOT NULL DEFAULT 'et' REFERENCES store_views(code),  -- language of the mails
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  decided_at         TEXT
);
-- one live company per registry code; a rejected application does not block a new one
CREATE UNIQUE INDEX companies_id_number ON companies (id_number) WHERE status <> 'rejected';
CREATE INDEX companies_status ON companies (status);

-- spec §6 roles: 'admin' (Company admin), 'buyer' (Buyer), 'worker' (Worker). One company per customer account.
CREATE TABLE company_users (
  customer_id  INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  company_id   INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  role_code    TEXT NOT NULL CHECK (role_code IN ('admin', 'buyer', 'worker')),
  status       TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  job_title    TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX company_users_company ON company_users (company_id, status);

INSERT INTO sales_representatives (firstname, lastname, email) VALUES
  ('Kristi', 'Tamm', 'kristi.tamm@ehituspood.example'),
  ('Andrei', 'Ivanov', 'andrei.ivanov@ehituspood.example');
