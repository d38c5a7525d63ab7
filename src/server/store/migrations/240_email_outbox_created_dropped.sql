-- 240_email_outbox_created_dropped: nothing reads the outbox by its creation time (the sender finds unsent mail
-- through email_outbox_unsent, the admin lists it by id), and every order's mail wrote a page of this index too.
DROP INDEX IF EXISTS email_outbox_created;
