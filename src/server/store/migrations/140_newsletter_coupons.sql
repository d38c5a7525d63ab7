-- 140_newsletter_coupons: Magento's per-coupon usage limit (salesrule_coupon.usage_limit / times_used) and the
-- newsletter's personal first-order code (spec §9: 10 %), one per e-mail address ever, so unsubscribing and
-- subscribing again does not mint a second code.

ALTER TABLE coupons ADD COLUMN uses_per_coupon INTEGER;           -- NULL: unlimited
ALTER TABLE coupons ADD COLUMN times_used INTEGER NOT NULL DEFAULT 0;  -- orders placed with the code

CREATE TABLE newsletter_coupons (
  email        TEXT PRIMARY KEY COLLATE NOCASE,
  coupon_code  TEXT NOT NULL UNIQUE REFERENCES coupons(code),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
) WITHOUT ROWID;
