-- 120_order_payments: online payments of placed orders (bank link, card, instalments, pay later) through a
-- payment provider. An order paid online is placed as pending_payment; every attempt is one row here, and
-- the order becomes processing once one attempt is paid. A failed or cancelled attempt leaves the order
-- waiting, so the shopper can pay again.
CREATE TABLE order_payments (
  id            INTEGER PRIMARY KEY,
  order_id      INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  reference     TEXT NOT NULL UNIQUE,      -- our merchant reference sent to the provider (random, 128 bits)
  provider_ref  TEXT,                      -- the provider's own id of the payment
  method        TEXT NOT NULL,             -- banklink, card, instalments, paylater
  amount        INTEGER NOT NULL,          -- cents
  status        TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE INDEX order_payments_order ON order_payments (order_id, id);
CREATE UNIQUE INDEX orders_token ON orders (token);
