-- FAQ records, contact requests from the project pages and the KYC screen, and news preferences.

CREATE TABLE faq (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL CHECK (category IN (
    'GETTING_STARTED', 'PAYMENT', 'ACCOUNT', 'SOLIA_FAQ', 'GENERAL_FAQ', 'INVESTOR_FAQ')),
  question text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 500),
  answer text NOT NULL CHECK (char_length(answer) BETWEEN 1 AND 5000),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX faq_category_idx ON faq (category, position);

CREATE TRIGGER faq_set_updated_at BEFORE UPDATE ON faq
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE contact_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 2 AND 150),
  email text NOT NULL CHECK (email LIKE '_%@_%'),
  interest text CHECK (interest IN ('PROPERTY_DEVELOPER', 'COMPANY_INVESTOR', 'INDIVIDUAL_INVESTOR', 'KYC', 'OTHER')),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2500),
  company_name text CHECK (char_length(company_name) <= 100),
  phone_number text CHECK (char_length(phone_number) <= 20),
  project_name text CHECK (char_length(project_name) <= 200),
  project_id integer REFERENCES projects (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);

CREATE INDEX contact_requests_created_at_idx ON contact_requests (created_at DESC);

CREATE TABLE marketing_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  news_subscribed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER marketing_preferences_set_updated_at BEFORE UPDATE ON marketing_preferences
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
