-- Payments to investors when a term ends (seed 001 'Payment row'): one row per investor, project and term, with
-- one item per investment it pays. Profit is null until calculated; a paid row points at its ledger transaction.

CREATE TABLE project_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id),
  user_id integer NOT NULL REFERENCES users (id),
  term text NOT NULL CHECK (term IN ('SHORT', 'LONG')),
  first_invest_at timestamptz NOT NULL,
  principal_pence bigint NOT NULL CHECK (principal_pence > 0),
  days integer CHECK (days >= 0),
  rate numeric(5, 2) CHECK (rate BETWEEN 0 AND 100),
  year_rate numeric(5, 2) CHECK (year_rate BETWEEN 0 AND 100),
  profit_pence bigint CHECK (profit_pence >= 0),
  total_pence bigint CHECK (total_pence >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  failure_reason text,
  ledger_transaction_id integer UNIQUE REFERENCES ledger_transactions (id),
  calculated_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT project_payments_one_per_investor UNIQUE (project_id, term, user_id),
  CONSTRAINT project_payments_total CHECK (total_pence IS NULL OR total_pence = principal_pence + profit_pence),
  CONSTRAINT project_payments_calculated CHECK ((profit_pence IS NULL) = (calculated_at IS NULL)),
  CONSTRAINT project_payments_paid CHECK ((status = 'SUCCEEDED') = (paid_at IS NOT NULL)),
  CONSTRAINT project_payments_paid_when_calculated CHECK (status <> 'SUCCEEDED' OR (profit_pence IS NOT NULL
    AND ledger_transaction_id IS NOT NULL))
);

CREATE INDEX project_payments_project_idx ON project_payments (project_id, term, id);
CREATE INDEX project_payments_user_idx ON project_payments (user_id, paid_at DESC);

CREATE TRIGGER project_payments_set_updated_at BEFORE UPDATE ON project_payments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE project_payment_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id integer NOT NULL REFERENCES project_payments (id) ON DELETE CASCADE,
  investment_id integer NOT NULL REFERENCES investments (id),
  strategy text NOT NULL CHECK (strategy IN ('DEBT_SECURED', 'DEBT', 'EQUITY', 'SHARIA')),
  invest_at timestamptz NOT NULL,
  sum_pence bigint NOT NULL CHECK (sum_pence > 0),
  invest_days integer CHECK (invest_days >= 0),
  rate numeric(5, 2) CHECK (rate BETWEEN 0 AND 100),
  year_rate numeric(5, 2) CHECK (year_rate BETWEEN 0 AND 100),
  profit_pence bigint CHECK (profit_pence >= 0),
  total_pence bigint CHECK (total_pence >= 0),
  CONSTRAINT project_payment_items_once UNIQUE (payment_id, investment_id),
  CONSTRAINT project_payment_items_total CHECK (total_pence IS NULL OR total_pence = sum_pence + profit_pence)
);
