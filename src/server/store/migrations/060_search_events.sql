-- 060_search_events: search analytics posted by the storefront to /api/klevu/analytics/ (clicks on
-- search results, searches). Append-only; read by nobody in the shop itself, kept for reporting.
CREATE TABLE search_events (
  id          INTEGER PRIMARY KEY,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  type        TEXT NOT NULL,               -- 'click', 'search', … as sent by the client
  term        TEXT,                        -- what the shopper typed
  product_id  TEXT,                        -- the clicked record's id, as the client sent it
  sku         TEXT,
  locale      TEXT NOT NULL,               -- 'et' | 'ru'
  position    INTEGER                      -- 0-based position of the clicked record, when sent
);
CREATE INDEX search_events_created ON search_events (created_at);
