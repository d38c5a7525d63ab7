-- 050_listing_changes: a change log of products whose listing data changed after the seed, so the
-- in-memory listing index (src/server/store/catalog-listing-index.ts) refreshes just those products on the
-- next request, whichever connection or process wrote. Only UPDATE/DELETE are logged: the seed's bulk
-- INSERTs stay fast, and new products are picked up by the index's max(id) check.
CREATE TABLE listing_changes (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL,
  changed_at  TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TRIGGER listing_changes_inventory AFTER UPDATE OF qty, stock_status ON product_inventory
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (NEW.product_id);
END;

CREATE TRIGGER listing_changes_sources AFTER UPDATE OF qty, status ON inventory_source_items
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (NEW.product_id);
END;

CREATE TRIGGER listing_changes_sources_delete AFTER DELETE ON inventory_source_items
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (OLD.product_id);
END;

CREATE TRIGGER listing_changes_products AFTER UPDATE OF status, visibility, price, special_price,
  special_from_date, special_to_date, min_price, brand_id, name_et, name_ru ON products
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (NEW.id);
END;

CREATE TRIGGER listing_changes_options AFTER DELETE ON product_option_values
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (OLD.product_id);
END;
