-- An Idempotency-Key names one request of its user, whatever the operation (issue 32 §4, as Stripe's "keys are for
-- one request"): a withdrawal's key sent again on a deposit was a new key under the old (user, operation, key)
-- primary key and made a new deposit. The key is now unique per user; the same key on another operation finds the
-- first request's row and is refused with code 41 (contract/idempotency-key.ts).
--
-- Keys stored before this migration under more than one operation of a user keep their earliest row; each later
-- row's key gets its operation appended (`key#operation`, which no client can send: the contract's pattern has no
-- '#'), so its answer is kept for the ledger's history while a retry of it is refused rather than answered.
UPDATE wallet_requests AS later
SET idempotency_key = left(later.idempotency_key, 100 - char_length(later.operation) - 1) || '#' || later.operation
WHERE EXISTS (
  SELECT 1 FROM wallet_requests AS earlier
  WHERE earlier.user_id = later.user_id
    AND earlier.idempotency_key = later.idempotency_key
    AND (earlier.created_at, earlier.operation) < (later.created_at, later.operation)
);

ALTER TABLE wallet_requests DROP CONSTRAINT wallet_requests_pkey;
ALTER TABLE wallet_requests ADD PRIMARY KEY (user_id, idempotency_key);
