-- 220_token_revoked_at: when a session ended by its own sign-out (logout, or switching to the person's other
-- account). A request still under way with that session's cookie answers after the sign-out's own answer, and
-- after a switch also after the new session's cookie was set: it must not clear the browser's (new) cookie
-- (src/server/customers/customer-session.ts). NULL for sessions ended otherwise (a password change or reset, a
-- company member deactivated), whose cookies are cleared with the next request as before.
ALTER TABLE customer_tokens ADD COLUMN revoked_at TEXT;
