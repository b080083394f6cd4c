-- A key names one request, not any request (issue 22 §3, as Stripe does): each answered key keeps a fingerprint of
-- the request it answered (sha256 of the operation and the values that define it, contract/idempotency-key.ts), and
-- a reuse of the key with a different request is refused with code 41 instead of answering the first answer. Keys
-- stored before this migration have no fingerprint and keep answering their answer.
ALTER TABLE wallet_requests ADD COLUMN request_fingerprint text CHECK (request_fingerprint ~ '^[0-9a-f]{64}$');

-- The admin's short-to-long transfer takes its key here too, so its reuse is judged like the others'. It has no
-- payment operation and answers no body.
ALTER TABLE wallet_requests DROP CONSTRAINT wallet_requests_operation_check;
ALTER TABLE wallet_requests ADD CONSTRAINT wallet_requests_operation_check
  CHECK (operation IN ('fundWallet', 'withdrawFromWallet', 'fundProjectWallet', 'transferToLongWallet'));
