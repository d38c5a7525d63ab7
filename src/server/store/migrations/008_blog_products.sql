-- 008_blog_products: the products an article shows under its text (spec §1 blog: repair and DIY articles
-- that sell what they explain). Filled by the seed; position orders them as the editor chose.
CREATE TABLE blog_post_products (
  post_id     INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, product_id)
);
CREATE INDEX blog_post_products_product ON blog_post_products (product_id);
