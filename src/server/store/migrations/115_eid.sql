-- 115_eid: Smart-ID / Mobile-ID sign-in sessions of this relying party (the SK session, the random bytes whose
-- hash the person signs, 5 minutes), registration tickets for a verified person without an account, and
-- one-time selection tokens for a person with several accounts. Ids and tokens are stored as SHA-256 hashes.

CREATE TABLE eid_sessions (
  id_hash        TEXT PRIMARY KEY,
  method         TEXT NOT NULL CHECK (method IN ('smart-id', 'mobile-id')),
  sk_session     TEXT NOT NULL,
  challenge      TEXT NOT NULL,            -- hex of the random bytes; SHA-256 of them went to SK
  personal_code  TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  state          TEXT NOT NULL DEFAULT 'RUNNING',   -- RUNNING, COMPLETE, CANCELLED
  result         TEXT
) WITHOUT ROWID;

CREATE TABLE eid_tickets (
  token_hash     TEXT PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('register', 'select')),
  personal_code  TEXT NOT NULL,
  firstname      TEXT,
  lastname       TEXT,
  customer_id    INTEGER REFERENCES customers(id) ON DELETE CASCADE,  -- select: the account it opens
  expires_at     TEXT NOT NULL,
  used_at        TEXT
) WITHOUT ROWID;
