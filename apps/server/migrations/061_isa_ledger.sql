-- Issue 35: the Innovative Finance ISA's money on the ledger, apart from the e-wallet.
--
-- An investor's ISA is one USER_ISA account. Money enters or leaves it only as an ISA movement (a subscription from
-- the e-wallet or the bank, a withdrawal to either, a transfer from or to another ISA manager), each one ledger
-- transaction of its own kind; an investment paid from the ISA has source 'ISA', and what it repays goes back to the
-- ISA. `isa_movements` is the ISA's register: the allowance, the flexible ISA's replacements, the statements and the
-- annual return to HMRC are read from it, by tax year.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'USER_WALLET', 'USER_ISA', 'PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET', 'PLATFORM', 'PROVIDER_CLEARING'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner CHECK (
  (kind IN ('USER_WALLET', 'USER_ISA') AND user_id IS NOT NULL AND project_id IS NULL)
  OR (kind IN ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET') AND project_id IS NOT NULL AND user_id IS NULL)
  OR (kind IN ('PLATFORM', 'PROVIDER_CLEARING') AND user_id IS NULL AND project_id IS NULL));
CREATE UNIQUE INDEX ledger_accounts_user_isa_key ON ledger_accounts (user_id) WHERE kind = 'USER_ISA';

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'PAY_IN', 'PAY_OUT', 'TRANSFER_TO_PROJECT', 'TRANSFER_FROM_PROJECT', 'PROJECT_TERM_TRANSFER',
  'REVERSAL', 'ADJUSTMENT', 'ISA_SUBSCRIPTION', 'ISA_WITHDRAWAL', 'ISA_TRANSFER_IN', 'ISA_TRANSFER_OUT'));

ALTER TABLE pledges DROP CONSTRAINT pledges_source_check;
ALTER TABLE pledges ADD CONSTRAINT pledges_source_check CHECK (source IN ('E_WALLET', 'BANK_TRANSFER', 'ISA'));
ALTER TABLE investments DROP CONSTRAINT investments_source_check;
ALTER TABLE investments ADD CONSTRAINT investments_source_check CHECK (source IN ('E_WALLET', 'BANK_TRANSFER', 'ISA'));

CREATE TABLE isa_movements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('SUBSCRIPTION', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT')),
  -- The tax year the movement belongs to, by the year it starts in (2026 is 6 April 2026 to 5 April 2027), London
  -- time: flows' `taxYearOf`.
  tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 2200),
  amount_pence bigint NOT NULL CHECK (amount_pence > 0),
  -- Where a subscription came from or a withdrawal went: the e-wallet, the investor's bank, another ISA manager.
  counterparty text NOT NULL CHECK (counterparty IN ('E_WALLET', 'BANK', 'OTHER_MANAGER')),
  -- Of a SUBSCRIPTION: the part that paid back money withdrawn earlier in the same tax year (a flexible ISA), which
  -- uses no allowance.
  replacement_pence bigint NOT NULL DEFAULT 0 CHECK (replacement_pence BETWEEN 0 AND amount_pence),
  -- Of a TRANSFER_IN or TRANSFER_OUT: the part that is this tax year's subscriptions; the rest is earlier years'
  -- money, which uses no allowance of this year.
  current_year_pence bigint NOT NULL DEFAULT 0 CHECK (current_year_pence BETWEEN 0 AND amount_pence),
  -- A bank subscription or withdrawal waits for the payment provider: PENDING counts against the allowance (or the
  -- balance) until it settles, so two requests side by side cannot pass it together; FAILED counts for nothing.
  status text NOT NULL DEFAULT 'SUCCEEDED' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  payment_provider_operation_id integer UNIQUE REFERENCES payment_provider_operations (id),
  ledger_transaction_id integer UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  CONSTRAINT isa_movements_counterparty CHECK (
    (kind IN ('TRANSFER_IN', 'TRANSFER_OUT')) = (counterparty = 'OTHER_MANAGER')),
  CONSTRAINT isa_movements_replacement_of_subscription CHECK (kind = 'SUBSCRIPTION' OR replacement_pence = 0),
  CONSTRAINT isa_movements_current_year_of_transfer CHECK (
    kind IN ('TRANSFER_IN', 'TRANSFER_OUT') OR current_year_pence = 0),
  CONSTRAINT isa_movements_settled_through_ledger CHECK (status <> 'SUCCEEDED' OR ledger_transaction_id IS NOT NULL)
);

CREATE INDEX isa_movements_user_year_idx ON isa_movements (user_id, tax_year, id);
CREATE INDEX isa_movements_year_idx ON isa_movements (tax_year, user_id);
