-- 235_stock_quantity_changes: every order lowers the stock quantities of what it sold (product_inventory and the
-- source the goods leave from), and until now that alone logged the products in both change logs: every worker
-- refreshed its listing index for them and evicted every cached answer showing them, each listing page they are
-- on included, after every order. What answers show of a quantity:
--   product_inventory: the stock status, the sale limits and, at or below the product's threshold, "only X left".
--     As Magento's stock cache cleaner (CatalogInventory's Indexer\Stock\CacheCleaner) does, a change of the
--     quantity alone is logged only when it starts or ends at or below that threshold.
--   inventory_source_items: whether a store has any (the listing index, a listing's store filter, the status shown)
--     and, on a product's page only, each store's quantity. A change of the quantity alone is logged as a row with
--     `quantities` = 1, which evicts only the answers that show the product's stock per store (cache-tags.ts).
-- The listing index reads the stock status of product_inventory and, of a store's stock, whether there is any.
ALTER TABLE cache_tag_changes ADD COLUMN quantities INTEGER NOT NULL DEFAULT 0;

DROP TRIGGER listing_changes_inventory;
CREATE TRIGGER listing_changes_inventory AFTER UPDATE OF stock_status ON product_inventory
WHEN OLD.stock_status IS NOT NEW.stock_status
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (NEW.product_id);
END;

DROP TRIGGER listing_changes_sources;
CREATE TRIGGER listing_changes_sources AFTER UPDATE OF qty, status ON inventory_source_items
WHEN OLD.status IS NOT NEW.status OR (OLD.qty > 0) IS NOT (NEW.qty > 0)
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (NEW.product_id);
END;

DROP TRIGGER cache_tag_changes_product_inventory_update;
CREATE TRIGGER cache_tag_changes_product_inventory_update AFTER UPDATE ON product_inventory
WHEN OLD.product_id IS NOT NEW.product_id OR OLD.stock_status IS NOT NEW.stock_status
  OR OLD.manage_stock IS NOT NEW.manage_stock OR OLD.is_qty_decimal IS NOT NEW.is_qty_decimal
  OR OLD.enable_qty_increments IS NOT NEW.enable_qty_increments OR OLD.qty_increments IS NOT NEW.qty_increments
  OR OLD.min_sale_qty IS NOT NEW.min_sale_qty OR OLD.max_sale_qty IS NOT NEW.max_sale_qty
  OR OLD.backorders IS NOT NEW.backorders OR OLD.only_x_left_threshold IS NOT NEW.only_x_left_threshold
  OR (OLD.qty IS NOT NEW.qty AND (OLD.qty <= OLD.only_x_left_threshold OR NEW.qty <= NEW.only_x_left_threshold))
BEGIN
  INSERT INTO cache_tag_changes (product_id, membership)
  SELECT NEW.product_id, OLD.stock_status IS NOT NEW.stock_status OR OLD.product_id IS NOT NEW.product_id
  UNION SELECT OLD.product_id, OLD.product_id IS NOT NEW.product_id;
END;

DROP TRIGGER cache_tag_changes_inventory_source_items_update;
CREATE TRIGGER cache_tag_changes_inventory_source_items_update AFTER UPDATE ON inventory_source_items
WHEN OLD.status IS NOT NEW.status OR (OLD.qty > 0) IS NOT (NEW.qty > 0)
  OR OLD.source_code IS NOT NEW.source_code OR OLD.product_id IS NOT NEW.product_id
BEGIN
  INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 1
  UNION SELECT OLD.product_id, OLD.product_id IS NOT NEW.product_id;
END;
CREATE TRIGGER cache_tag_changes_inventory_source_quantities AFTER UPDATE OF qty ON inventory_source_items
WHEN OLD.qty IS NOT NEW.qty AND OLD.status IS NEW.status AND (OLD.qty > 0) IS (NEW.qty > 0)
  AND OLD.source_code IS NEW.source_code AND OLD.product_id IS NEW.product_id
BEGIN
  INSERT INTO cache_tag_changes (product_id, quantities) VALUES (NEW.product_id, 1);
END;
