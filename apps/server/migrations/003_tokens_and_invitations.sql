-- One-time tokens (registry invitation, password reset, phone/e-mail change confirmation, news unsubscribe) and
-- invitation requests from visitors. Tokens are stored as SHA-256 hashes: the database never holds a usable link.

CREATE TABLE one_time_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  type text NOT NULL CHECK (type IN ('REGISTRY', 'RESTORE_PASSWORD', 'CHANGE_CONFIRMATION', 'UNSUBSCRIBE_NEWS')),
  -- Registry tokens invite an address that has no account yet; every other type belongs to a user.
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  email text CHECK (email = lower(btrim(email))),
  -- What the token confirms, e.g. {"phoneNumber": "+447700900123"} for CHANGE_CONFIRMATION.
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT one_time_tokens_owner CHECK ((type = 'REGISTRY') = (user_id IS NULL)),
  CONSTRAINT one_time_tokens_registry_email CHECK (type <> 'REGISTRY' OR email IS NOT NULL),
  CONSTRAINT one_time_tokens_expiry CHECK (expires_at > created_at),
  CONSTRAINT one_time_tokens_used_in_time CHECK (used_at IS NULL OR used_at >= created_at)
);

CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, type);
CREATE INDEX one_time_tokens_email_idx ON one_time_tokens (email, type);

CREATE TABLE invitation_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 2 AND 150),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when an admin sends the invitation.
  invited_at timestamptz,
  invitation_token_id integer REFERENCES one_time_tokens (id) ON DELETE SET NULL
);
