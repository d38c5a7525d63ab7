-- 215_cache_tag_changes: cache tags (Magento's cache identities) instead of one counter for every catalogue write.
-- Each worker's response cache (src/server/http/response-cache.ts) stores with an answer the tags of what it
-- shows: the products it read, the categories whose listing it is, or that it is some other listing. The
-- triggers below log what a write to a product's own rows can change, whichever process wrote it, and every
-- worker evicts the answers with those tags on its next request (src/server/store/cache-tag-changes.ts):
--   product_id, membership 0: the product's own data (a stock quantity, media, a review …): answers showing it;
--   product_id, membership 1: the product may also have entered or left listings (stock status, price, status,
--     visibility, names, keys, brand, options, campaigns, tier prices): also every listing of its categories and
--     every listing not limited to a category;
--   category_id: a product joined or left that category's listing.
-- The shared counter of migration 210 keeps its triggers only on the tables no product owns (store
-- configuration, categories, attributes, brands, campaigns, CMS, blog, directory, URL rewrites …): a write there
-- still empties every worker's cache. An order now logs the rows of the products it took from stock instead.
CREATE TABLE cache_tag_changes (
  id           INTEGER PRIMARY KEY,
  product_id   INTEGER,
  category_id  INTEGER,
  membership   INTEGER NOT NULL DEFAULT 0,
  changed_at   TEXT NOT NULL DEFAULT (datetime('now'))
);


-- the product-owned tables leave the shared counter ...
DROP TRIGGER catalogue_version_bundle_options_insert;
DROP TRIGGER catalogue_version_bundle_options_update;
DROP TRIGGER catalogue_version_bundle_options_delete;
DROP TRIGGER catalogue_version_bundle_selections_insert;
DROP TRIGGER catalogue_version_bundle_selections_update;
DROP TRIGGER catalogue_version_bundle_selections_delete;
DROP TRIGGER catalogue_version_campaign_products_insert;
DROP TRIGGER catalogue_version_campaign_products_update;
DROP TRIGGER catalogue_version_campaign_products_delete;
DROP TRIGGER catalogue_version_category_products_insert;
DROP TRIGGER catalogue_version_category_products_update;
DROP TRIGGER catalogue_version_category_products_delete;
DROP TRIGGER catalogue_version_downloadable_links_insert;
DROP TRIGGER catalogue_version_downloadable_links_update;
DROP TRIGGER catalogue_version_downloadable_links_delete;
DROP TRIGGER catalogue_version_downloadable_samples_insert;
DROP TRIGGER catalogue_version_downloadable_samples_update;
DROP TRIGGER catalogue_version_downloadable_samples_delete;
DROP TRIGGER catalogue_version_giftcard_amounts_insert;
DROP TRIGGER catalogue_version_giftcard_amounts_update;
DROP TRIGGER catalogue_version_giftcard_amounts_delete;
DROP TRIGGER catalogue_version_inventory_source_items_insert;
DROP TRIGGER catalogue_version_inventory_source_items_update;
DROP TRIGGER catalogue_version_inventory_source_items_delete;
DROP TRIGGER catalogue_version_product_inventory_insert;
DROP TRIGGER catalogue_version_product_inventory_update;
DROP TRIGGER catalogue_version_product_inventory_delete;
DROP TRIGGER catalogue_version_product_links_insert;
DROP TRIGGER catalogue_version_product_links_update;
DROP TRIGGER catalogue_version_product_links_delete;
DROP TRIGGER catalogue_version_product_media_insert;
DROP TRIGGER catalogue_version_product_media_update;
DROP TRIGGER catalogue_version_product_media_delete;
DROP TRIGGER catalogue_version_product_option_values_insert;
DROP TRIGGER catalogue_version_product_option_values_update;
DROP TRIGGER catalogue_version_product_option_values_delete;
DROP TRIGGER catalogue_version_product_price_history_insert;
DROP TRIGGER catalogue_version_product_price_history_update;
DROP TRIGGER catalogue_version_product_price_history_delete;
DROP TRIGGER catalogue_version_product_super_attributes_insert;
DROP TRIGGER catalogue_version_product_super_attributes_update;
DROP TRIGGER catalogue_version_product_super_attributes_delete;
DROP TRIGGER catalogue_version_product_technical_attributes_insert;
DROP TRIGGER catalogue_version_product_technical_attributes_update;
DROP TRIGGER catalogue_version_product_technical_attributes_delete;
DROP TRIGGER catalogue_version_product_tier_prices_insert;
DROP TRIGGER catalogue_version_product_tier_prices_update;
DROP TRIGGER catalogue_version_product_tier_prices_delete;
DROP TRIGGER catalogue_version_product_variants_insert;
DROP TRIGGER catalogue_version_product_variants_update;
DROP TRIGGER catalogue_version_product_variants_delete;
DROP TRIGGER catalogue_version_products_insert;
DROP TRIGGER catalogue_version_products_update;
DROP TRIGGER catalogue_version_products_delete;
DROP TRIGGER catalogue_version_review_ratings_insert;
DROP TRIGGER catalogue_version_review_ratings_update;
DROP TRIGGER catalogue_version_review_ratings_delete;
DROP TRIGGER catalogue_version_reviews_insert;
DROP TRIGGER catalogue_version_reviews_update;
DROP TRIGGER catalogue_version_reviews_delete;

-- ... and log their products instead
CREATE TRIGGER cache_tag_changes_bundle_options_insert AFTER INSERT ON bundle_options
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_bundle_options_update AFTER UPDATE ON bundle_options
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_bundle_options_delete AFTER DELETE ON bundle_options
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_campaign_products_insert AFTER INSERT ON campaign_products
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_campaign_products_update AFTER UPDATE ON campaign_products
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 1 UNION SELECT OLD.product_id, 1; END;
CREATE TRIGGER cache_tag_changes_campaign_products_delete AFTER DELETE ON campaign_products
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_downloadable_links_insert AFTER INSERT ON downloadable_links
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_downloadable_links_update AFTER UPDATE ON downloadable_links
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_downloadable_links_delete AFTER DELETE ON downloadable_links
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_downloadable_samples_insert AFTER INSERT ON downloadable_samples
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_downloadable_samples_update AFTER UPDATE ON downloadable_samples
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_downloadable_samples_delete AFTER DELETE ON downloadable_samples
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_giftcard_amounts_insert AFTER INSERT ON giftcard_amounts
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_giftcard_amounts_update AFTER UPDATE ON giftcard_amounts
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_giftcard_amounts_delete AFTER DELETE ON giftcard_amounts
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_links_insert AFTER INSERT ON product_links
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_links_update AFTER UPDATE ON product_links
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_links_delete AFTER DELETE ON product_links
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_media_insert AFTER INSERT ON product_media
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_media_update AFTER UPDATE ON product_media
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_media_delete AFTER DELETE ON product_media
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_option_values_insert AFTER INSERT ON product_option_values
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_product_option_values_update AFTER UPDATE ON product_option_values
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 1 UNION SELECT OLD.product_id, 1; END;
CREATE TRIGGER cache_tag_changes_product_option_values_delete AFTER DELETE ON product_option_values
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_product_price_history_insert AFTER INSERT ON product_price_history
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_price_history_update AFTER UPDATE ON product_price_history
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_price_history_delete AFTER DELETE ON product_price_history
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_super_attributes_insert AFTER INSERT ON product_super_attributes
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_super_attributes_update AFTER UPDATE ON product_super_attributes
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_super_attributes_delete AFTER DELETE ON product_super_attributes
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_technical_attributes_insert AFTER INSERT ON product_technical_attributes
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_technical_attributes_update AFTER UPDATE ON product_technical_attributes
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_technical_attributes_delete AFTER DELETE ON product_technical_attributes
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_product_tier_prices_insert AFTER INSERT ON product_tier_prices
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_product_tier_prices_update AFTER UPDATE ON product_tier_prices
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 1 UNION SELECT OLD.product_id, 1; END;
CREATE TRIGGER cache_tag_changes_product_tier_prices_delete AFTER DELETE ON product_tier_prices
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_reviews_insert AFTER INSERT ON reviews
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 0); END;
CREATE TRIGGER cache_tag_changes_reviews_update AFTER UPDATE ON reviews
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, 0 UNION SELECT OLD.product_id, 0; END;
CREATE TRIGGER cache_tag_changes_reviews_delete AFTER DELETE ON reviews
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 0); END;

