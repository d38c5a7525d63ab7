-- 176_personal_prices: spec §3/§6 personal price — a price agreed with one customer or with one company (then
-- for every user of it), per product, optionally until a date. It competes as an extra tier in the §6 choice,
-- so the customer pays the lowest of it, the campaign and the club prices allowed to them.
CREATE TABLE personal_prices (
  id           INTEGER PRIMARY KEY,
  customer_id  INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  company_id   INTEGER REFERENCES companies(id) ON DELETE CASCADE,
  product_id   INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  price_cents  INTEGER NOT NULL CHECK (price_cents > 0),
  valid_until  TEXT,                                   -- ISO date, inclusive; NULL: until changed
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((customer_id IS NULL) <> (company_id IS NULL))
);
CREATE UNIQUE INDEX personal_prices_customer ON personal_prices (customer_id, product_id) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX personal_prices_company ON personal_prices (company_id, product_id) WHERE company_id IS NOT NULL;
