-- 175_eid_verified_sessions: spec §1 related accounts. A session opened by an eID sign-in (or by choosing one
-- of that person's accounts) remembers the personal code the eID proved. Only such a session may list and
-- open the person's other accounts: a personal code typed at registration proves nothing.
ALTER TABLE customer_tokens ADD COLUMN eid_personal_code TEXT;
