-- The e-mail verification of seed 000 §2 ('Account created' asks the investor to verify their e-mail): when the
-- account's current address was verified (null until the e-mailed link is followed; a confirmed change of address
-- clears it), and the token type of that link.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_type_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_type_check CHECK (type IN (
  'REGISTRY', 'RESTORE_PASSWORD', 'CHANGE_CONFIRMATION', 'UNSUBSCRIBE_NEWS', 'EMAIL_VERIFICATION'));

-- A user's unused change confirmations are found (and voided) by owner and type: one_time_tokens_user_idx covers it.
