-- 070_price_history: the public price of each product over time, for the Omnibus prior price
-- (Directive 98/6/EC art. 6a, ESTONIA.md: an announced discount shows the lowest price of the 30 days
-- before it). Prices are per product (one website, the same price in both store views).
-- A row is a change point: `price` (cents) is what everybody paid from `valid_from` until the next row of
-- the same product; a special price is a row at its start and the regular price again a row after its end.
-- Tier prices (customer groups, campaigns) are not public prices and are not recorded here.
-- Filled by the seed; afterwards every UPDATE of a product's price fields appends rows (trigger below).
CREATE TABLE product_price_history (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  price       INTEGER NOT NULL,                -- cents
  valid_from  TEXT NOT NULL                    -- 'YYYY-MM-DD' (a whole day, UTC) or an ISO UTC timestamp
);
CREATE INDEX product_price_history_product ON product_price_history (product_id, valid_from);

-- A price change after the seed: the price in force from now on, plus the planned start and end of a
-- special price that has not begun or not ended yet. Planned rows of an earlier change are replaced.
CREATE TRIGGER product_price_history_update AFTER UPDATE OF price, special_price, special_from_date,
  special_to_date ON products
WHEN NEW.price IS NOT OLD.price OR NEW.special_price IS NOT OLD.special_price
  OR NEW.special_from_date IS NOT OLD.special_from_date OR NEW.special_to_date IS NOT OLD.special_to_date
BEGIN
  DELETE FROM product_price_history
  WHERE product_id = NEW.id AND valid_from > strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
  INSERT INTO product_price_history (product_id, price, valid_from)
  VALUES (
    NEW.id,
    CASE
      WHEN NEW.special_price IS NOT NULL AND NEW.special_price < NEW.price
        AND (NEW.special_from_date IS NULL OR substr(NEW.special_from_date, 1, 10) <= date('now'))
        AND (NEW.special_to_date IS NULL OR substr(NEW.special_to_date, 1, 10) >= date('now'))
      THEN NEW.special_price
      ELSE NEW.price
    END,
    strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  );
  INSERT INTO product_price_history (product_id, price, valid_from)
  SELECT NEW.id, NEW.special_price, substr(NEW.special_from_date, 1, 10)
  WHERE NEW.special_price IS NOT NULL AND NEW.special_price < NEW.price
    AND substr(NEW.special_from_date, 1, 10) > date('now');
  INSERT INTO product_price_history (product_id, price, valid_from)
  SELECT NEW.id, NEW.price, date(substr(NEW.special_to_date, 1, 10), '+1 day')
  WHERE NEW.special_price IS NOT NULL AND NEW.special_price < NEW.price
    AND date(substr(NEW.special_to_date, 1, 10), '+1 day') > date('now');
END;
