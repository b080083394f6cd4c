-- Issue 37: the resale market. An investor lists all or part of an investment (a loan part) at its outstanding
-- capital; buyers buy all or part of a listing; each purchase is settled in one transaction: the buyer's wallet pays
-- the price (capital plus the interest accrued to the day of sale), the seller's wallet (or ISA, for an ISA-held
-- investment) receives the price less the fee, the fee goes to the platform's revenue account, and the part bought
-- becomes the buyer's own investment, under an assignment both have signed.

-- The seller's fee, a platform setting the admin may change (basis points: 50 is 0.5%); a listing keeps the fee of
-- the day it was made.
CREATE TABLE resale_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fee_basis_points integer NOT NULL DEFAULT 50 CHECK (fee_basis_points BETWEEN 0 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO resale_settings DEFAULT VALUES;

-- The fee income has an account of its own, so the admin's figure is its balance's movements and never mixes with
-- the platform's other money.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'USER_WALLET', 'USER_ISA', 'PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET', 'PLATFORM', 'PLATFORM_REVENUE',
  'PROVIDER_CLEARING'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner CHECK (
  (kind IN ('USER_WALLET', 'USER_ISA') AND user_id IS NOT NULL AND project_id IS NULL)
  OR (kind IN ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET') AND project_id IS NOT NULL AND user_id IS NULL)
  OR (kind IN ('PLATFORM', 'PLATFORM_REVENUE', 'PROVIDER_CLEARING') AND user_id IS NULL AND project_id IS NULL));
CREATE UNIQUE INDEX ledger_accounts_platform_revenue_key ON ledger_accounts (kind) WHERE kind = 'PLATFORM_REVENUE';
INSERT INTO ledger_accounts (kind) VALUES ('PLATFORM_REVENUE');

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'PAY_IN', 'PAY_OUT', 'TRANSFER_TO_PROJECT', 'TRANSFER_FROM_PROJECT', 'PROJECT_TERM_TRANSFER',
  'REVERSAL', 'ADJUSTMENT', 'ISA_SUBSCRIPTION', 'ISA_WITHDRAWAL', 'ISA_TRANSFER_IN', 'ISA_TRANSFER_OUT',
  'RESALE_SETTLEMENT'));

CREATE TABLE resale_listings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  investment_id integer NOT NULL REFERENCES investments (id),
  seller_id integer NOT NULL REFERENCES users (id),
  project_id integer NOT NULL REFERENCES projects (id),
  listed_pence bigint NOT NULL CHECK (listed_pence > 0 AND listed_pence % 100 = 0),
  -- What is still for sale: the listing's row lock guards it, so a part is never sold twice.
  remaining_pence bigint NOT NULL CHECK (remaining_pence >= 0),
  fee_basis_points integer NOT NULL CHECK (fee_basis_points BETWEEN 0 AND 1000),
  status text NOT NULL DEFAULT 'OPEN'
    CHECK (status IN ('OPEN', 'PARTLY_SOLD', 'SOLD', 'CANCELLED', 'EXPIRED', 'SUSPENDED')),
  listed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  closed_at timestamptz,
  -- Why it was suspended, as the seller is told (an admin's words, or the rule's sentence from flows).
  suspended_reason text CHECK (length(suspended_reason) BETWEEN 1 AND 500),
  suspended_by integer REFERENCES users (id),
  seller_ip text,
  CONSTRAINT resale_listings_remaining CHECK (remaining_pence <= listed_pence),
  CONSTRAINT resale_listings_open CHECK ((status IN ('OPEN', 'PARTLY_SOLD')) = (closed_at IS NULL)),
  CONSTRAINT resale_listings_sold CHECK ((status = 'SOLD') = (remaining_pence = 0)),
  CONSTRAINT resale_listings_suspended CHECK ((status = 'SUSPENDED') = (suspended_reason IS NOT NULL)),
  CONSTRAINT resale_listings_expiry CHECK (expires_at > listed_at)
);

-- An investment is listed at most once at a time.
CREATE UNIQUE INDEX resale_listings_one_open_per_investment ON resale_listings (investment_id)
  WHERE status IN ('OPEN', 'PARTLY_SOLD');
CREATE INDEX resale_listings_open_idx ON resale_listings (expires_at, id) WHERE status IN ('OPEN', 'PARTLY_SOLD');
CREATE INDEX resale_listings_seller_idx ON resale_listings (seller_id, id DESC);
CREATE INDEX resale_listings_project_idx ON resale_listings (project_id);

