-- Every e-mail is written to email_outbox in the transaction of the change that causes it, and a worker delivers
-- it after commit: through SMTP when SMTP_URL is set, otherwise the row itself is the local mailbox's copy. The
-- worker takes rows in id order, and ids follow commit order (see insertOutboxMessage), so mails leave in the order
-- their changes committed. A failed delivery waits next_attempt_at; a worker busy with a row holds it until
-- claimed_until, so that a second server process on the same database neither sends it twice nor overtakes it.

ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE email_outbox ADD COLUMN claimed_until timestamptz;

DROP INDEX email_outbox_pending_idx;
CREATE INDEX email_outbox_pending_idx ON email_outbox (id) WHERE status = 'PENDING';

-- Until now a row without SMTP_URL stayed PENDING for ever: it was delivered the moment the mailbox showed it.
UPDATE email_outbox SET status = 'SENT', sent_at = created_at WHERE status = 'PENDING';

-- A reset link asked for, not yet looked up. The answer only writes this row, whoever the address belongs to; the
-- worker finds the account, issues the link and writes the mail, so the answer's time tells nothing.
CREATE TABLE password_reset_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
