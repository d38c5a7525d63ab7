-- 171_company_requests: spec §1 company data changes go through the client manager as contact requests (spec §3
-- contact request types General and CreditRequest): a message of the contact form may come from a signed-in
-- company user, for their company.
ALTER TABLE contact_messages ADD COLUMN request_type TEXT NOT NULL DEFAULT 'General'
  CHECK (request_type IN ('General', 'CreditRequest'));
ALTER TABLE contact_messages ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;
ALTER TABLE contact_messages ADD COLUMN company_id INTEGER REFERENCES companies(id) ON DELETE CASCADE;
CREATE INDEX contact_messages_company ON contact_messages (company_id) WHERE company_id IS NOT NULL;
