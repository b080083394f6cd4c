-- The e-wallet's answered requests by their Idempotency-Key: a deposit or withdrawal retried with the same key
-- answers the stored answer instead of moving money again. The row is inserted in the transaction that moves the
-- money (first, before the balance is read, then completed with the answer), so it exists exactly when the
-- movement does; a second request with the key waits on the unique key until the first commits (then answers its
-- answer) or rolls back (then goes ahead itself). Nobody else sees the row before it has its answer.

CREATE TABLE wallet_requests (
  user_id integer NOT NULL REFERENCES users (id),
  operation text NOT NULL CHECK (operation IN ('fundWallet', 'withdrawFromWallet')),
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 100),
  payment_operation_id integer REFERENCES payment_provider_operations (id),
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, operation, idempotency_key)
);

-- Pending operations are handed to the provider again at start-up: find them without reading settled history.
CREATE INDEX payment_provider_operations_pending_idx ON payment_provider_operations (created_at)
  WHERE status = 'PENDING';
