-- Issue 15 item 3: the image optimiser renders only media the shop has; a product picture is looked up by its
-- path on every cold image request, so the media gallery is indexed by path.
CREATE INDEX IF NOT EXISTS product_media_path ON product_media (path);
