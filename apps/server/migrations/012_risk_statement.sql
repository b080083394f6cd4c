-- The investor's acknowledgement of the risk statement on the KYC wizard's investor-type stage, with its time: the
-- record a regulated platform keeps, and what lets the wizard resume past that stage after a reload.
ALTER TABLE users ADD COLUMN risk_statement_accepted_at timestamptz;
