-- 010_cart: guest carts (masked 32-character ids), their lines, items groups (shipment split) and coupons.
-- Money is INTEGER cents. Addresses are JSON in Magento's CartAddressInput shape after the §5 fallbacks.

CREATE TABLE coupons (
  code          TEXT PRIMARY KEY COLLATE NOCASE,
  label_et      TEXT NOT NULL,
  label_ru      TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount        INTEGER NOT NULL,            -- percent: whole percent (10 = 10 %); fixed: cents off the items
  valid_from    TEXT,                        -- inclusive 'YYYY-MM-DD' (NULL = always)
  valid_until   TEXT,
  is_active     INTEGER NOT NULL DEFAULT 1
);
-- Seed codes (tests and demos rely on them): 10 % off, 5 EUR off, and one that has expired.
INSERT INTO coupons (code, label_et, label_ru, kind, amount, valid_from, valid_until) VALUES
  ('EHITUS10', 'Ehitushooaja soodustus 10%', 'Скидка строительного сезона 10%', 'percent', 10, NULL, NULL),
  ('TASUTA5', 'Kinkekood 5 €', 'Подарочный код 5 €', 'fixed', 500, NULL, NULL),
  ('SUVI2020', 'Suvesoodustus 2020', 'Летняя скидка 2020', 'percent', 20, '2020-06-01', '2020-08-31');

CREATE TABLE carts (
  id                INTEGER PRIMARY KEY,
  masked_id         TEXT NOT NULL UNIQUE,    -- 32 random [A-Za-z0-9]: the id clients see
  store_code        TEXT NOT NULL REFERENCES store_views(code),
  customer_id       INTEGER,                 -- NULL for a guest cart (customers arrive later)
  is_active         INTEGER NOT NULL DEFAULT 1,
  email             TEXT,
  coupon_code       TEXT REFERENCES coupons(code),
  shipping_address  TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  pickup_location_code TEXT,                 -- ShippingAddressInput.pickup_location_code
  object_id         TEXT,                    -- shop extension: parcel machine id given with the address
  billing_address   TEXT CHECK (billing_address IS NULL OR json_valid(billing_address)),
  billing_same_as_shipping INTEGER NOT NULL DEFAULT 0,
  payment_method    TEXT,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

-- One line per product + chosen options. options_key is the canonical text of the options, so adding the
-- same product with the same options again raises that line instead of adding a second one.
CREATE TABLE cart_items (
  id           INTEGER PRIMARY KEY,
  cart_id      INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id   INTEGER NOT NULL REFERENCES products(id),   -- what was added (the parent of a configurable)
  variant_id   INTEGER REFERENCES products(id),            -- configurable: the chosen child
  options      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)), -- bundle selections, downloadable links
  options_key  TEXT NOT NULL DEFAULT '',
  quantity     REAL NOT NULL CHECK (quantity > 0),
  group_id     INTEGER,                                    -- items group after a split; NULL = original split
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  UNIQUE (cart_id, product_id, options_key)
);
CREATE INDEX cart_items_cart ON cart_items (cart_id, id);

-- The shipping choice of one items group (spec §3 items group: carrier_code, method_code, location_id).
CREATE TABLE cart_shipping_groups (
  cart_id      INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  group_id     INTEGER NOT NULL,
  carrier_code TEXT NOT NULL,
  method_code  TEXT NOT NULL,
  location_id  TEXT,                        -- pickup_location_code or parcel machine id
  PRIMARY KEY (cart_id, group_id)
) WITHOUT ROWID;
