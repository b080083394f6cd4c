-- Issue 37: a resale purchase's own events (started, the draft sent, the SMS, each code entered) are logged before
-- its assignment's copies exist, as a pledge's are before its agreements: a log row names an agreement, a pledge or
-- a resale purchase.
ALTER TABLE agreement_logs DROP CONSTRAINT agreement_logs_subject;
ALTER TABLE agreement_logs ADD CONSTRAINT agreement_logs_subject
  CHECK (agreement_id IS NOT NULL OR pledge_id IS NOT NULL OR resale_purchase_id IS NOT NULL);
