-- Outgoing e-mail and SMS. Without SMTP_URL (or an SMS provider) messages stay here and the local mailbox page
-- shows them; with a provider a sender marks them SENT or FAILED.

CREATE TABLE email_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL CHECK (to_address LIKE '_%@_%'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 255),
  text_body text NOT NULL,
  html_body text,
  -- Which message this is (INVITATION, RESTORE_PASSWORD, CHANGE_CONFIRMATION, ...), for the mailbox and tests.
  template text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CONSTRAINT email_outbox_sent_at CHECK ((status = 'SENT') = (sent_at IS NOT NULL))
);

CREATE INDEX email_outbox_pending_idx ON email_outbox (created_at) WHERE status = 'PENDING';
CREATE INDEX email_outbox_to_idx ON email_outbox (to_address, created_at);

CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_number text NOT NULL CHECK (to_number ~ '^\+[0-9]{8,15}$'),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 640),
  template text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CONSTRAINT sms_outbox_sent_at CHECK ((status = 'SENT') = (sent_at IS NOT NULL))
);

CREATE INDEX sms_outbox_pending_idx ON sms_outbox (created_at) WHERE status = 'PENDING';
