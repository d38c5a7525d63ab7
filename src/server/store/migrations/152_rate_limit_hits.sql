-- 152_rate_limit_hits: the per-client-address request counters of src/server/http/rate-limit.ts, shared by
-- every worker process of `npm start` (issue 15 item 5), so a limit is the same whichever worker counts.
-- key = bucket:address; rows whose window ended long ago are deleted as new ones are counted.
CREATE TABLE rate_limit_hits (
  key           TEXT PRIMARY KEY,
  hits          INTEGER NOT NULL,
  window_start  INTEGER NOT NULL             -- ms since the epoch
) WITHOUT ROWID;
CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start);
