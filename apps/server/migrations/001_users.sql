-- People: investors, admins and developers, with the KYC fields of seed 000 section 3.
-- Enumerations are CHECK constraints on text so a later slice can widen them in a plain migration.

CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stored trimmed and lower-case so uniqueness and sign-in ignore case.
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email LIKE '_%@_%'),
  password_hash text NOT NULL,
  -- Tokens issued before this instant are refused (password change or reset ends every session).
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  role text NOT NULL CHECK (role IN ('ADMIN', 'INVESTOR', 'DEVELOPER')),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'NOT_ACTIVE')),

  full_name text CHECK (char_length(full_name) BETWEEN 2 AND 150),
  title text CHECK (title IN ('MR', 'MS', 'MRS', 'MISS')),
  first_name text CHECK (char_length(first_name) <= 40),
  last_name text CHECK (char_length(last_name) <= 40),
  date_of_birth date,
  -- Seed 000: only GB may be used (for nationality, the ID document and residence); widen in a migration.
  nationality text NOT NULL DEFAULT 'GB' CHECK (nationality = 'GB'),
  country_of_residence text NOT NULL DEFAULT 'GB' CHECK (country_of_residence = 'GB'),
  address1 text CHECK (char_length(address1) <= 150),
  address2 text CHECK (char_length(address2) <= 150),
  city text CHECK (char_length(city) <= 40),
  postcode text CHECK (char_length(postcode) <= 10),
  -- UK numbers are stored with the +44 prefix and without the leading 0.
  phone_number text CHECK (phone_number ~ '^\+44[0-9]{10}$'),
  website text CHECK (char_length(website) <= 2048),
  photo_file_id integer, -- FK added with uploaded_files

  person_type text CHECK (person_type IN ('INDIVIDUAL', 'PROFESSIONAL')),
  investor_type text CHECK (investor_type IN (
    'HIGH_NET_WORTH_INVESTOR', 'SELF_CERTIFIED_INVESTOR', 'CERTIFIED_SOPHISTICATED_INVESTOR',
    'ADVISED_INVESTOR', 'EVERYDAY_INVESTOR')),
  company_name text CHECK (char_length(company_name) <= 100),
  company_number text CHECK (company_number ~ '^[A-Za-z0-9]{8}$'),
  legal_entity text CHECK (legal_entity IN ('BUSINESS', 'ORGANIZATION', 'SOLETRADER')),
  company_address1 text CHECK (char_length(company_address1) <= 150),
  company_address2 text CHECK (char_length(company_address2) <= 150),
  company_city text CHECK (char_length(company_city) <= 40),
  company_postcode text CHECK (char_length(company_postcode) <= 10),
  sort_code text CHECK (sort_code ~ '^[0-9]{6}$'),
  account_number text CHECK (account_number ~ '^[0-9]{8}$'),

  id_document_type text CHECK (id_document_type IN ('PASSPORT', 'DRIVERS_LICENSE')),
  id_document_issuing_country text NOT NULL DEFAULT 'GB' CHECK (id_document_issuing_country = 'GB'),
  kyc_status text NOT NULL DEFAULT 'DRAFT' CHECK (kyc_status IN ('DRAFT', 'IN_PROGRESS', 'APPROVED', 'REJECTED')),
  -- Set when the investor finishes the wizard (start-kyc-procedure); cleared by a restart.
  kyc_submitted_at timestamptz,
  kyc_reviewed_at timestamptz,
  kyc_reviewed_by integer REFERENCES users (id),
  kyc_provider_reference text,
  kyc_reject_reason text,
  address_proof_reject_reason text,
  articles_of_association_reject_reason text,
  identity_proof_reject_reason text,
  registration_proof_reject_reason text,
  shareholder_declaration_reject_reason text,
  -- The last competence answers the investor gave ({"q1": "...", ...}); the correct ones live in code only.
  competence_answers jsonb,
  competence_passed_at timestamptz,
  used_answer_attempts smallint NOT NULL DEFAULT 0 CHECK (used_answer_attempts BETWEEN 0 AND 3),
  awaiting_confirm_phone text CHECK (awaiting_confirm_phone ~ '^\+44[0-9]{10}$'),
  awaiting_confirm_email text CHECK (awaiting_confirm_email = lower(btrim(awaiting_confirm_email))),

  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_kyc_status_idx ON users (kyc_status);
CREATE INDEX users_created_at_idx ON users (created_at);

CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
