-- Mail is delivered by a job of the runner (pg-boss, in its own schema `pgboss`; mail/delivery-job.ts): one delivery
-- round runs at a time across every server process, so no row needs a lease any more.
ALTER TABLE email_outbox DROP COLUMN claimed_until;
