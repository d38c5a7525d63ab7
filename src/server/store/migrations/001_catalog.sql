-- 001_catalog: store views, configuration, catalogue, inventory, content, directory, URL rewrites.
--
-- Conventions (see src/server/store/README.md):
-- * Money is INTEGER cents (EUR). Quantities that may be decimal (m, m2, kg) are REAL.
-- * Per-store text is stored twice, as `<field>_et` and `<field>_ru` columns on the same row (no join on
--   the hot reads). Pick the column by the store code, which must be validated against store_views.code.
-- * Dates are ISO-8601 TEXT ('2026-11-22' or '2026-11-22 10:00:00'), UTC.
-- * Booleans are INTEGER 0/1.
-- * Media columns hold paths relative to store_config base_media_url (e.g. 'catalog/product/drill/...svg').
-- * Migrations 001–009 belong to the catalogue; cart/order/customer migrations start at 010.

-- ---------------------------------------------------------------- store views and configuration
CREATE TABLE store_views (
  code        TEXT PRIMARY KEY,            -- 'et' | 'ru' (the GraphQL `Store` header value)
  store_id    INTEGER NOT NULL UNIQUE,     -- Magento store_id (et = 1, ru = 2)
  website_id  INTEGER NOT NULL DEFAULT 1,
  group_id    INTEGER NOT NULL DEFAULT 1,
  name        TEXT NOT NULL,               -- 'Eesti', 'Русский'
  locale      TEXT NOT NULL,               -- 'et_EE', 'ru_RU'
  currency    TEXT NOT NULL DEFAULT 'EUR',
  is_default  INTEGER NOT NULL DEFAULT 0,
  sort_order  INTEGER NOT NULL DEFAULT 0,
  is_active   INTEGER NOT NULL DEFAULT 1
);

-- Key/value per store view; values are TEXT (numbers and booleans as '20', '1'/'0').
CREATE TABLE store_config (
  store_code  TEXT NOT NULL REFERENCES store_views(code),
  key         TEXT NOT NULL,
  value       TEXT,
  PRIMARY KEY (store_code, key)
) WITHOUT ROWID;

-- Magento customer groups; tier prices refer to them by code.
CREATE TABLE customer_groups (
  id          INTEGER PRIMARY KEY,         -- 0 NOT LOGGED IN, 1 MK (masters club), 2 PRO, 3 b2c, 4 b2b
  code        TEXT NOT NULL UNIQUE,
  name_et     TEXT NOT NULL,
  name_ru     TEXT NOT NULL
);

