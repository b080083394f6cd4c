-- Issue 34 §3: the days past a term's planned end before its unpaid payment makes a loan LATE (an admin setting,
-- one row); every move of a project's repayment state with who made it, when and why; and the money recovered on a
-- loan in recovery with each investment's share of it (what is still owed is the principal and interest due by the
-- payout rules, less the shares already paid).
CREATE TABLE repayment_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  late_payment_days integer NOT NULL DEFAULT 30 CHECK (late_payment_days BETWEEN 1 AND 365),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz
);
INSERT INTO repayment_settings DEFAULT VALUES;

CREATE TABLE repayment_state_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id),
  from_state text NOT NULL CHECK (from_state IN (
    'ON_TIME', 'LATE', 'IN_DEFAULT', 'IN_RECOVERY', 'CLOSED_RECOVERED', 'CLOSED_WRITTEN_OFF'
  )),
  to_state text NOT NULL CHECK (to_state IN (
    'ON_TIME', 'LATE', 'IN_DEFAULT', 'IN_RECOVERY', 'CLOSED_RECOVERED', 'CLOSED_WRITTEN_OFF'
  )),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  -- NULL when the server made the move (the daily late-payment job, the last recovery).
  changed_by integer REFERENCES users (id),
  changed_at timestamptz NOT NULL,
  -- The overdue term and its planned end, for the job's moves: one LATE per term's due date, however often it runs,
  -- and none again after an admin has said the payment was made.
  overdue_term text CHECK (overdue_term IN ('SHORT', 'LONG')),
  overdue_due_date date,
  CHECK ((overdue_term IS NULL) = (overdue_due_date IS NULL))
);
CREATE INDEX repayment_state_changes_project_idx ON repayment_state_changes (project_id, id);
CREATE UNIQUE INDEX repayment_state_changes_overdue_key ON repayment_state_changes (project_id, overdue_term, overdue_due_date)
  WHERE overdue_term IS NOT NULL;

CREATE TABLE project_recoveries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id),
  amount_pence bigint NOT NULL CHECK (amount_pence > 0),
  recorded_by integer NOT NULL REFERENCES users (id),
  recorded_at timestamptz NOT NULL,
  ledger_transaction_id integer NOT NULL REFERENCES ledger_transactions (id)
);
CREATE INDEX project_recoveries_project_idx ON project_recoveries (project_id, id);

CREATE TABLE project_recovery_shares (
  recovery_id integer NOT NULL REFERENCES project_recoveries (id),
  investment_id integer NOT NULL REFERENCES investments (id),
  amount_pence bigint NOT NULL CHECK (amount_pence > 0),
  PRIMARY KEY (recovery_id, investment_id)
);
CREATE INDEX project_recovery_shares_investment_idx ON project_recovery_shares (investment_id);

-- A recovery's Idempotency-Key is kept with the others an admin sends.
ALTER TABLE wallet_requests DROP CONSTRAINT wallet_requests_operation_check;
ALTER TABLE wallet_requests ADD CONSTRAINT wallet_requests_operation_check
  CHECK (operation IN ('fundWallet', 'withdrawFromWallet', 'fundProjectWallet', 'transferToLongWallet', 'recordRecovery'));
