-- 160_kiosk (issue 13): store tablets ("kiosks") bound to one pickup location, the shelf each store product
-- stands on, and the single-use tokens that carry a kiosk's cart to a shopper's phone.
-- Every secret is stored as the SHA-256 hex of what the person or device holds, never the secret itself.

-- Where a product stands in a store: one row per stocked product and store (inventory_source_items).
-- The seed (and, for a database seeded before this migration, the INSERT below) places a product in the aisle
-- of its department's first direct category, so similar goods stand together; the shelf level A–F.
CREATE TABLE store_shelf_locations (
  product_id   INTEGER NOT NULL REFERENCES products(id),
  source_code  TEXT NOT NULL,
  aisle        INTEGER NOT NULL,
  shelf        TEXT NOT NULL,
  PRIMARY KEY (source_code, product_id)
) WITHOUT ROWID;

INSERT OR IGNORE INTO store_shelf_locations (product_id, source_code, aisle, shelf)
SELECT i.product_id, i.source_code,
       1 + (coalesce((SELECT min(cp.category_id) FROM category_products cp
                      WHERE cp.product_id = i.product_id AND cp.is_direct = 1), i.product_id) % 24),
       char(65 + (i.product_id % 6))
FROM inventory_source_items i
JOIN pickup_locations l ON l.pickup_location_code = i.source_code;

-- A setup code an admin issued (npm run kiosk:code): binds one tablet to one pickup location, once, before
-- it expires.
CREATE TABLE kiosk_setup_codes (
  code_hash            TEXT PRIMARY KEY,
  pickup_location_code TEXT NOT NULL REFERENCES pickup_locations(pickup_location_code),
  label                TEXT,
  expires_at           TEXT NOT NULL,
  used_at              TEXT,
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;

-- A bound tablet: its device token (sent as X-Kiosk-Token) opens the store's assortment and the cart handoff.
CREATE TABLE kiosk_devices (
  id                   INTEGER PRIMARY KEY,
  token_hash           TEXT NOT NULL UNIQUE,
  pickup_location_code TEXT NOT NULL REFERENCES pickup_locations(pickup_location_code),
  label                TEXT,
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  revoked_at           TEXT
);

-- "Send this cart to my phone": a short-lived, single-use token for a copy of a kiosk's cart.
CREATE TABLE cart_handoffs (
  token_hash     TEXT PRIMARY KEY,
  device_id      INTEGER NOT NULL REFERENCES kiosk_devices(id),
  source_cart_id INTEGER NOT NULL REFERENCES carts(id),
  expires_at     TEXT NOT NULL,
  used_at        TEXT,
  target_cart_id INTEGER REFERENCES carts(id)
) WITHOUT ROWID;
