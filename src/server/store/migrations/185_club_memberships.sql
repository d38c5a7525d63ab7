-- 185_club_memberships: spec §1/§6/§9 clubs (issue 12 item 7). A signed-in private customer joins the Masters
-- club or applies for the Professional club from the account; the Professional club starts as a 6-month trial
-- and may be applied for again only a configured number of days after a trial ended (PRO_CLUB_REAPPLY_DAYS).
-- One row per joining, so the history says when the last trial ended. club_id is the club's customer group
-- (spec §3: 1 Masters club, 2 Professional club, priced as Masters club).
CREATE TABLE club_memberships (
  id           INTEGER PRIMARY KEY,
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  club_id      INTEGER NOT NULL CHECK (club_id IN (1, 2)) REFERENCES customer_groups(id),
  started_at   TEXT NOT NULL,   -- UTC 'YYYY-MM-DD HH:MM:SS'
  ends_at      TEXT,            -- the end of a trial; NULL: until further notice
  CHECK (ends_at IS NULL OR ends_at > started_at)
);
CREATE INDEX club_memberships_customer ON club_memberships (customer_id, club_id, started_at);
