-- 130_wishlists: Magento's wishlist (WishlistGraphQl) — one wishlist per customer, created on first use — and
-- its items: the product (a configurable's parent, a bundle, ...), the configurable child chosen, the options
-- the customer chose (the add request's sku, parent_sku, selected_options and entered_options as JSON, replayed
-- into addProductsToCart by addWishlistItemsToCart), quantity, the customer's note and when it was added.

CREATE TABLE wishlists (
  id            INTEGER PRIMARY KEY,
  customer_id   INTEGER NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
  sharing_code  TEXT NOT NULL UNIQUE,        -- Magento's 32-character sharing code (never used to read)
  updated_at    TEXT NOT NULL                -- ISO UTC
);

CREATE TABLE wishlist_items (
  id            INTEGER PRIMARY KEY,
  wishlist_id   INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  product_id    INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_id    INTEGER REFERENCES products(id) ON DELETE SET NULL,  -- configurable child, when chosen
  options       TEXT NOT NULL DEFAULT '{}',  -- JSON {sku, parentSku, selectedOptions, enteredOptions}
  options_key   TEXT NOT NULL DEFAULT '',    -- the same choice again raises the quantity (Magento representProduct)
  qty           REAL NOT NULL CHECK (qty > 0),
  description   TEXT,
  added_at      TEXT NOT NULL,               -- ISO UTC
  UNIQUE (wishlist_id, product_id, options_key)
);

CREATE INDEX wishlist_items_wishlist ON wishlist_items (wishlist_id, id);
