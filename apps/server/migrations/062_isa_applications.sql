-- Issue 35 §2: the investor's Innovative Finance ISA application, what they declared paying into other ISAs, and the
-- Idempotency-Keys of paying into and out of the ISA.
--
-- An application is signed once per investor (since 6 April 2024 an application no longer lapses: HMRC guidance for
-- ISA managers, 'Information you need from investors when they apply for an ISA'). It records the first tax year, the
-- ISA type and the version of the declarations' words the investor accepted, with the signed PDF and its evidence.
CREATE TABLE isa_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id),
  isa_type text NOT NULL CHECK (isa_type IN ('INNOVATIVE_FINANCE')),
  first_tax_year integer NOT NULL CHECK (first_tax_year BETWEEN 2000 AND 2200),
  declarations_version text NOT NULL CHECK (char_length(declarations_version) BETWEEN 1 AND 50),
  -- As HMRC formats it (no spaces, capitals); NULL with the reason the investor has none.
  ni_number text CHECK (ni_number ~ '^[A-Z]{2}[0-9]{6}[A-D]$'),
  no_ni_number_reason text CHECK (char_length(no_ni_number_reason) BETWEEN 1 AND 500),
  signature_name text NOT NULL CHECK (char_length(signature_name) BETWEEN 1 AND 200),
  signed_at timestamptz NOT NULL,
  ip text,
  document bytea NOT NULL,
  document_sha256 text NOT NULL CHECK (document_sha256 ~ '^[0-9a-f]{64}$'),
  CONSTRAINT isa_applications_ni_or_reason CHECK ((ni_number IS NULL) <> (no_ni_number_reason IS NULL))
);

-- The application's audit trail, as agreements keep theirs: each event with its time and address.
CREATE TABLE isa_application_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES isa_applications (id),
  user_id integer NOT NULL REFERENCES users (id),
  event text NOT NULL CHECK (event IN ('ISA_DECLARATIONS_ACCEPTED', 'ISA_APPLICATION_SIGNED')),
  ip text,
  created_at timestamptz NOT NULL
);
CREATE INDEX isa_application_logs_application_idx ON isa_application_logs (application_id, created_at);

-- What the investor declared subscribing to other ISAs in a tax year: the manager cannot see them, and the overall
-- limit is across all of them. One row per investor and year; the latest declaration replaces it.
CREATE TABLE isa_other_subscriptions (
  user_id integer NOT NULL REFERENCES users (id),
  tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 2200),
  amount_pence bigint NOT NULL CHECK (amount_pence BETWEEN 0 AND 2000000),
  declared_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, tax_year)
);

ALTER TABLE wallet_requests DROP CONSTRAINT wallet_requests_operation_check;
ALTER TABLE wallet_requests ADD CONSTRAINT wallet_requests_operation_check
  CHECK (operation IN ('fundWallet', 'withdrawFromWallet', 'fundProjectWallet', 'transferToLongWallet', 'recordRecovery',
    'subscribeToIsa', 'withdrawFromIsa'));
