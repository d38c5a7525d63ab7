-- 150_listing_epoch: every worker process (issue 15 item 5) keeps its own in-memory listing index
-- (src/server/store/catalog-listing-index.ts). Per-product edits are logged in listing_changes (050) and applied
-- in place; the catalogue edits below change what a listing is made of (category and campaign membership,
-- pickup points, filterable attributes, brands, tier prices, new option or stock-source rows, deleted
-- products), so they bump one shared counter and every process rebuilds its index on its next read, whoever
-- wrote. This replaces PRAGMA data_version, which changes on every commit of another connection: with several
-- workers each cart write made every other worker rebuild.
CREATE TABLE listing_epoch (
  id  INTEGER PRIMARY KEY CHECK (id = 1),
  n   INTEGER NOT NULL
);
INSERT INTO listing_epoch (id, n) VALUES (1, 0);

CREATE TRIGGER listing_epoch_category_products_insert AFTER INSERT ON category_products
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_category_products_update AFTER UPDATE ON category_products
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_category_products_delete AFTER DELETE ON category_products
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_campaigns_insert AFTER INSERT ON campaigns
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_campaigns_update AFTER UPDATE ON campaigns
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_campaigns_delete AFTER DELETE ON campaigns
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_campaign_products_insert AFTER INSERT ON campaign_products
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_campaign_products_update AFTER UPDATE ON campaign_products
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_campaign_products_delete AFTER DELETE ON campaign_products
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_pickup_locations_insert AFTER INSERT ON pickup_locations
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_pickup_locations_update AFTER UPDATE ON pickup_locations
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_pickup_locations_delete AFTER DELETE ON pickup_locations
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_attributes_insert AFTER INSERT ON attributes
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_attributes_update AFTER UPDATE ON attributes
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_attributes_delete AFTER DELETE ON attributes
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_brands_update AFTER UPDATE ON brands
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_brands_delete AFTER DELETE ON brands
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_tier_prices_insert AFTER INSERT ON product_tier_prices
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_tier_prices_update AFTER UPDATE ON product_tier_prices
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_tier_prices_delete AFTER DELETE ON product_tier_prices
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_option_values_insert AFTER INSERT ON product_option_values
BEGIN UPDATE listing_epoch SET n = n + 1; END;
CREATE TRIGGER listing_epoch_option_values_update AFTER UPDATE ON product_option_values
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_sources_insert AFTER INSERT ON inventory_source_items
BEGIN UPDATE listing_epoch SET n = n + 1; END;

CREATE TRIGGER listing_epoch_products_delete AFTER DELETE ON products
BEGIN UPDATE listing_epoch SET n = n + 1; END;

-- the product type decides whether search ranks it after the goods themselves (ListingIndex.secondary)
CREATE TRIGGER listing_changes_products_type AFTER UPDATE OF type_id ON products
BEGIN
  INSERT INTO listing_changes (product_id) VALUES (NEW.id);
END;
