-- 210_catalogue_version: one shared counter that every change to what a guest's catalogue query can show
-- bumps (products and everything hung on them, their stock and prices, categories, campaigns, content, reviews,
-- store configuration, the directory, URL rewrites). Each worker's response cache (src/server/http/
-- response-cache.ts) keys its answers by it, so a change written by any process is seen on the next read of
-- every worker. Carts, orders, customers and the other per-shopper tables are not counted: their changes never
-- alter a guest's catalogue answer (an order lowers stock through product_inventory, which is).
CREATE TABLE catalogue_version (
  id  INTEGER PRIMARY KEY CHECK (id = 1),
  n   INTEGER NOT NULL
);
INSERT INTO catalogue_version (id, n) VALUES (1, 0);

CREATE TRIGGER catalogue_version_store_views_insert AFTER INSERT ON store_views
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_store_views_update AFTER UPDATE ON store_views
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_store_views_delete AFTER DELETE ON store_views
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_store_config_insert AFTER INSERT ON store_config
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_store_config_update AFTER UPDATE ON store_config
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_store_config_delete AFTER DELETE ON store_config
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_customer_groups_insert AFTER INSERT ON customer_groups
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_customer_groups_update AFTER UPDATE ON customer_groups
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_customer_groups_delete AFTER DELETE ON customer_groups
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_attributes_insert AFTER INSERT ON attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_attributes_update AFTER UPDATE ON attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_attributes_delete AFTER DELETE ON attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_attribute_options_insert AFTER INSERT ON attribute_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_attribute_options_update AFTER UPDATE ON attribute_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_attribute_options_delete AFTER DELETE ON attribute_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_brands_insert AFTER INSERT ON brands
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_brands_update AFTER UPDATE ON brands
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_brands_delete AFTER DELETE ON brands
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_categories_insert AFTER INSERT ON categories
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_categories_update AFTER UPDATE ON categories
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_categories_delete AFTER DELETE ON categories
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_products_insert AFTER INSERT ON products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_products_update AFTER UPDATE ON products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_products_delete AFTER DELETE ON products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_delivery_profiles_insert AFTER INSERT ON delivery_profiles
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_delivery_profiles_update AFTER UPDATE ON delivery_profiles
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_delivery_profiles_delete AFTER DELETE ON delivery_profiles
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_delivery_info_insert AFTER INSERT ON delivery_info
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_delivery_info_update AFTER UPDATE ON delivery_info
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_delivery_info_delete AFTER DELETE ON delivery_info
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_category_products_insert AFTER INSERT ON category_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_category_products_update AFTER UPDATE ON category_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_category_products_delete AFTER DELETE ON category_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_option_values_insert AFTER INSERT ON product_option_values
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_option_values_update AFTER UPDATE ON product_option_values
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_option_values_delete AFTER DELETE ON product_option_values
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_technical_attributes_insert AFTER INSERT ON product_technical_attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_technical_attributes_update AFTER UPDATE ON product_technical_attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_technical_attributes_delete AFTER DELETE ON product_technical_attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_media_insert AFTER INSERT ON product_media
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_media_update AFTER UPDATE ON product_media
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_media_delete AFTER DELETE ON product_media
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_tier_prices_insert AFTER INSERT ON product_tier_prices
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_tier_prices_update AFTER UPDATE ON product_tier_prices
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_tier_prices_delete AFTER DELETE ON product_tier_prices
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_inventory_insert AFTER INSERT ON product_inventory
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_inventory_update AFTER UPDATE ON product_inventory
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_inventory_delete AFTER DELETE ON product_inventory
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_pickup_locations_insert AFTER INSERT ON pickup_locations
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_pickup_locations_update AFTER UPDATE ON pickup_locations
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_pickup_locations_delete AFTER DELETE ON pickup_locations
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_inventory_source_items_insert AFTER INSERT ON inventory_source_items
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_inventory_source_items_update AFTER UPDATE ON inventory_source_items
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_inventory_source_items_delete AFTER DELETE ON inventory_source_items
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_super_attributes_insert AFTER INSERT ON product_super_attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_super_attributes_update AFTER UPDATE ON product_super_attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_super_attributes_delete AFTER DELETE ON product_super_attributes
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_variants_insert AFTER INSERT ON product_variants
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_variants_update AFTER UPDATE ON product_variants
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_variants_delete AFTER DELETE ON product_variants
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_bundle_options_insert AFTER INSERT ON bundle_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_bundle_options_update AFTER UPDATE ON bundle_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_bundle_options_delete AFTER DELETE ON bundle_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_bundle_selections_insert AFTER INSERT ON bundle_selections
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_bundle_selections_update AFTER UPDATE ON bundle_selections
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_bundle_selections_delete AFTER DELETE ON bundle_selections
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_downloadable_links_insert AFTER INSERT ON downloadable_links
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_downloadable_links_update AFTER UPDATE ON downloadable_links
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_downloadable_links_delete AFTER DELETE ON downloadable_links
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_downloadable_samples_insert AFTER INSERT ON downloadable_samples
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_downloadable_samples_update AFTER UPDATE ON downloadable_samples
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_downloadable_samples_delete AFTER DELETE ON downloadable_samples
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_giftcard_amounts_insert AFTER INSERT ON giftcard_amounts
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_giftcard_amounts_update AFTER UPDATE ON giftcard_amounts
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_giftcard_amounts_delete AFTER DELETE ON giftcard_amounts
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_links_insert AFTER INSERT ON product_links
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_links_update AFTER UPDATE ON product_links
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_links_delete AFTER DELETE ON product_links
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_campaigns_insert AFTER INSERT ON campaigns
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_campaigns_update AFTER UPDATE ON campaigns
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_campaigns_delete AFTER DELETE ON campaigns
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_campaign_products_insert AFTER INSERT ON campaign_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_campaign_products_update AFTER UPDATE ON campaign_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_campaign_products_delete AFTER DELETE ON campaign_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_ratings_insert AFTER INSERT ON ratings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_ratings_update AFTER UPDATE ON ratings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_ratings_delete AFTER DELETE ON ratings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_rating_options_insert AFTER INSERT ON rating_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_rating_options_update AFTER UPDATE ON rating_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_rating_options_delete AFTER DELETE ON rating_options
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_reviews_insert AFTER INSERT ON reviews
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_reviews_update AFTER UPDATE ON reviews
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_reviews_delete AFTER DELETE ON reviews
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_review_ratings_insert AFTER INSERT ON review_ratings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_review_ratings_update AFTER UPDATE ON review_ratings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_review_ratings_delete AFTER DELETE ON review_ratings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_cms_pages_insert AFTER INSERT ON cms_pages
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_cms_pages_update AFTER UPDATE ON cms_pages
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_cms_pages_delete AFTER DELETE ON cms_pages
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_cms_blocks_insert AFTER INSERT ON cms_blocks
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_cms_blocks_update AFTER UPDATE ON cms_blocks
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_cms_blocks_delete AFTER DELETE ON cms_blocks
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_content_items_insert AFTER INSERT ON content_items
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_content_items_update AFTER UPDATE ON content_items
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_content_items_delete AFTER DELETE ON content_items
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_blog_posts_insert AFTER INSERT ON blog_posts
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_blog_posts_update AFTER UPDATE ON blog_posts
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_blog_posts_delete AFTER DELETE ON blog_posts
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_blog_post_products_insert AFTER INSERT ON blog_post_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_blog_post_products_update AFTER UPDATE ON blog_post_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_blog_post_products_delete AFTER DELETE ON blog_post_products
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_parcel_machines_insert AFTER INSERT ON parcel_machines
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_parcel_machines_update AFTER UPDATE ON parcel_machines
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_parcel_machines_delete AFTER DELETE ON parcel_machines
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_countries_insert AFTER INSERT ON countries
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_countries_update AFTER UPDATE ON countries
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_countries_delete AFTER DELETE ON countries
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_regions_insert AFTER INSERT ON regions
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_regions_update AFTER UPDATE ON regions
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_regions_delete AFTER DELETE ON regions
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_url_rewrites_insert AFTER INSERT ON url_rewrites
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_url_rewrites_update AFTER UPDATE ON url_rewrites
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_url_rewrites_delete AFTER DELETE ON url_rewrites
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_price_history_insert AFTER INSERT ON product_price_history
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_price_history_update AFTER UPDATE ON product_price_history
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER catalogue_version_product_price_history_delete AFTER DELETE ON product_price_history
BEGIN UPDATE catalogue_version SET n = n + 1; END;
