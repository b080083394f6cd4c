-- Issue 36: only the owner signs in. A second factor (an authenticator app, passkeys) with recovery codes, the
-- step-up check before money or identity changes, and the sessions an owner can see and sign out.

-- The authenticator app (TOTP, RFC 6238), one per user. Secrets are encrypted at rest with AES-256-GCM under the
-- settings' SECOND_FACTOR_KEY (second-factors/secret-box.ts). `secret` is the one in use (null while off);
-- `pending_secret` waits for its first code, and replaces `secret` when it comes (a new phone).
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text CHECK (char_length(secret) BETWEEN 1 AND 500),
  enabled_at timestamptz,
  pending_secret text CHECK (char_length(pending_secret) BETWEEN 1 AND 500),
  pending_since timestamptz,
  CONSTRAINT user_totp_enabled CHECK ((secret IS NULL) = (enabled_at IS NULL)),
  CONSTRAINT user_totp_pending CHECK ((pending_secret IS NULL) = (pending_since IS NULL)),
  CONSTRAINT user_totp_not_empty CHECK (secret IS NOT NULL OR pending_secret IS NOT NULL)
);

-- A code is good once: each 30-second step of a user's authenticator that signed in or confirmed something, kept
-- while it could still be offered (the step either side of now). The primary key settles two requests racing with
-- the same code: one insert wins. A set rather than the highest step used, so a clock that is set back (a test's)
-- refuses only the steps really used.
CREATE TABLE totp_used_steps (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step bigint NOT NULL,
  PRIMARY KEY (user_id, step)
);

-- Passkeys (WebAuthn credentials). `credential_id` is base64url, unique across users: a credential names one user.
CREATE TABLE user_passkeys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE CHECK (char_length(credential_id) BETWEEN 1 AND 1400),
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  backed_up boolean NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id, id);

-- Ten recovery codes per user with a second factor, kept as an HMAC of the code (they are random, 50 bits: a slow
-- hash adds nothing), each good once.
CREATE TABLE recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

-- A WebAuthn challenge, good once, for 5 minutes. `user_id` is null for a sign-in without a password.
CREATE TABLE passkey_challenges (
  id uuid PRIMARY KEY,
  challenge text NOT NULL CHECK (char_length(challenge) BETWEEN 1 AND 200),
  purpose text NOT NULL CHECK (purpose IN ('REGISTER', 'SIGN_IN', 'STEP_UP')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);

-- Where an account is signed in: one row per session (the token's `jti`), written at sign-in. Signing a session out
-- is still a row in ended_sessions (migration 011), whose trigger tells every server process at once.
-- `second_factor_at` is when this session last gave its second factor: money and identity changes ask again when
-- it is more than 5 minutes old (the step-up).
CREATE TABLE user_sessions (
  session_id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  signed_in_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  client_address text NOT NULL CHECK (char_length(client_address) BETWEEN 1 AND 100),
  user_agent text NOT NULL CHECK (char_length(user_agent) <= 512),
  remembered boolean NOT NULL,
  second_factor_at timestamptz
);
CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, last_seen_at DESC);
CREATE INDEX user_sessions_expires_idx ON user_sessions (expires_at);

-- Whether a user has a second factor is part of what the session check caches (an admin without one may only set
-- one up): adding or removing one tells every process, as migration 031 does for the user's other facts.
CREATE FUNCTION notify_second_factor_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_invalidation', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER user_totp_changed
  AFTER INSERT OR DELETE OR UPDATE OF secret ON user_totp
  FOR EACH ROW
  EXECUTE FUNCTION notify_second_factor_change();

CREATE TRIGGER user_passkeys_changed
  AFTER INSERT OR DELETE ON user_passkeys
  FOR EACH ROW
  EXECUTE FUNCTION notify_second_factor_change();
