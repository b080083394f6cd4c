-- Property projects (seed 001 section 3) with their images, documents and followers.
-- Each term (short, long) has its own dates, funding, profit and per-strategy rates; a non-null expected rate
-- means that strategy is offered for that term. Money is integer pence; rates are percentages.

CREATE TABLE projects (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  subtitle text CHECK (char_length(subtitle) <= 250),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 800),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN (
    'DRAFT', 'COMING_SOON', 'AVAILABLE_TO_PLEDGE', 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN',
    'FULLY_FUNDED_DEVELOPMENT_BEGAN', 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT', 'COMPLETE_SHORT_TERM',
    'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', 'COMPLETE', 'CANCELLED_NOT_PAID_OUT', 'CANCELLED_PAID_OUT', 'ARCHIVED')),
  project_type text NOT NULL CHECK (project_type IN ('COMMERCIAL_BUILD', 'RESIDENTIAL_BUILD', 'REFURBISHMENT')),
  purpose text NOT NULL CHECK (purpose IN ('PURCHASING', 'DEVELOPING', 'PURCHASEA_AND_DEVELOP')),
  address text NOT NULL CHECK (char_length(address) BETWEEN 2 AND 255),
  city text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 100),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  allow_long_term boolean NOT NULL DEFAULT false,

  short_start_date date NOT NULL,
  short_end_date date NOT NULL,
  short_actual_start_date date,
  short_actual_end_date date,
  short_funding_target_pence bigint NOT NULL DEFAULT 0 CHECK (short_funding_target_pence >= 0),
  short_funding_minimum_pence bigint NOT NULL DEFAULT 0 CHECK (short_funding_minimum_pence >= 0),
  -- Pledged so far; kept in the same transaction as each investment so a project can never be overfunded.
  short_funded_pence bigint NOT NULL DEFAULT 0 CHECK (short_funded_pence >= 0),
  short_expected_profit_pence bigint CHECK (short_expected_profit_pence >= 0),
  short_actual_profit_pence bigint,
  short_debt_expected_rate numeric(5, 2) CHECK (short_debt_expected_rate BETWEEN 0 AND 100),
  short_debt_secured_expected_rate numeric(5, 2) CHECK (short_debt_secured_expected_rate BETWEEN 0 AND 100),
  short_equity_expected_rate numeric(5, 2) CHECK (short_equity_expected_rate BETWEEN 0 AND 100),
  short_equity_profit_share numeric(5, 2) CHECK (short_equity_profit_share BETWEEN 0 AND 100),
  short_sharia_expected_rate numeric(5, 2) CHECK (short_sharia_expected_rate BETWEEN 0 AND 100),
  short_sharia_profit_share numeric(5, 2) CHECK (short_sharia_profit_share BETWEEN 0 AND 100),

  long_start_date date,
  long_end_date date,
  long_actual_start_date date,
  long_actual_end_date date,
  long_funding_target_pence bigint CHECK (long_funding_target_pence >= 0),
  long_funding_minimum_pence bigint CHECK (long_funding_minimum_pence >= 0),
  long_funded_pence bigint NOT NULL DEFAULT 0 CHECK (long_funded_pence >= 0),
  long_expected_profit_pence bigint CHECK (long_expected_profit_pence >= 0),
  long_actual_profit_pence bigint,
  long_debt_expected_rate numeric(5, 2) CHECK (long_debt_expected_rate BETWEEN 0 AND 100),
  long_debt_secured_expected_rate numeric(5, 2) CHECK (long_debt_secured_expected_rate BETWEEN 0 AND 100),
  long_equity_expected_rate numeric(5, 2) CHECK (long_equity_expected_rate BETWEEN 0 AND 100),
  long_equity_profit_share numeric(5, 2) CHECK (long_equity_profit_share BETWEEN 0 AND 100),
  long_sharia_expected_rate numeric(5, 2) CHECK (long_sharia_expected_rate BETWEEN 0 AND 100),
  long_sharia_profit_share numeric(5, 2) CHECK (long_sharia_profit_share BETWEEN 0 AND 100),

  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT projects_short_dates CHECK (short_end_date > short_start_date),
  CONSTRAINT projects_long_dates CHECK (long_end_date > long_start_date),
  CONSTRAINT projects_short_minimum CHECK (short_funding_minimum_pence <= short_funding_target_pence),
  CONSTRAINT projects_long_minimum CHECK (long_funding_minimum_pence <= long_funding_target_pence),
  -- Seed 001: long-term target and minimum are capped by the short-term values.
  CONSTRAINT projects_long_target_cap CHECK (long_funding_target_pence <= short_funding_target_pence),
  CONSTRAINT projects_long_minimum_cap CHECK (long_funding_minimum_pence <= short_funding_minimum_pence),
  CONSTRAINT projects_short_not_overfunded CHECK (short_funded_pence <= short_funding_target_pence),
  CONSTRAINT projects_long_not_overfunded CHECK (long_funded_pence <= coalesce(long_funding_target_pence, 0)),
  CONSTRAINT projects_long_term_fields CHECK (allow_long_term OR (
    long_funding_target_pence IS NULL AND long_funding_minimum_pence IS NULL AND long_funded_pence = 0))
);

CREATE INDEX projects_status_idx ON projects (status);
CREATE INDEX projects_created_at_idx ON projects (created_at DESC);

CREATE TRIGGER projects_set_updated_at BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE project_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES uploaded_files (id),
  is_main boolean NOT NULL DEFAULT false,
  position smallint NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX project_images_project_idx ON project_images (project_id, position);
CREATE UNIQUE INDEX project_images_one_main ON project_images (project_id) WHERE is_main;

CREATE TABLE project_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- Null while a predefined document (Floor plans, Architectural designs, RICS, Pitch deck) has no file yet.
  file_id integer REFERENCES uploaded_files (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  visible boolean NOT NULL DEFAULT true,
  required boolean NOT NULL DEFAULT false,
  predefined boolean NOT NULL DEFAULT false,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  position smallint NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX project_documents_project_idx ON project_documents (project_id, position);

CREATE TABLE project_follows (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, project_id)
);

CREATE INDEX project_follows_project_idx ON project_follows (project_id);