-- a configurable shows its variants (and a variant is reached from its parent)
CREATE TRIGGER cache_tag_changes_product_variants_insert AFTER INSERT ON product_variants
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.parent_id, 0 UNION SELECT NEW.child_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_variants_update AFTER UPDATE ON product_variants
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.parent_id, 0 UNION SELECT NEW.child_id, 0 UNION SELECT OLD.parent_id, 0 UNION SELECT OLD.child_id, 0; END;
CREATE TRIGGER cache_tag_changes_product_variants_delete AFTER DELETE ON product_variants
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT OLD.parent_id, 0 UNION SELECT OLD.child_id, 0; END;

-- a bundle shows its selections
CREATE TRIGGER cache_tag_changes_bundle_selections_insert AFTER INSERT ON bundle_selections
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT product_id, 0 FROM bundle_options WHERE id = NEW.option_id; END;
CREATE TRIGGER cache_tag_changes_bundle_selections_update AFTER UPDATE ON bundle_selections
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT product_id, 0 FROM bundle_options WHERE id = NEW.option_id UNION SELECT product_id, 0 FROM bundle_options WHERE id = OLD.option_id; END;
CREATE TRIGGER cache_tag_changes_bundle_selections_delete AFTER DELETE ON bundle_selections
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT product_id, 0 FROM bundle_options WHERE id = OLD.option_id; END;

