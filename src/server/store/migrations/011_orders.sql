-- 011_orders: placed orders with their lines and shipments, order numbers per store, and the e-mail outbox
-- (order confirmations are stored, never sent by the reference server).

CREATE TABLE order_sequences (
  store_code  TEXT PRIMARY KEY REFERENCES store_views(code),
  last_value  INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE orders (
  id               INTEGER PRIMARY KEY,
  increment_id     TEXT NOT NULL UNIQUE,     -- the order number customers see, '000000001' (et) / '200000001' (ru)
  store_code       TEXT NOT NULL REFERENCES store_views(code),
  cart_id          INTEGER NOT NULL UNIQUE REFERENCES carts(id),  -- one order per cart: never doubled
  token            TEXT NOT NULL,            -- guest order lookup token
  status           TEXT NOT NULL DEFAULT 'pending',
  email            TEXT NOT NULL,
  customer_firstname TEXT,
  customer_lastname  TEXT,
  shipping_address TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  billing_address  TEXT NOT NULL CHECK (json_valid(billing_address)),
  payment_method   TEXT NOT NULL,
  payment_title    TEXT NOT NULL,
  coupon_code      TEXT,
  subtotal         INTEGER NOT NULL,         -- cents, items before discount
  discount         INTEGER NOT NULL DEFAULT 0,
  shipping_amount  INTEGER NOT NULL DEFAULT 0,
  grand_total      INTEGER NOT NULL,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

CREATE TABLE order_items (
  id            INTEGER PRIMARY KEY,
  order_id      INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id    INTEGER NOT NULL REFERENCES products(id),
  variant_id    INTEGER REFERENCES products(id),
  sku           TEXT NOT NULL,
  name          TEXT NOT NULL,
  product_type  TEXT NOT NULL,
  url_key       TEXT,
  quantity      REAL NOT NULL,
  price         INTEGER NOT NULL,            -- unit price in cents
  row_total     INTEGER NOT NULL,
  discount      INTEGER NOT NULL DEFAULT 0,
  options       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
  group_id      INTEGER
);
CREATE INDEX order_items_order ON order_items (order_id);

-- One row per items group: how that part of the order travels.
CREATE TABLE order_shipments (
  order_id      INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  group_id      INTEGER NOT NULL,
  carrier_code  TEXT NOT NULL,
  method_code   TEXT NOT NULL,
  title         TEXT NOT NULL,
  location_id   TEXT,
  amount        INTEGER NOT NULL,
  PRIMARY KEY (order_id, group_id)
) WITHOUT ROWID;

CREATE TABLE email_outbox (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL,                 -- 'order_confirmation'
  store_code  TEXT NOT NULL,
  recipient   TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,                 -- plain text in the store's language
  order_id    INTEGER REFERENCES orders(id),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  sent_at     TEXT
);
CREATE INDEX email_outbox_created ON email_outbox (created_at);
