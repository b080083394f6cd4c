-- Money the developer pays back into a project's term wallet comes through the payment provider like a deposit: a
-- PENDING pay-in that the provider settles. Such an operation names the project and the term whose wallet it
-- credits; `user_id` is the admin who recorded it. Settlement credits that wallet instead of the user's.

ALTER TABLE payment_provider_operations
  ADD COLUMN project_id integer REFERENCES projects (id),
  ADD COLUMN project_term text CHECK (project_term IN ('SHORT', 'LONG')),
  ADD CONSTRAINT payment_provider_operations_project CHECK (
    (project_id IS NULL) = (project_term IS NULL) AND (project_id IS NULL OR kind = 'PAY_IN'));

CREATE INDEX payment_provider_operations_project_idx ON payment_provider_operations (project_id, created_at DESC)
  WHERE project_id IS NOT NULL;

-- The admin's project-wallet requests answer a retried Idempotency-Key like the investor's wallet requests do.
ALTER TABLE wallet_requests DROP CONSTRAINT wallet_requests_operation_check;
ALTER TABLE wallet_requests ADD CONSTRAINT wallet_requests_operation_check
  CHECK (operation IN ('fundWallet', 'withdrawFromWallet', 'fundProjectWallet'));
