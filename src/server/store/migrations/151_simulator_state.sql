-- 151_simulator_state: what the built-in eID and payment simulators remember, and the key the payment
-- simulator signs with, live in the database so every worker process of `npm start` (issue 15 item 5) sees
-- them: a Smart-ID session started through one worker is polled through another, a payment page made by one
-- is paid through another, and a token signed by one is checked by another.

-- /__eid-sim: a Smart-ID / Mobile-ID authentication the demo person confirms after EID_SIM_DELAY_MS
CREATE TABLE eid_sim_sessions (
  id          TEXT PRIMARY KEY,          -- the session id the simulator answered (random UUID)
  kind        TEXT NOT NULL CHECK (kind IN ('smart-id', 'mobile-id')),
  code        TEXT NOT NULL,             -- personal code of the demo person
  result      TEXT NOT NULL,             -- how the demo person answers (OK, USER_REFUSED, …)
  hash        BLOB NOT NULL,             -- what the relying party asked to sign
  started_at  INTEGER NOT NULL           -- ms since the epoch
) WITHOUT ROWID;
CREATE INDEX eid_sim_sessions_started ON eid_sim_sessions (started_at);

-- /api/payment-sim: a payment the shop opened at the simulated provider
CREATE TABLE payment_sim_payments (
  uuid        TEXT PRIMARY KEY,
  claims      TEXT NOT NULL CHECK (json_valid(claims)),   -- the shop's signed order, as read
  status      TEXT NOT NULL DEFAULT 'PENDING',            -- PENDING, PAID, FAILED, CANCELLED
  created_at  TEXT NOT NULL DEFAULT (datetime('now'))
) WITHOUT ROWID;

-- keys this server makes for itself once and every process shares (name → random bytes)
CREATE TABLE server_secrets (
  name        TEXT PRIMARY KEY,
  value       BLOB NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (datetime('now'))
) WITHOUT ROWID;