-- ---------------------------------------------------------------- EAV-lite attributes (filters, swatches, super attributes)
CREATE TABLE attributes (
  id                       INTEGER PRIMARY KEY,
  code                     TEXT NOT NULL UNIQUE,   -- 'product_brand', 'color', 'material', 'type_of_stones', ...
  entity_type              TEXT NOT NULL DEFAULT 'catalog_product',
  label_et                 TEXT NOT NULL,
  label_ru                 TEXT NOT NULL,
  input_type               TEXT NOT NULL,          -- 'select' | 'multiselect' | 'boolean' | 'price' | 'text'
  backend_type             TEXT NOT NULL DEFAULT 'int',
  is_filterable            INTEGER NOT NULL DEFAULT 1,
  is_searchable            INTEGER NOT NULL DEFAULT 0,
  is_comparable            INTEGER NOT NULL DEFAULT 0,
  is_visible_on_front      INTEGER NOT NULL DEFAULT 1,
  used_in_product_listing  INTEGER NOT NULL DEFAULT 0,
  is_user_defined          INTEGER NOT NULL DEFAULT 1,
  position                 INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE attribute_options (
  id            INTEGER PRIMARY KEY,                 -- the option value Magento returns (as string)
  attribute_id  INTEGER NOT NULL REFERENCES attributes(id),
  position      INTEGER NOT NULL DEFAULT 0,
  label_et      TEXT NOT NULL,
  label_ru      TEXT NOT NULL,
  swatch        TEXT                                 -- '#rrggbb' for colour swatches
);
CREATE INDEX attribute_options_attribute ON attribute_options (attribute_id, position);

-- ---------------------------------------------------------------- brands
CREATE TABLE brands (
  id          INTEGER PRIMARY KEY,
  slug        TEXT NOT NULL UNIQUE,        -- /{locale}/brands/{slug}
  name        TEXT NOT NULL,               -- brand names are not translated
  logo        TEXT,                        -- media path 'catalog/brand/{hex}/{slug}.svg'
  color       TEXT NOT NULL,               -- '#rrggbb' brand colour
  option_id   INTEGER REFERENCES attribute_options(id), -- its option of attribute 'product_brand'
  description_et TEXT,
  description_ru TEXT,
  position    INTEGER NOT NULL DEFAULT 0
);

-- ---------------------------------------------------------------- categories
-- Magento tree: id 1 = root catalog (level 0), id 2 = 'Default Category' (level 1, the store root),
-- departments are level 2, the deepest shop level (5 below the store root) is level 6.
-- path = '1/2/10/57' (ids from the root), url_path = 'tooriistad/akutooriistad' (url keys below the store root).
CREATE TABLE categories (
  id               INTEGER PRIMARY KEY,
  parent_id        INTEGER REFERENCES categories(id),
  path             TEXT NOT NULL,
  level            INTEGER NOT NULL,
  position         INTEGER NOT NULL DEFAULT 0,
  children_count   INTEGER NOT NULL DEFAULT 0,   -- all descendants, like Magento
  is_active        INTEGER NOT NULL DEFAULT 1,
  is_anchor        INTEGER NOT NULL DEFAULT 1,
  include_in_menu  INTEGER NOT NULL DEFAULT 1,
  image            TEXT,                         -- media path 'catalog/category/{shape}/{hex}/{slug}.svg'
  url_suffix       TEXT NOT NULL DEFAULT '',     -- shop routes use /c/{url_path}{url_suffix}
  product_count    INTEGER NOT NULL DEFAULT 0,   -- visible products incl. descendants (denormalised by the seed)
  name_et          TEXT NOT NULL,
  name_ru          TEXT NOT NULL,
  description_et   TEXT,
  description_ru   TEXT,
  meta_title_et    TEXT,
  meta_title_ru    TEXT,
  meta_keywords_et TEXT,
  meta_keywords_ru TEXT,
  meta_description_et TEXT,
  meta_description_ru TEXT,
  url_key_et       TEXT NOT NULL,
  url_key_ru       TEXT NOT NULL,
  url_path_et      TEXT NOT NULL,
  url_path_ru      TEXT NOT NULL,
  created_at       TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at       TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX categories_parent ON categories (parent_id, position);
-- Unique below the store root (ids 1 and 2 have an empty url_path).
CREATE UNIQUE INDEX categories_url_path_et ON categories (url_path_et) WHERE level >= 2;
CREATE UNIQUE INDEX categories_url_path_ru ON categories (url_path_ru) WHERE level >= 2;

-- ---------------------------------------------------------------- products
-- type_id: 'simple' | 'configurable' | 'bundle' | 'downloadable' | 'virtual' | 'grouped' | 'giftcard'
-- visibility: 1 not visible individually (configurable children), 2 catalog, 3 search, 4 catalog+search
-- status: 1 enabled, 2 disabled
CREATE TABLE products (
  id                  INTEGER PRIMARY KEY,
  sku                 TEXT NOT NULL UNIQUE,
  type_id             TEXT NOT NULL,
  attribute_set       TEXT NOT NULL DEFAULT 'Default',
  brand_id            INTEGER REFERENCES brands(id),
  unit_id             TEXT NOT NULL DEFAULT 'tk',  -- tk, m, m2, m3, kg, l, pakk, rull, komplekt, paar
  visibility          INTEGER NOT NULL DEFAULT 4,
  status              INTEGER NOT NULL DEFAULT 1,
  -- prices in cents; price is the regular price of this product itself (for a configurable: the lowest child
  -- price, for a bundle with dynamic price: 0). min_price/max_price are the regular price range a listing shows
  -- and sorts by (children/selections included); final price = special price when active, else regular.
  price               INTEGER NOT NULL DEFAULT 0,
  special_price       INTEGER,
  special_from_date   TEXT,
  special_to_date     TEXT,
  min_price           INTEGER NOT NULL DEFAULT 0,
  max_price           INTEGER NOT NULL DEFAULT 0,
  -- weights in kg, dimensions in cm
  weight              REAL,
  product_length      REAL,
  product_width       REAL,
  product_height      REAL,
  product_weight      REAL,
  ax_product_package_length REAL,
  ax_product_package_width  REAL,
  ax_product_package_height REAL,
  ax_product_package_weight REAL,
  supplier_code       TEXT,
  manufacturer_code   TEXT,                         -- manufacturer's product code
  foreign_assortment  INTEGER NOT NULL DEFAULT 0,   -- 1 = ordered from abroad on request
  transport           TEXT NOT NULL DEFAULT 'standard', -- 'standard' | 'special' (special transport) | 'bulk' (koormavedu)
  delivery_profile    TEXT NOT NULL DEFAULT 'standard' REFERENCES delivery_profiles(code),
  pdf_file_1          TEXT,                         -- media paths 'catalog/pdf/...'
  pdf_file_2          TEXT,
  pdf_file_3          TEXT,
  image               TEXT,                         -- main image path (= media gallery entry with role image)
  small_image         TEXT,
  thumbnail           TEXT,
  -- bundle
  price_type          TEXT,                         -- bundle: 'DYNAMIC' | 'FIXED'
  price_view          TEXT,                         -- bundle: 'PRICE_RANGE' | 'AS_LOW_AS'
  ship_bundle_items   TEXT,                         -- bundle: 'TOGETHER' | 'SEPARATELY'
  dynamic_sku         INTEGER,
  dynamic_weight      INTEGER,
  -- downloadable
  links_purchased_separately INTEGER,
  links_title_et      TEXT,
  links_title_ru      TEXT,
  -- gift card
  giftcard_type       TEXT,                         -- 'VIRTUAL' | 'PHYSICAL' | 'COMBINED'
  allow_open_amount   INTEGER,
  open_amount_min     INTEGER,
  open_amount_max     INTEGER,
  -- review summary (denormalised from approved reviews)
  review_count        INTEGER NOT NULL DEFAULT 0,
  rating_summary      REAL NOT NULL DEFAULT 0,      -- 0..100, like Magento
  -- per-store text
  name_et             TEXT NOT NULL,
  name_ru             TEXT NOT NULL,
  url_key_et          TEXT NOT NULL,
  url_key_ru          TEXT NOT NULL,
  short_description_et TEXT,
  short_description_ru TEXT,
  description_et      TEXT,
  description_ru      TEXT,
  meta_title_et       TEXT,
  meta_title_ru       TEXT,
  meta_keyword_et     TEXT,
  meta_keyword_ru     TEXT,
  meta_description_et TEXT,
  meta_description_ru TEXT,
  created_at          TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at          TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE UNIQUE INDEX products_url_key_et ON products (url_key_et);
CREATE UNIQUE INDEX products_url_key_ru ON products (url_key_ru);
CREATE INDEX products_min_price ON products (min_price);
CREATE INDEX products_type ON products (type_id);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_name_et ON products (name_et);
CREATE INDEX products_name_ru ON products (name_ru);

-- Delivery information shown on product pages. A product points to a profile; a profile has entries.
-- `from`: either from_text_* (e.g. 'Tellimisel') or from_days (number of days, the client turns it into a date).
CREATE TABLE delivery_profiles (
  code        TEXT PRIMARY KEY,            -- 'standard', 'bulky', 'special', 'virtual'
  name        TEXT NOT NULL
);
CREATE TABLE delivery_info (
  id            INTEGER PRIMARY KEY,
  profile_code  TEXT NOT NULL REFERENCES delivery_profiles(code),
  position      INTEGER NOT NULL DEFAULT 0,
  name_et       TEXT NOT NULL,
  name_ru       TEXT NOT NULL,
  from_text_et  TEXT,
  from_text_ru  TEXT,
  from_days     INTEGER,
  min_price     INTEGER                    -- cents
);
CREATE INDEX delivery_info_profile ON delivery_info (profile_code, position);

-- Category assignment. Rows with is_direct = 1 are the product's own categories (used for breadcrumbs and
-- categorySlug); rows with is_direct = 0 are the anchor index: the same product under every ancestor, so a
-- listing of any category is one index range scan. Only visible products (visibility 2/4) are assigned.
CREATE TABLE category_products (
  category_id  INTEGER NOT NULL REFERENCES categories(id),
  product_id   INTEGER NOT NULL REFERENCES products(id),
  position     INTEGER NOT NULL DEFAULT 0,
  is_direct    INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX category_products_position ON category_products (category_id, position, product_id);
CREATE INDEX category_products_product ON category_products (product_id, is_direct);

-- Filterable attribute values (select/multiselect): one row per product and option.
CREATE TABLE product_option_values (
  product_id    INTEGER NOT NULL REFERENCES products(id),
  attribute_id  INTEGER NOT NULL REFERENCES attributes(id),
  option_id     INTEGER NOT NULL REFERENCES attribute_options(id),
  PRIMARY KEY (product_id, attribute_id, option_id)
) WITHOUT ROWID;
CREATE INDEX product_option_values_option ON product_option_values (option_id, product_id);
CREATE INDEX product_option_values_attribute ON product_option_values (attribute_id, option_id);

-- Free-form technical attributes shown on the product page (technical_attributes).
CREATE TABLE product_technical_attributes (
  product_id      INTEGER NOT NULL REFERENCES products(id),
  position        INTEGER NOT NULL,
  attribute_code  TEXT NOT NULL,
  name_et         TEXT NOT NULL,
  name_ru         TEXT NOT NULL,
  value_et        TEXT NOT NULL,
  value_ru        TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

-- Media gallery. roles: comma list of 'image', 'small_image', 'thumbnail' ('' = gallery only).
CREATE TABLE product_media (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES products(id),
  position    INTEGER NOT NULL DEFAULT 0,
  path        TEXT NOT NULL,
  media_type  TEXT NOT NULL DEFAULT 'image',
  label_et    TEXT,
  label_ru    TEXT,
  disabled    INTEGER NOT NULL DEFAULT 0,
  roles       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX product_media_product ON product_media (product_id, position);

-- Price tiers. code ∈ mk_hind, bestprice41, guestprice41, bestpricemk, bestprice42, bestprice999 (spec §6).
-- customer_group: '' (any), 'NOT LOGGED IN', 'MK', 'PRO', 'b2b', 'b2c'. value = tier unit price in cents.
CREATE TABLE product_tier_prices (
  id              INTEGER PRIMARY KEY,
  product_id      INTEGER NOT NULL REFERENCES products(id),
  code            TEXT NOT NULL,
  customer_group  TEXT NOT NULL DEFAULT '',
  value           INTEGER NOT NULL,
  qty             REAL NOT NULL DEFAULT 1,
  valid_from      TEXT,
  valid_until     TEXT
);
CREATE INDEX product_tier_prices_product ON product_tier_prices (product_id);

-- Advanced inventory (one row per product; qty = sum over sources).
-- stock_status: 1 IN_STOCK, 0 OUT_OF_STOCK.
CREATE TABLE product_inventory (
  product_id             INTEGER PRIMARY KEY REFERENCES products(id),
  qty                    REAL NOT NULL DEFAULT 0,
  stock_status           INTEGER NOT NULL DEFAULT 1,
  manage_stock           INTEGER NOT NULL DEFAULT 1,
  is_qty_decimal         INTEGER NOT NULL DEFAULT 0,
  enable_qty_increments  INTEGER NOT NULL DEFAULT 0,
  qty_increments         REAL NOT NULL DEFAULT 1,
  min_sale_qty           REAL NOT NULL DEFAULT 1,
  max_sale_qty           REAL NOT NULL DEFAULT 10000,
  backorders             INTEGER NOT NULL DEFAULT 0,
  only_x_left_threshold  REAL NOT NULL DEFAULT 5
);
CREATE INDEX product_inventory_status ON product_inventory (stock_status, product_id);

-- ---------------------------------------------------------------- pickup locations and stock per source
CREATE TABLE pickup_locations (
  pickup_location_code TEXT PRIMARY KEY,   -- also the inventory source code
  name            TEXT NOT NULL,
  email           TEXT,
  fax             TEXT,
  description_et  TEXT,
  description_ru  TEXT,
  latitude        REAL NOT NULL,
  longitude       REAL NOT NULL,
  country_id      TEXT NOT NULL DEFAULT 'EE',
  region_id       INTEGER,
  region          TEXT,
  city            TEXT NOT NULL,
  street          TEXT NOT NULL,
  postcode        TEXT NOT NULL,
  phone           TEXT,
  contact_name    TEXT,
  opening_hours   TEXT,                    -- e.g. 'E-R 8-20, L 9-18, P 10-16'
  is_active       INTEGER NOT NULL DEFAULT 1,
  position        INTEGER NOT NULL DEFAULT 0
);

-- Stock per source. source_code = pickup_locations.pickup_location_code or 'warehouse' (central, not a pickup point).
-- status: 1 in stock, 0 out of stock.
CREATE TABLE inventory_source_items (
  product_id   INTEGER NOT NULL REFERENCES products(id),
  source_code  TEXT NOT NULL,
  qty          REAL NOT NULL DEFAULT 0,
  status       INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (product_id, source_code)
) WITHOUT ROWID;
CREATE INDEX inventory_source_items_source ON inventory_source_items (source_code, status, product_id);

-- ---------------------------------------------------------------- configurable products
-- The parent's configurable options ("super attributes"), e.g. color and size.
CREATE TABLE product_super_attributes (
  product_id    INTEGER NOT NULL REFERENCES products(id),
  attribute_id  INTEGER NOT NULL REFERENCES attributes(id),
  position      INTEGER NOT NULL DEFAULT 0,
  label_et      TEXT NOT NULL,
  label_ru      TEXT NOT NULL,
  PRIMARY KEY (product_id, attribute_id)
) WITHOUT ROWID;

-- Variants: parent configurable → child simple product. The child's values for the super attributes are its
-- rows in product_option_values (same attribute_id).
CREATE TABLE product_variants (
  parent_id   INTEGER NOT NULL REFERENCES products(id),
  child_id    INTEGER NOT NULL REFERENCES products(id),
  position    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, child_id)
) WITHOUT ROWID;
CREATE INDEX product_variants_child ON product_variants (child_id);

-- ---------------------------------------------------------------- bundle products
CREATE TABLE bundle_options (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES products(id),
  position    INTEGER NOT NULL DEFAULT 0,
  type        TEXT NOT NULL,               -- 'select' | 'radio' | 'checkbox' | 'multi'
  required    INTEGER NOT NULL DEFAULT 1,
  title_et    TEXT NOT NULL,
  title_ru    TEXT NOT NULL
);
CREATE INDEX bundle_options_product ON bundle_options (product_id, position);

CREATE TABLE bundle_selections (
  id              INTEGER PRIMARY KEY,
  option_id       INTEGER NOT NULL REFERENCES bundle_options(id),
  product_id      INTEGER NOT NULL REFERENCES products(id),  -- the selected (simple) product
  position        INTEGER NOT NULL DEFAULT 0,
  is_default      INTEGER NOT NULL DEFAULT 0,
  qty             REAL NOT NULL DEFAULT 1,
  can_change_qty  INTEGER NOT NULL DEFAULT 1,
  price_type      TEXT NOT NULL DEFAULT 'FIXED',  -- for FIXED bundles: 'FIXED' | 'PERCENT'
  price           INTEGER NOT NULL DEFAULT 0      -- cents (or percent × 100 for PERCENT)
);
CREATE INDEX bundle_selections_option ON bundle_selections (option_id, position);

-- ---------------------------------------------------------------- downloadable products
CREATE TABLE downloadable_links (
  id                   INTEGER PRIMARY KEY,
  product_id           INTEGER NOT NULL REFERENCES products(id),
  position             INTEGER NOT NULL DEFAULT 0,
  title_et             TEXT NOT NULL,
  title_ru             TEXT NOT NULL,
  price                INTEGER NOT NULL DEFAULT 0,
  link_type            TEXT NOT NULL DEFAULT 'URL',   -- 'FILE' | 'URL'
  link_url             TEXT,
  sample_type          TEXT,                          -- 'FILE' | 'URL'
  sample_url           TEXT,
  number_of_downloads  INTEGER NOT NULL DEFAULT 0,    -- 0 = unlimited
  is_shareable         INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX downloadable_links_product ON downloadable_links (product_id, position);

CREATE TABLE downloadable_samples (
  id           INTEGER PRIMARY KEY,
  product_id   INTEGER NOT NULL REFERENCES products(id),
  position     INTEGER NOT NULL DEFAULT 0,
  title_et     TEXT NOT NULL,
  title_ru     TEXT NOT NULL,
  sample_type  TEXT NOT NULL DEFAULT 'URL',
  sample_url   TEXT NOT NULL
);
CREATE INDEX downloadable_samples_product ON downloadable_samples (product_id, position);

-- ---------------------------------------------------------------- gift cards
CREATE TABLE giftcard_amounts (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES products(id),
  position    INTEGER NOT NULL DEFAULT 0,
  value       INTEGER NOT NULL             -- cents
);
CREATE INDEX giftcard_amounts_product ON giftcard_amounts (product_id, position);

-- ---------------------------------------------------------------- product links
-- link_type: 'related' | 'upsell' | 'crosssell' | 'associated' (grouped product → its simple members, with qty)
CREATE TABLE product_links (
  product_id  INTEGER NOT NULL REFERENCES products(id),
  link_type   TEXT NOT NULL,
  linked_id   INTEGER NOT NULL REFERENCES products(id),
  position    INTEGER NOT NULL DEFAULT 0,
  qty         REAL,
  PRIMARY KEY (product_id, link_type, linked_id)
) WITHOUT ROWID;

-- ---------------------------------------------------------------- campaigns
CREATE TABLE campaigns (
  id              INTEGER PRIMARY KEY,
  slug            TEXT NOT NULL UNIQUE,    -- /{locale}/kampaaniad/{slug}
  name_et         TEXT NOT NULL,
  name_ru         TEXT NOT NULL,
  description_et  TEXT,
  description_ru  TEXT,
  image           TEXT,
  date_from       TEXT NOT NULL,
  date_to         TEXT NOT NULL,
  is_active       INTEGER NOT NULL DEFAULT 1,
  position        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE campaign_products (
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id),
  product_id   INTEGER NOT NULL REFERENCES products(id),
  position     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, product_id)
) WITHOUT ROWID;
CREATE INDEX campaign_products_product ON campaign_products (product_id);

-- ---------------------------------------------------------------- reviews and ratings
CREATE TABLE ratings (
  id          INTEGER PRIMARY KEY,
  code        TEXT NOT NULL UNIQUE,        -- 'Rating' (the one the storefront reads)
  name_et     TEXT NOT NULL,
  name_ru     TEXT NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0,
  is_active   INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE rating_options (
  id          INTEGER PRIMARY KEY,
  rating_id   INTEGER NOT NULL REFERENCES ratings(id),
  value       INTEGER NOT NULL,            -- 1..5
  code        TEXT NOT NULL,               -- '1'..'5'
  position    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX rating_options_rating ON rating_options (rating_id, position);

CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY,
  product_id   INTEGER NOT NULL REFERENCES products(id),
  store_code   TEXT REFERENCES store_views(code),  -- store the review was written in
  customer_id  INTEGER,
  nickname     TEXT NOT NULL,
  summary      TEXT NOT NULL,
  text         TEXT NOT NULL,
  status       TEXT NOT NULL DEFAULT 'pending',     -- 'approved' | 'pending' | 'not_approved'
  created_at   TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX reviews_product ON reviews (product_id, status, created_at);

CREATE TABLE review_ratings (
  review_id   INTEGER NOT NULL REFERENCES reviews(id),
  rating_id   INTEGER NOT NULL REFERENCES ratings(id),
  option_id   INTEGER NOT NULL REFERENCES rating_options(id),
  value       INTEGER NOT NULL,            -- 1..5
  percent     INTEGER NOT NULL,            -- value × 20
  PRIMARY KEY (review_id, rating_id)
) WITHOUT ROWID;

-- ---------------------------------------------------------------- CMS, blog, content service
CREATE TABLE cms_pages (
  id                  INTEGER PRIMARY KEY,
  identifier          TEXT NOT NULL UNIQUE,  -- 'home', 'no-route', 'tarne', ... (/info/{identifier})
  page_layout         TEXT NOT NULL DEFAULT '1column',
  is_active           INTEGER NOT NULL DEFAULT 1,
  title_et            TEXT NOT NULL,
  title_ru            TEXT NOT NULL,
  content_heading_et  TEXT,
  content_heading_ru  TEXT,
  content_et          TEXT NOT NULL,         -- HTML
  content_ru          TEXT NOT NULL,
  meta_title_et       TEXT,
  meta_title_ru       TEXT,
  meta_keywords_et    TEXT,
  meta_keywords_ru    TEXT,
  meta_description_et TEXT,
  meta_description_ru TEXT,
  url_key_et          TEXT NOT NULL,
  url_key_ru          TEXT NOT NULL,
  created_at          TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at          TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE cms_blocks (
  id          INTEGER PRIMARY KEY,
  identifier  TEXT NOT NULL UNIQUE,        -- 'home-hero', 'home-campaigns', 'footer-links', ...
  is_active   INTEGER NOT NULL DEFAULT 1,
  title_et    TEXT NOT NULL,
  title_ru    TEXT NOT NULL,
  content_et  TEXT NOT NULL,               -- HTML
  content_ru  TEXT NOT NULL
);

-- Content service items (e.g. type 'tickerBanner'), one row per type/identifier and locale; data is JSON.
CREATE TABLE content_items (
  id          INTEGER PRIMARY KEY,
  type        TEXT NOT NULL,
  identifier  TEXT NOT NULL DEFAULT 'default',
  locale      TEXT NOT NULL,               -- 'et' | 'ru'
  data        TEXT NOT NULL CHECK (json_valid(data)),
  updated_at  TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (type, identifier, locale)
);

-- type ∈ tooriistad, valitood, sisetood, vannituba-ja-saun, kodu-ratastel, kodu-ja-sisustus, oma-katega
CREATE TABLE blog_posts (
  id            INTEGER PRIMARY KEY,
  slug          TEXT NOT NULL UNIQUE,      -- /{locale}/blogi/{slug}
  type          TEXT NOT NULL,
  image         TEXT,
  author        TEXT,
  published_at  TEXT NOT NULL,
  is_active     INTEGER NOT NULL DEFAULT 1,
  title_et      TEXT NOT NULL,
  title_ru      TEXT NOT NULL,
  excerpt_et    TEXT,
  excerpt_ru    TEXT,
  body_et       TEXT NOT NULL,             -- HTML
  body_ru       TEXT NOT NULL
);
CREATE INDEX blog_posts_type ON blog_posts (type, published_at);
CREATE INDEX blog_posts_published ON blog_posts (published_at);

-- ---------------------------------------------------------------- parcel machines
-- carrier: 'omniva' | 'dpd' | 'smartpost'. machine_id is the carrier's id (Omniva ZIP, DPD parcelShopId,
-- Smartpost place_id). data holds the record in the carrier's public list shape (ESTONIA.md).
CREATE TABLE parcel_machines (
  id             INTEGER PRIMARY KEY,
  carrier        TEXT NOT NULL,
  machine_id     TEXT NOT NULL,
  name           TEXT NOT NULL,
  city           TEXT NOT NULL,
  county         TEXT,
  address        TEXT NOT NULL,
  postcode       TEXT NOT NULL,
  country_id     TEXT NOT NULL DEFAULT 'EE',
  latitude       REAL NOT NULL,
  longitude      REAL NOT NULL,
  max_length_cm  REAL NOT NULL DEFAULT 60,
  max_width_cm   REAL NOT NULL DEFAULT 36,
  max_height_cm  REAL NOT NULL DEFAULT 60,
  max_weight_kg  REAL NOT NULL DEFAULT 35,
  is_active      INTEGER NOT NULL DEFAULT 1,
  data           TEXT NOT NULL CHECK (json_valid(data)),
  UNIQUE (carrier, machine_id)
);
CREATE INDEX parcel_machines_carrier ON parcel_machines (carrier, city, name);

-- ---------------------------------------------------------------- directory
CREATE TABLE countries (
  id          TEXT PRIMARY KEY,            -- ISO 3166-1 alpha-2 ('EE')
  iso3        TEXT NOT NULL,
  name_en     TEXT NOT NULL,               -- full_name_english
  name_et     TEXT NOT NULL,               -- full_name_locale for store et
  name_ru     TEXT NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE regions (
  id          INTEGER PRIMARY KEY,         -- Magento region_id (Estonia: 340–354)
  country_id  TEXT NOT NULL REFERENCES countries(id),
  code        TEXT NOT NULL,               -- 'EE-37'
  name        TEXT NOT NULL                -- 'Harjumaa'
);
CREATE INDEX regions_country ON regions (country_id, name);

-- ---------------------------------------------------------------- URL rewrites
-- entity_type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE' (Magento's UrlRewriteEntityTypeEnum) or 'BRAND' (shop
-- extension, brand pages). request_path has no leading slash and no locale: 'tooriistad/akutooriistad',
-- product url_key, cms identifier, 'brands/makita'. redirect_code 0 = served directly, 301/302 = redirect to
-- target_path.
CREATE TABLE url_rewrites (
  id             INTEGER PRIMARY KEY,
  store_code     TEXT NOT NULL REFERENCES store_views(code),
  request_path   TEXT NOT NULL,
  target_path    TEXT NOT NULL,
  entity_type    TEXT NOT NULL,
  entity_id      INTEGER NOT NULL,
  redirect_code  INTEGER NOT NULL DEFAULT 0,
  is_autogenerated INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX url_rewrites_request ON url_rewrites (store_code, request_path);
CREATE INDEX url_rewrites_entity ON url_rewrites (entity_type, entity_id, store_code);

-- ---------------------------------------------------------------- full-text search (FTS5)
-- product_search: rowid = products.id. One row per visible product (visibility 3/4, status 1).
--   columns: sku, brand, name_et, name_ru, short_et, short_ru (short description, plain text),
--   categories_et, categories_ru (names of the product's direct categories and their ancestors, space-joined).
--   Per-store search: MATCH '{sku brand name_et short_et categories_et} : (olivarv*)'; rank by bm25().
-- category_search: rowid = categories.id (active categories of level ≥ 2); columns name_et, name_ru,
--   path_et, path_ru (ancestor names, ' / '-joined, for display and matching).
-- unicode61 remove_diacritics 2 folds õ/ä/ö/ü/š/ž so 'olivarv' matches 'Õlivärv' and Cyrillic prefixes
-- ('шуруп*') match; prefix='2 3' keeps short prefix queries fast.
CREATE VIRTUAL TABLE product_search USING fts5(
  sku, brand, name_et, name_ru, short_et, short_ru, categories_et, categories_ru,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
CREATE VIRTUAL TABLE category_search USING fts5(
  name_et, name_ru, path_et, path_ru,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
