-- 245_personal_code_verified: spec §1 related accounts and §4 multi-account login find a person's accounts by the
-- personal code an eID sign-in proves. A code typed into a registration form proves nothing: anyone could type
-- someone else's, and that person's next Smart-ID, Mobile-ID or ID-card sign-in opened the typist's account (one
-- account: directly) or listed it among their own. Only a code an eID proved (registration with an eID ticket, the
-- seed's demo identities) is matched now. Accounts made before this column had theirs matched: they keep it.
ALTER TABLE customers ADD COLUMN personal_code_verified INTEGER NOT NULL DEFAULT 0;
UPDATE customers SET personal_code_verified = 1 WHERE personal_code IS NOT NULL;
