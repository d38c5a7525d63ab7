-- 225_proxy_signed_out: in front of a real Magento (COMMERCE_GRAPHQL_URL), the sessions that signed themselves out
-- in the last minute (logout, or switching to the person's other account), by the hash of their token. Magento
-- keeps no such record the proxy could read; without it a request still under way with the old session's cookie,
-- refused after the sign-out, cleared the browser's cookie — after a switch, the new session's
-- (src/server/customers/proxy-session.ts; the reference back end keeps the same in customer_tokens.revoked_at,
-- migration 220). Rows older than the grace are deleted as new ones come.
CREATE TABLE proxy_signed_out (
  token_hash TEXT PRIMARY KEY,
  signed_out_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX proxy_signed_out_at ON proxy_signed_out (signed_out_at);
