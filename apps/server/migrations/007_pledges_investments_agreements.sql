-- The pledge flow (seed 001): a pledge is started with a strategy and amounts per term, signed with an SMS code and
-- finished by paying from the e-wallet or by bank transfer. A finished pledge becomes one investment per term with
-- an amount, each with its signed agreement.

CREATE TABLE pledges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  project_id integer NOT NULL REFERENCES projects (id),
  strategy text NOT NULL CHECK (strategy IN ('DEBT_SECURED', 'DEBT', 'EQUITY', 'SHARIA')),
  short_amount_pence bigint NOT NULL DEFAULT 0 CHECK (short_amount_pence >= 0),
  long_amount_pence bigint NOT NULL DEFAULT 0 CHECK (long_amount_pence >= 0),
  status text NOT NULL DEFAULT 'STARTED' CHECK (status IN ('STARTED', 'SMS_SENT', 'COMPLETED', 'CANCELLED', 'EXPIRED')),
  -- Chosen when the pledge is finished (fromWallet).
  source text CHECK (source IN ('E_WALLET', 'BANK_TRANSFER')),
  agreement_draft_file_id integer REFERENCES uploaded_files (id),
  sms_code_hash text,
  sms_code_expires_at timestamptz,
  sms_attempts smallint NOT NULL DEFAULT 0 CHECK (sms_attempts >= 0),
  signature_file_id integer REFERENCES uploaded_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CONSTRAINT pledges_some_amount CHECK (short_amount_pence + long_amount_pence > 0),
  CONSTRAINT pledges_completed CHECK ((status = 'COMPLETED') = (completed_at IS NOT NULL)),
  CONSTRAINT pledges_completed_source CHECK (status <> 'COMPLETED' OR source IS NOT NULL)
);

CREATE INDEX pledges_user_idx ON pledges (user_id, created_at DESC);
CREATE INDEX pledges_project_idx ON pledges (project_id);

CREATE TRIGGER pledges_set_updated_at BEFORE UPDATE ON pledges
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE investments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pledge_id integer NOT NULL REFERENCES pledges (id),
  user_id integer NOT NULL REFERENCES users (id),
  project_id integer NOT NULL REFERENCES projects (id),
  term text NOT NULL CHECK (term IN ('SHORT', 'LONG')),
  strategy text NOT NULL CHECK (strategy IN ('DEBT_SECURED', 'DEBT', 'EQUITY', 'SHARIA')),
  amount_pence bigint NOT NULL CHECK (amount_pence > 0),
  source text NOT NULL CHECK (source IN ('E_WALLET', 'BANK_TRANSFER')),
  -- Payment status: e-wallet investments succeed at once, bank transfers wait for the money.
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  -- Quoted by the investor on the bank transfer (payment-info referenceNumber).
  reference_number text NOT NULL UNIQUE CHECK (char_length(reference_number) BETWEEN 6 AND 18),
  -- The wallet → project wallet movement once the money is in.
  ledger_transaction_id integer UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT investments_one_per_term UNIQUE (pledge_id, term),
  CONSTRAINT investments_paid CHECK ((status = 'SUCCEEDED') = (paid_at IS NOT NULL)),
  CONSTRAINT investments_paid_through_ledger CHECK (status <> 'SUCCEEDED' OR ledger_transaction_id IS NOT NULL)
);

CREATE INDEX investments_user_idx ON investments (user_id, created_at DESC);
CREATE INDEX investments_project_idx ON investments (project_id, term);

CREATE TRIGGER investments_set_updated_at BEFORE UPDATE ON investments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE agreements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  investment_id integer NOT NULL UNIQUE REFERENCES investments (id),
  user_id integer NOT NULL REFERENCES users (id),
  project_id integer NOT NULL REFERENCES projects (id),
  strategy text NOT NULL CHECK (strategy IN ('DEBT_SECURED', 'DEBT', 'EQUITY', 'SHARIA')),
  term text NOT NULL CHECK (term IN ('SHORT', 'LONG')),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'COMPLETED', 'CANCELLED')),
  signature_date timestamptz NOT NULL,
  document_file_id integer REFERENCES uploaded_files (id),
  -- Hash of the signed PDF, shown on the evidence page so a copy can be checked against the original.
  document_sha256 text CHECK (document_sha256 ~ '^[0-9a-f]{64}$'),
  signature_file_id integer REFERENCES uploaded_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX agreements_user_idx ON agreements (user_id, id DESC);
CREATE INDEX agreements_project_idx ON agreements (project_id);
CREATE INDEX agreements_status_idx ON agreements (status, id DESC);

CREATE TRIGGER agreements_set_updated_at BEFORE UPDATE ON agreements
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- The audit trail of a signature: events of the pledge (SMS sent, code entered) and of the agreement.
CREATE TABLE agreement_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agreement_id integer REFERENCES agreements (id),
  pledge_id integer REFERENCES pledges (id),
  user_id integer REFERENCES users (id),
  event text NOT NULL CHECK (char_length(event) BETWEEN 1 AND 100),
  code text,
  ip text,
  location text,
  -- The phone number the SMS code was sent to.
  number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT agreement_logs_subject CHECK (agreement_id IS NOT NULL OR pledge_id IS NOT NULL)
);

CREATE INDEX agreement_logs_agreement_idx ON agreement_logs (agreement_id, created_at);
CREATE INDEX agreement_logs_pledge_idx ON agreement_logs (pledge_id, created_at);
