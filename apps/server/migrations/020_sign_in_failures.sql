-- Failed sign-ins, one row each, kept a day. Only failures are written: a success or a request refused for
-- waiting is never counted. What a sign-in is judged by decides which rows count:
--   * a browser with the account's signed device cookie: the rows of that device (device_id), so that a
--     stranger's guesses never hold the owner back;
--   * anyone else: the account's rows without a device (a growing wait per e-mail, known or not) and the client
--     address's rows without a device (a limit per address).

CREATE TABLE sign_in_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (char_length(email) BETWEEN 1 AND 320),
  client_address text NOT NULL CHECK (char_length(client_address) BETWEEN 1 AND 100),
  device_id text CHECK (char_length(device_id) BETWEEN 1 AND 100),
  failed_at timestamptz NOT NULL
);

CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, failed_at);
CREATE INDEX sign_in_failures_address_idx ON sign_in_failures (client_address, failed_at) WHERE device_id IS NULL;
CREATE INDEX sign_in_failures_failed_at_idx ON sign_in_failures (failed_at);
