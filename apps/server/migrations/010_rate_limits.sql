-- Fixed-window counters for failed sign-ins and other abuse-prone calls, kept in the database so every server
-- process (and a restart) sees the same count. Keys name what is counted, e.g. 'login:email:ann@example.com'.

CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 300),
  hits integer NOT NULL CHECK (hits >= 0),
  window_started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CONSTRAINT rate_limit_counters_window CHECK (expires_at > window_started_at)
);

CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
