-- A visitor who asks for an invitation is told by e-mail that the request arrived and what happens next. The answer
-- to the request only records it, the same work whoever the address belongs to (invitations/queries.ts); the outbox
-- worker mails each new request's confirmation and marks it here, as it does with reset links.
ALTER TABLE invitation_requests ADD COLUMN confirmation_mailed_at timestamptz;

-- The requests recorded before this change were never promised an e-mail: none is sent for them now.
UPDATE invitation_requests SET confirmation_mailed_at = created_at;

CREATE INDEX invitation_requests_unconfirmed_idx ON invitation_requests (id) WHERE confirmation_mailed_at IS NULL;
