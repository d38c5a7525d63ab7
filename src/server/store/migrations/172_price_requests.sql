-- 172_price_requests: spec §1/§5 price requests — from a cart total of 300 EUR a signed-in customer asks for a
-- price quote on the cart's lines; the request keeps a copy of the lines as they were (the cart goes on
-- changing) and goes to the client manager (a company's) or customer service.
CREATE TABLE price_requests (
  id              INTEGER PRIMARY KEY,
  customer_id     INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  company_id      INTEGER REFERENCES companies(id) ON DELETE SET NULL,
  store_code      TEXT NOT NULL REFERENCES store_views(code),
  comment         TEXT,
  lines           TEXT NOT NULL CHECK (json_valid(lines)),  -- [{sku, name, quantity, row_total}] row_total in cents
  total_cents     INTEGER NOT NULL,                         -- the cart total without transport
  status          TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX price_requests_customer ON price_requests (customer_id, id);
