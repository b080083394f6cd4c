-- The money ledger: double entry, append-only, integer pence.
--
-- Every movement is one ledger_transaction with two or more ledger_entries whose amounts sum to zero (checked at
-- commit by a deferred constraint trigger). An entry's amount is added to its account's balance, which a trigger
-- keeps in the same transaction; accounts that hold someone's money can never go below zero (CHECK), while the
-- platform and the payment-provider clearing account may (clearing mirrors money held at the provider, so it is
-- negative by exactly what investors' wallets and project wallets hold). The sum of all balances is always zero.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'USER_WALLET', 'PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET', 'PLATFORM', 'PROVIDER_CLEARING')),
  user_id integer REFERENCES users (id),
  -- Cascades only while the account has no entries: entries reference it without cascade.
  project_id integer REFERENCES projects (id) ON DELETE CASCADE,
  balance_pence bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner CHECK (
    (kind = 'USER_WALLET' AND user_id IS NOT NULL AND project_id IS NULL)
    OR (kind IN ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET') AND project_id IS NOT NULL AND user_id IS NULL)
    OR (kind IN ('PLATFORM', 'PROVIDER_CLEARING') AND user_id IS NULL AND project_id IS NULL)),
  CONSTRAINT ledger_accounts_balance_not_negative CHECK (
    kind IN ('PLATFORM', 'PROVIDER_CLEARING') OR balance_pence >= 0)
);

CREATE UNIQUE INDEX ledger_accounts_user_wallet_key ON ledger_accounts (user_id) WHERE kind = 'USER_WALLET';
CREATE UNIQUE INDEX ledger_accounts_project_wallet_key ON ledger_accounts (project_id, kind) WHERE project_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_platform_key ON ledger_accounts (kind) WHERE kind IN ('PLATFORM', 'PROVIDER_CLEARING');

INSERT INTO ledger_accounts (kind) VALUES ('PLATFORM'), ('PROVIDER_CLEARING');

CREATE TABLE ledger_transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'PAY_IN', 'PAY_OUT', 'TRANSFER_TO_PROJECT', 'TRANSFER_FROM_PROJECT', 'PROJECT_TERM_TRANSFER',
    'REVERSAL', 'ADJUSTMENT')),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
  -- Lets a caller retry a movement (e.g. a provider webhook) without posting it twice.
  idempotency_key text UNIQUE CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
  -- The transaction this one reverses, for REVERSAL.
  reverses_transaction_id integer UNIQUE REFERENCES ledger_transactions (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transactions_reversal CHECK ((kind = 'REVERSAL') = (reverses_transaction_id IS NOT NULL))
);

CREATE INDEX ledger_transactions_created_at_idx ON ledger_transactions (created_at);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount_pence bigint NOT NULL CHECK (amount_pence <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- Balance upkeep: the row lock taken here also serialises concurrent movements on one account.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_pence = balance_pence + NEW.amount_pence WHERE id = NEW.account_id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

-- Only the entry trigger may change a balance, and an account never changes owner or kind.
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.project_id IS DISTINCT FROM OLD.project_id THEN
    RAISE EXCEPTION 'ledger account % cannot change kind or owner', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.balance_pence IS DISTINCT FROM OLD.balance_pence AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger account % balance changes only through ledger entries', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();

-- Every transaction balances: checked at commit, so entries may be inserted in any order.
CREATE FUNCTION ledger_check_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  entry_count integer;
BEGIN
  SELECT coalesce(sum(amount_pence), 0), count(*) INTO total, entry_count
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: entries sum to % pence', NEW.transaction_id, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction_balanced();

CREATE FUNCTION ledger_check_transaction_has_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM ledger_entries WHERE transaction_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'ledger transaction % needs at least two entries', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transaction_has_entries';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_transactions_has_entries AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction_has_entries();

-- Append-only: history is corrected by a REVERSAL transaction, never by editing.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Pay-ins and payouts at the payment provider (the sandbox provider by default). A pay-in reaches the ledger when
-- it succeeds; a payout is taken from the wallet when requested (so it cannot be spent twice) and reversed if it
-- fails. This is the wallet history's PAY_IN / PAY_OUT rows, PENDING ones included.
CREATE TABLE payment_provider_operations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('PAY_IN', 'PAY_OUT')),
  amount_pence bigint NOT NULL CHECK (amount_pence > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  provider text NOT NULL DEFAULT 'sandbox',
  -- The provider's id for the operation (the seed's mangoPayId).
  provider_reference text,
  -- The reference an investor quotes on a bank transfer.
  bank_reference text UNIQUE,
  failure_reason text,
  ledger_transaction_id integer REFERENCES ledger_transactions (id),
  reversal_transaction_id integer REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT payment_provider_operations_reference_key UNIQUE (provider, provider_reference),
  CONSTRAINT payment_provider_operations_settled CHECK ((status = 'PENDING') = (settled_at IS NULL))
);

CREATE INDEX payment_provider_operations_user_idx ON payment_provider_operations (user_id, created_at DESC);

CREATE TRIGGER payment_provider_operations_set_updated_at BEFORE UPDATE ON payment_provider_operations
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
