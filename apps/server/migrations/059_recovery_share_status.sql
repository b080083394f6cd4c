-- Issue 34 §3: a share of money recovered is paid as a payout is. An investor whose account is not active is not paid
-- (as a payout row FAILS): their share is kept FAILED, with the payout's reason, its money held in the project's
-- short-term wallet, until the admin pays it again; then it is SUCCEEDED with the transaction that paid it. A share
-- counts against what its investment is owed either way, so a write-off's losses stay exact.
ALTER TABLE project_recovery_shares
  ADD COLUMN status text NOT NULL DEFAULT 'SUCCEEDED' CHECK (status IN ('SUCCEEDED', 'FAILED')),
  ADD COLUMN failure_reason text,
  ADD COLUMN user_id integer REFERENCES users (id),
  ADD COLUMN ledger_transaction_id integer REFERENCES ledger_transactions (id);

UPDATE project_recovery_shares AS share
SET user_id = investment.user_id, ledger_transaction_id = recovery.ledger_transaction_id
FROM investments AS investment, project_recoveries AS recovery
WHERE investment.id = share.investment_id AND recovery.id = share.recovery_id;

ALTER TABLE project_recovery_shares ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE project_recovery_shares ADD CONSTRAINT project_recovery_shares_paid_check
  CHECK ((status = 'SUCCEEDED') = (ledger_transaction_id IS NOT NULL));
CREATE INDEX project_recovery_shares_failed_idx ON project_recovery_shares (user_id) WHERE status = 'FAILED';
