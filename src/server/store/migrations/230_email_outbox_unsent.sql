-- 230_email_outbox_unsent: the mails not yet handed to the mailer, for the background sender
-- (src/server/mail/outbox-sender.ts), which looks for them after every order and once a minute; without it each
-- look read the whole outbox, which keeps every mail ever sent.
CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL;
