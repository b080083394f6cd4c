-- Sessions ended by signing out, by the `jti` of their token, kept until the token would have expired anyway.
-- Tokens stay self-contained (API clients keep their bearer tokens) and only the few ended early are remembered:
-- the per-request check is one indexed look-up in the statement that re-reads the user.

CREATE TABLE ended_sessions (
  session_id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE INDEX ended_sessions_expires_idx ON ended_sessions (expires_at);
