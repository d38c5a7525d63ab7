-- 190_company_credit: company credit (spec §1 credit, §3 company credit, §6 only when store config
-- is_company_credit_active), B2B's CompanyCredit shape. A company buys on credit up to its limit; what it has
-- bought and not yet paid is its outstanding balance. Customer service sets the limit and the overdue flag
-- (`npm run admin -- credit`); while an invoice is overdue the credit cannot be used.

CREATE TABLE company_credits (
  company_id   INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  credit_limit INTEGER NOT NULL DEFAULT 0 CHECK (credit_limit >= 0),      -- cents
  balance      INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),           -- outstanding, cents
  overdue      INTEGER NOT NULL DEFAULT 0 CHECK (overdue IN (0, 1)),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
) WITHOUT ROWID;

-- B2B's credit history: every change of the limit and every purchase on credit
CREATE TABLE company_credit_operations (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  type        TEXT NOT NULL CHECK (type IN ('ALLOCATION', 'UPDATE', 'PURCHASE')),
  amount      INTEGER NOT NULL,                                          -- cents
  order_id    INTEGER UNIQUE REFERENCES orders(id),                      -- a purchase: its order, charged once
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX company_credit_operations_company ON company_credit_operations (company_id, id);

-- spec §3 credit application: amount, payment term in days, guarantor, appendices; sent to the client manager
-- as a contact request of type CreditRequest (migration 171). Open until customer service decides on it.
CREATE TABLE credit_applications (
  id                 INTEGER PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  customer_id        INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  contact_message_id INTEGER NOT NULL REFERENCES contact_messages(id),
  amount             INTEGER NOT NULL CHECK (amount > 0),                -- cents
  payment_term_days  INTEGER NOT NULL CHECK (payment_term_days > 0),
  guarantor          TEXT NOT NULL,
  decided_at         TEXT,
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX credit_applications_open ON credit_applications (company_id) WHERE decided_at IS NULL;

-- the appendices as sent (type checked by content; at most 3 of at most 10 MB each, spec §5/§9)
CREATE TABLE credit_application_files (
  id              INTEGER PRIMARY KEY,
  application_id  INTEGER NOT NULL REFERENCES credit_applications(id) ON DELETE CASCADE,
  file_name       TEXT NOT NULL,
  mime_type       TEXT NOT NULL,
  size            INTEGER NOT NULL,
  content         BLOB NOT NULL
);
CREATE INDEX credit_application_files_application ON credit_application_files (application_id);
