-- Issue 38: auto-invest. An investor signs a standing authority once, holding rules (an amount per project, a total
-- to keep invested, a minimum rate, a longest term, the terms, the strategy and the account that pays); when a
-- project opens for pledges, the share of it the admin set is kept for auto-investors whose rules match and divided
-- among them (flows' allocateProject), each allocation a pledge finished under the authority in its own transaction.

-- The most of each term's target a project may keep for auto-investors, a platform setting the admin may change.
CREATE TABLE auto_invest_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  max_share_percent integer NOT NULL DEFAULT 50 CHECK (max_share_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO auto_invest_settings DEFAULT VALUES;

-- The admin's share for the project (0: none), and what is still kept of each term for auto-investors while the
-- project's allocation runs: a manual pledge may take only what is left beside it, so the two never overfund.
ALTER TABLE projects ADD COLUMN auto_invest_share_percent integer NOT NULL DEFAULT 0
  CHECK (auto_invest_share_percent BETWEEN 0 AND 100);
ALTER TABLE projects ADD COLUMN auto_invest_reserved_short_pence bigint NOT NULL DEFAULT 0
  CHECK (auto_invest_reserved_short_pence >= 0);
ALTER TABLE projects ADD COLUMN auto_invest_reserved_long_pence bigint NOT NULL DEFAULT 0
  CHECK (auto_invest_reserved_long_pence >= 0);

-- A standing authority: started with its draft, signed by SMS as a pledge is (STARTED → SMS_SENT → ACTIVE, or
-- EXPIRED unsigned), then ACTIVE ⇄ PAUSED until ENDED. Its rules change in place after signing (rules_changed_at);
-- each allocation keeps the amounts it was planned with.
CREATE TABLE auto_invest_authorities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'STARTED'
    CHECK (status IN ('STARTED', 'SMS_SENT', 'EXPIRED', 'ACTIVE', 'PAUSED', 'ENDED')),
  amount_per_project_pence bigint NOT NULL
    CHECK (amount_per_project_pence > 0 AND amount_per_project_pence % 100 = 0),
  total_invested_pence bigint NOT NULL CHECK (total_invested_pence > 0 AND total_invested_pence % 100 = 0),
  min_rate_percent numeric(5, 2) NOT NULL CHECK (min_rate_percent BETWEEN 0 AND 100),
  max_term_months integer NOT NULL CHECK (max_term_months BETWEEN 1 AND 120),
  takes_short_term boolean NOT NULL,
  takes_long_term boolean NOT NULL,
  invest_strategy text NOT NULL CHECK (invest_strategy IN ('DEBT_SECURED', 'DEBT', 'EQUITY', 'SHARIA')),
  source text NOT NULL CHECK (source IN ('E_WALLET', 'ISA')),
  sms_code_hash text,
  sms_code_expires_at timestamptz,
  sms_attempts smallint NOT NULL DEFAULT 0 CHECK (sms_attempts >= 0),
  created_at timestamptz NOT NULL,
  signed_at timestamptz,
  signer_ip text,
  signature_file_id integer REFERENCES uploaded_files (id),
  document_file_id integer REFERENCES uploaded_files (id),
  document_sha256 text,
  rules_changed_at timestamptz,
  ended_at timestamptz,
  CONSTRAINT auto_invest_authorities_terms CHECK (takes_short_term OR takes_long_term),
  CONSTRAINT auto_invest_authorities_signed CHECK ((status IN ('ACTIVE', 'PAUSED', 'ENDED')) = (signed_at IS NOT NULL
    AND signature_file_id IS NOT NULL AND document_file_id IS NOT NULL AND document_sha256 IS NOT NULL)),
  CONSTRAINT auto_invest_authorities_ended CHECK ((status = 'ENDED') = (ended_at IS NOT NULL))
);
-- One current authority per investor.
CREATE UNIQUE INDEX auto_invest_authorities_one_current ON auto_invest_authorities (user_id)
  WHERE status IN ('ACTIVE', 'PAUSED');
CREATE INDEX auto_invest_authorities_user_idx ON auto_invest_authorities (user_id, id DESC);
CREATE INDEX auto_invest_authorities_active_idx ON auto_invest_authorities (id) WHERE status = 'ACTIVE';

-- The authority's own events (started, the draft sent, the SMS, each code entered, signed, rules changed, paused,
-- resumed, ended) go to the one audit log, as a pledge's and a purchase's do.
ALTER TABLE agreement_logs ADD COLUMN auto_invest_authority_id integer REFERENCES auto_invest_authorities (id);
ALTER TABLE agreement_logs DROP CONSTRAINT agreement_logs_subject;
ALTER TABLE agreement_logs ADD CONSTRAINT agreement_logs_subject CHECK (agreement_id IS NOT NULL
  OR pledge_id IS NOT NULL OR resale_purchase_id IS NOT NULL OR auto_invest_authority_id IS NOT NULL);
