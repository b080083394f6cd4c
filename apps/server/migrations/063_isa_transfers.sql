-- Issue 35 §2: ISA transfers from and to other ISA managers. HMRC ISA guidance for managers ('Transfer an ISA if
-- you're an ISA manager'): an ISA moves manager to manager, never through the investor's hands. The investor asks
-- (REQUESTED); the admin records the money received or sent (COMPLETED: one ledger transaction and one ISA movement,
-- `isa_movement_id`) or rejects it with a reason (REJECTED); the investor may cancel it while it is REQUESTED.

CREATE TABLE isa_transfers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  direction text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  other_manager text NOT NULL CHECK (length(other_manager) BETWEEN 1 AND 100),
  other_reference text NOT NULL CHECK (length(other_reference) BETWEEN 1 AND 40),
  -- Which money the investor asked to move: this tax year's subscriptions (always whole), earlier years' money, or all.
  years text NOT NULL CHECK (years IN ('CURRENT_YEAR', 'PREVIOUS_YEARS', 'ALL')),
  -- The amount asked for, only ever a part of earlier years' money; NULL for the whole.
  requested_amount_pence bigint CHECK (requested_amount_pence > 0),
  status text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'COMPLETED', 'CANCELLED', 'REJECTED')),
  requested_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by integer REFERENCES users (id),
  -- What the admin recorded as received or sent, and of it this tax year's subscriptions.
  recorded_amount_pence bigint CHECK (recorded_amount_pence > 0),
  current_year_pence bigint CHECK (current_year_pence BETWEEN 0 AND recorded_amount_pence),
  reason text CHECK (length(reason) BETWEEN 1 AND 500),
  isa_movement_id integer UNIQUE REFERENCES isa_movements (id),
  CONSTRAINT isa_transfers_partial_of_earlier_years CHECK (requested_amount_pence IS NULL OR years = 'PREVIOUS_YEARS'),
  CONSTRAINT isa_transfers_decided CHECK ((status = 'REQUESTED') = (decided_at IS NULL)),
  CONSTRAINT isa_transfers_completed_recorded CHECK (
    (status = 'COMPLETED') = (recorded_amount_pence IS NOT NULL AND current_year_pence IS NOT NULL
      AND isa_movement_id IS NOT NULL)),
  CONSTRAINT isa_transfers_rejected_reason CHECK ((status = 'REJECTED') = (reason IS NOT NULL))
);

CREATE INDEX isa_transfers_user_idx ON isa_transfers (user_id, id);
CREATE INDEX isa_transfers_status_idx ON isa_transfers (status, id);

-- The admin's record of a transfer keeps its Idempotency-Key with the other money requests (the ISA's own
-- subscriptions and withdrawals, migration 062, kept).
ALTER TABLE wallet_requests DROP CONSTRAINT wallet_requests_operation_check;
ALTER TABLE wallet_requests ADD CONSTRAINT wallet_requests_operation_check
  CHECK (operation IN ('fundWallet', 'withdrawFromWallet', 'fundProjectWallet', 'transferToLongWallet', 'recordRecovery',
    'subscribeToIsa', 'withdrawFromIsa', 'recordIsaTransfer'));