-- A buyer's purchase, as a pledge is: started with the price of the day and the draft assignment, signed with an
-- SMS code, then settled (COMPLETED) in one transaction, or EXPIRED unsigned.
CREATE TABLE resale_purchases (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES resale_listings (id),
  buyer_id integer NOT NULL REFERENCES users (id),
  capital_pence bigint NOT NULL CHECK (capital_pence > 0 AND capital_pence % 100 = 0),
  status text NOT NULL DEFAULT 'STARTED' CHECK (status IN ('STARTED', 'SMS_SENT', 'COMPLETED', 'EXPIRED')),
  sms_code_hash text,
  sms_code_expires_at timestamptz,
  sms_attempts smallint NOT NULL DEFAULT 0 CHECK (sms_attempts >= 0),
  created_at timestamptz NOT NULL,
  -- Set at settlement: the figures of the day of sale, the ledger transaction, the buyer's investment.
  accrued_interest_pence bigint CHECK (accrued_interest_pence >= 0),
  price_pence bigint CHECK (price_pence > 0),
  fee_pence bigint CHECK (fee_pence >= 0),
  ledger_transaction_id integer UNIQUE REFERENCES ledger_transactions (id),
  buyer_investment_id integer UNIQUE REFERENCES investments (id),
  signature_file_id integer REFERENCES uploaded_files (id),
  completed_at timestamptz,
  CONSTRAINT resale_purchases_completed CHECK ((status = 'COMPLETED') = (completed_at IS NOT NULL
    AND price_pence IS NOT NULL AND fee_pence IS NOT NULL AND accrued_interest_pence IS NOT NULL
    AND ledger_transaction_id IS NOT NULL AND buyer_investment_id IS NOT NULL))
);

CREATE INDEX resale_purchases_listing_idx ON resale_purchases (listing_id);
CREATE INDEX resale_purchases_buyer_idx ON resale_purchases (buyer_id, id DESC);
CREATE INDEX resale_purchases_completed_idx ON resale_purchases (completed_at) WHERE status = 'COMPLETED';

-- Investments: `amount_pence` is the capital the holder holds now (less what they sold); `invested_pence` what they
-- put in when they invested (a pledge's amount, a purchase's price), which selling never changes: the everyday
-- investor's 12-month limit counts it. A part bought is an investment of its own, in the line of the pledge it came
-- from (same pledge, term and strategy), with the purchase that made it. An investment sold whole is SOLD, with no
-- capital left.
ALTER TABLE investments ADD COLUMN invested_pence bigint;
UPDATE investments SET invested_pence = amount_pence;
ALTER TABLE investments ALTER COLUMN invested_pence SET NOT NULL;
ALTER TABLE investments ADD CONSTRAINT investments_invested_pence CHECK (invested_pence > 0);
ALTER TABLE investments ADD COLUMN resale_purchase_id integer UNIQUE REFERENCES resale_purchases (id);
ALTER TABLE investments DROP CONSTRAINT investments_amount_pence_check;
ALTER TABLE investments ADD CONSTRAINT investments_amount_pence_check CHECK (amount_pence >= 0);
ALTER TABLE investments DROP CONSTRAINT investments_status_check;
ALTER TABLE investments ADD CONSTRAINT investments_status_check
  CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'SOLD'));
ALTER TABLE investments ADD CONSTRAINT investments_sold CHECK ((status = 'SOLD') = (amount_pence = 0));
ALTER TABLE investments DROP CONSTRAINT investments_paid;
ALTER TABLE investments ADD CONSTRAINT investments_paid
  CHECK ((status IN ('SUCCEEDED', 'SOLD')) = (paid_at IS NOT NULL));
ALTER TABLE investments DROP CONSTRAINT investments_one_per_term;
CREATE UNIQUE INDEX investments_one_per_term ON investments (pledge_id, term) WHERE resale_purchase_id IS NULL;

-- Agreements: the pledge's agreement (PLEDGE), and the signed assignment of a part sold, of which the buyer's copy
-- (RESALE_PURCHASE) is the agreement of the part bought and the seller's copy (RESALE_SALE) sits beside the pledge's
-- agreement of the investment sold from. Both copies name the one signed document.
ALTER TABLE agreements ADD COLUMN kind text NOT NULL DEFAULT 'PLEDGE'
  CHECK (kind IN ('PLEDGE', 'RESALE_PURCHASE', 'RESALE_SALE'));
ALTER TABLE agreements ADD COLUMN resale_purchase_id integer REFERENCES resale_purchases (id);
ALTER TABLE agreements ADD CONSTRAINT agreements_resale_purchase CHECK ((kind = 'PLEDGE') = (resale_purchase_id IS NULL));
ALTER TABLE agreements DROP CONSTRAINT agreements_investment_id_key;
CREATE UNIQUE INDEX agreements_one_per_investment ON agreements (investment_id) WHERE kind <> 'RESALE_SALE';
CREATE UNIQUE INDEX agreements_one_copy_per_side ON agreements (resale_purchase_id, kind) WHERE resale_purchase_id IS NOT NULL;

ALTER TABLE agreement_logs ADD COLUMN resale_purchase_id integer REFERENCES resale_purchases (id);
