-- 080_contact_messages: what customers sent through the contact form (Magento's contactUs), kept so that
-- customer service sees every message even when mail is down.
CREATE TABLE contact_messages (
  id          INTEGER PRIMARY KEY,
  store_code  TEXT NOT NULL,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  telephone   TEXT,
  comment     TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
