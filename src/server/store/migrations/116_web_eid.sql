-- 116_web_eid: Web eID (ID-card) challenge nonces: 256 bits, single use, 5 minutes; stored hashed.
CREATE TABLE web_eid_nonces (
  nonce_hash   TEXT PRIMARY KEY,
  expires_at   TEXT NOT NULL,
  used_at      TEXT
) WITHOUT ROWID;