-- a product's rating summary
CREATE TRIGGER cache_tag_changes_review_ratings_insert AFTER INSERT ON review_ratings
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT product_id, 0 FROM reviews WHERE id = NEW.review_id; END;
CREATE TRIGGER cache_tag_changes_review_ratings_update AFTER UPDATE ON review_ratings
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT product_id, 0 FROM reviews WHERE id = NEW.review_id UNION SELECT product_id, 0 FROM reviews WHERE id = OLD.review_id; END;
CREATE TRIGGER cache_tag_changes_review_ratings_delete AFTER DELETE ON review_ratings
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT product_id, 0 FROM reviews WHERE id = OLD.review_id; END;

-- joining or leaving a category changes that listing and the product itself
CREATE TRIGGER cache_tag_changes_category_products_insert AFTER INSERT ON category_products
BEGIN INSERT INTO cache_tag_changes (product_id, category_id, membership) VALUES (NEW.product_id, NEW.category_id, 1); END;
CREATE TRIGGER cache_tag_changes_category_products_update AFTER UPDATE ON category_products
BEGIN INSERT INTO cache_tag_changes (product_id, category_id, membership) SELECT NEW.product_id, NEW.category_id, 1 UNION SELECT OLD.product_id, OLD.category_id, 1; END;
CREATE TRIGGER cache_tag_changes_category_products_delete AFTER DELETE ON category_products
BEGIN INSERT INTO cache_tag_changes (product_id, category_id, membership) VALUES (OLD.product_id, OLD.category_id, 1); END;

-- stock: only a status that flips (or pickup stock that starts or ends) can move it in or out of a listing
CREATE TRIGGER cache_tag_changes_product_inventory_insert AFTER INSERT ON product_inventory
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_product_inventory_update AFTER UPDATE ON product_inventory
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, OLD.stock_status IS NOT NEW.stock_status OR OLD.product_id IS NOT NEW.product_id
  UNION SELECT OLD.product_id, OLD.product_id IS NOT NEW.product_id; END;
CREATE TRIGGER cache_tag_changes_product_inventory_delete AFTER DELETE ON product_inventory
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_inventory_source_items_insert AFTER INSERT ON inventory_source_items
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.product_id, 1); END;
CREATE TRIGGER cache_tag_changes_inventory_source_items_update AFTER UPDATE ON inventory_source_items
BEGIN INSERT INTO cache_tag_changes (product_id, membership) SELECT NEW.product_id, OLD.status IS NOT NEW.status OR (OLD.qty > 0) IS NOT (NEW.qty > 0)
  OR OLD.source_code IS NOT NEW.source_code OR OLD.product_id IS NOT NEW.product_id
  UNION SELECT OLD.product_id, OLD.product_id IS NOT NEW.product_id; END;
CREATE TRIGGER cache_tag_changes_inventory_source_items_delete AFTER DELETE ON inventory_source_items
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.product_id, 1); END;

-- the columns the listing index reads (catalog-listing-index.ts) and the keys a lookup finds a product by
CREATE TRIGGER cache_tag_changes_products_insert AFTER INSERT ON products
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.id, 1); END;
CREATE TRIGGER cache_tag_changes_products_update AFTER UPDATE ON products
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (NEW.id,
    OLD.status IS NOT NEW.status OR OLD.visibility IS NOT NEW.visibility OR OLD.price IS NOT NEW.price
    OR OLD.special_price IS NOT NEW.special_price OR OLD.special_from_date IS NOT NEW.special_from_date
    OR OLD.special_to_date IS NOT NEW.special_to_date OR OLD.min_price IS NOT NEW.min_price OR
    OLD.brand_id IS NOT NEW.brand_id OR OLD.name_et IS NOT NEW.name_et OR OLD.name_ru IS NOT NEW.name_ru
    OR OLD.sku IS NOT NEW.sku OR OLD.url_key_et IS NOT NEW.url_key_et OR OLD.url_key_ru IS NOT
    NEW.url_key_ru OR OLD.type_id IS NOT NEW.type_id); END;
CREATE TRIGGER cache_tag_changes_products_delete AFTER DELETE ON products
BEGIN INSERT INTO cache_tag_changes (product_id, membership) VALUES (OLD.id, 1); END;
