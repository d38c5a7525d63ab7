-- 121_giftcard_accounts: the gift cards a paid order issues (Adobe Commerce's gift card accounts). One row
-- per card bought; the code is a bearer secret, kept only as its SHA-256 hash with its last four characters
-- (to recognise it). An e-mailed card's code goes to the recipient by mail (email_outbox, kind 'giftcard').
CREATE TABLE giftcard_accounts (
  id              INTEGER PRIMARY KEY,
  code_hash       TEXT NOT NULL UNIQUE,
  code_last4      TEXT NOT NULL,
  order_item_id   INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  balance         INTEGER NOT NULL,          -- cents
  currency        TEXT NOT NULL DEFAULT 'EUR',
  recipient_name  TEXT,
  recipient_email TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX giftcard_accounts_item ON giftcard_accounts (order_item_id);