CREATE INDEX agreement_logs_auto_invest_authority_idx ON agreement_logs (auto_invest_authority_id, created_at)
  WHERE auto_invest_authority_id IS NOT NULL;

-- A pledge made by an allocation names the authority it was signed under.
ALTER TABLE pledges ADD COLUMN auto_invest_authority_id integer REFERENCES auto_invest_authorities (id);

-- A project's allocation: the row is written in the transaction that opens the project for pledges (at most once
-- per project, whatever its status does after), planned once by the job (planned_at), then FINISHED when every
-- allocation is decided and what was not taken is released to everyone.
CREATE TABLE auto_invest_rounds (
  project_id integer PRIMARY KEY REFERENCES projects (id),
  status text NOT NULL DEFAULT 'ALLOCATING' CHECK (status IN ('ALLOCATING', 'FINISHED')),
  share_percent integer NOT NULL CHECK (share_percent BETWEEN 0 AND 100),
  pool_short_pence bigint NOT NULL CHECK (pool_short_pence >= 0 AND pool_short_pence % 100 = 0),
  pool_long_pence bigint NOT NULL CHECK (pool_long_pence >= 0 AND pool_long_pence % 100 = 0),
  started_at timestamptz NOT NULL,
  planned_at timestamptz,
  finished_at timestamptz,
  CONSTRAINT auto_invest_rounds_finished CHECK ((status = 'FINISHED') = (finished_at IS NOT NULL))
);

-- Each investor whose rules matched a project: their fair share (planned), then ALLOCATED with the pledge made, or
-- SKIPPED with the reason, each decided once in the transaction that invests or skips.
CREATE TABLE auto_invest_allocations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES auto_invest_rounds (project_id),
  authority_id integer NOT NULL REFERENCES auto_invest_authorities (id),
  user_id integer NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('E_WALLET', 'ISA')),
  planned_short_pence bigint NOT NULL DEFAULT 0 CHECK (planned_short_pence >= 0 AND planned_short_pence % 100 = 0),
  planned_long_pence bigint NOT NULL DEFAULT 0 CHECK (planned_long_pence >= 0 AND planned_long_pence % 100 = 0),
  status text NOT NULL DEFAULT 'PLANNED' CHECK (status IN ('PLANNED', 'ALLOCATED', 'SKIPPED')),
  skip_reason text CHECK (skip_reason IN ('NOT_ENOUGH_MONEY', 'TOTAL_REACHED', 'SHARE_BELOW_MINIMUM', 'RULES_PAUSED',
    'RULES_ENDED', 'KYC_NOT_APPROVED', 'CONSUMER_JOURNEY_NOT_DONE', 'COOLING_OFF_NOT_ENDED', 'DECLARATION_NOT_CURRENT',
    'EVERYDAY_INVESTOR_LIMIT', 'ISA_NOT_OPEN', 'ISA_ALLOWANCE_EXCEEDED', 'PROJECT_CLOSED')),
  pledge_id integer UNIQUE REFERENCES pledges (id),
  decided_at timestamptz,
  CONSTRAINT auto_invest_allocations_once UNIQUE (project_id, authority_id),
  CONSTRAINT auto_invest_allocations_skipped CHECK ((status = 'SKIPPED') = (skip_reason IS NOT NULL)),
  CONSTRAINT auto_invest_allocations_allocated CHECK ((status = 'ALLOCATED') = (pledge_id IS NOT NULL)),
  CONSTRAINT auto_invest_allocations_decided CHECK ((status = 'PLANNED') = (decided_at IS NULL))
);
CREATE INDEX auto_invest_allocations_planned_idx ON auto_invest_allocations (project_id, id) WHERE status = 'PLANNED';
CREATE INDEX auto_invest_allocations_user_idx ON auto_invest_allocations (user_id, id DESC);

-- Two notification kinds more: an allocation made, and one skipped with the reason.
ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check CHECK (kind IN (
  'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
  'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES',
  'RESALE_PART_SOLD', 'RESALE_PART_BOUGHT', 'RESALE_LISTING_CLOSED', 'AUTO_INVEST_ALLOCATED', 'AUTO_INVEST_SKIPPED'
));
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
  'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES',
  'RESALE_PART_SOLD', 'RESALE_PART_BOUGHT', 'RESALE_LISTING_CLOSED', 'AUTO_INVEST_ALLOCATED', 'AUTO_INVEST_SKIPPED'
));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_kind_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_kind_check CHECK (kind IN (
  'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
  'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES',
  'RESALE_PART_SOLD', 'RESALE_PART_BOUGHT', 'RESALE_LISTING_CLOSED', 'AUTO_INVEST_ALLOCATED', 'AUTO_INVEST_SKIPPED'
));
