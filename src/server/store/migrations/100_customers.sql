-- 100_customers: customer accounts (e-mail + password, argon2id hashes), their sessions (tokens stored only as
-- SHA-256 hashes), password-reset tokens (hashed, single use) and saved addresses. Carts and orders belong to a
-- customer through carts.customer_id (orders.cart_id → carts).

CREATE TABLE customers (
  id                 INTEGER PRIMARY KEY,
  email              TEXT NOT NULL UNIQUE COLLATE NOCASE,
  firstname          TEXT NOT NULL,
  lastname           TEXT NOT NULL,
  password_hash      TEXT,                     -- argon2id PHC string; NULL for an eID-only account
  personal_code      TEXT,                     -- Estonian isikukood, checksum-validated; several accounts may share one
  telephone          TEXT,
  group_id           INTEGER NOT NULL DEFAULT 3 REFERENCES customer_groups(id),  -- 3 b2c
  store_code         TEXT NOT NULL DEFAULT 'et' REFERENCES store_views(code),   -- language of the mails
  is_subscribed      INTEGER NOT NULL DEFAULT 0,
  newsletter_email   INTEGER NOT NULL DEFAULT 0,  -- spec §3 ax_newsletter_channel_email
  newsletter_sms     INTEGER NOT NULL DEFAULT 0,  -- spec §3 ax_newsletter_channel_sms
  data_processing    INTEGER NOT NULL DEFAULT 0,  -- spec §3 ax_accepts_data_processing
  failures_num       INTEGER NOT NULL DEFAULT 0,  -- failed sign-ins in a row (Magento's lockout)
  lock_expires       TEXT,                        -- ISO time until which sign-in is refused
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX customers_personal_code ON customers (personal_code) WHERE personal_code IS NOT NULL;

CREATE TABLE customer_tokens (
  token_hash   TEXT PRIMARY KEY,               -- hex SHA-256 of the 256-bit random token; the token itself is never stored
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at   TEXT NOT NULL,                  -- ISO
  revoked      INTEGER NOT NULL DEFAULT 0,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id);

CREATE TABLE password_reset_tokens (
  token_hash   TEXT PRIMARY KEY,
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at   TEXT NOT NULL,
  used_at      TEXT
) WITHOUT ROWID;

CREATE TABLE customer_addresses (
  id                INTEGER PRIMARY KEY,
  customer_id       INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  firstname         TEXT NOT NULL,
  lastname          TEXT NOT NULL,
  street            TEXT NOT NULL CHECK (json_valid(street)),   -- JSON array of lines
  city              TEXT NOT NULL,
  postcode          TEXT,
  country_code      TEXT NOT NULL DEFAULT 'EE',
  region_id         INTEGER,
  telephone         TEXT,
  company           TEXT,
  vat_id            TEXT,
  is_default_shipping INTEGER NOT NULL DEFAULT 0,
  is_default_billing  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);

CREATE INDEX carts_customer ON carts (customer_id, is_active) WHERE customer_id IS NOT NULL;

-- Magento's newsletter_subscriber for guests (a customer's own subscription is customers.is_subscribed).
CREATE TABLE newsletter_subscribers (
  email       TEXT PRIMARY KEY COLLATE NOCASE,
  store_code  TEXT NOT NULL REFERENCES store_views(code),
  status      TEXT NOT NULL DEFAULT 'SUBSCRIBED',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
) WITHOUT ROWID;
