-- Opening the 2-minute risk summary joins the journey log (issue 24 §2 and §7): that the investor opened it, where
-- (the dialog the risk warning's link opens, or its page), and the version of its words. It is no step of the
-- journey before a first pledge and answers nothing, so it is OPENED only, and only it is.
ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_step_check;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_step_check
  CHECK (step IN ('PERSONALISED_WARNING', 'COOLING_OFF', 'CONFIRM_AFTER_COOLING_OFF', 'RISK_SUMMARY'));
ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_action_check;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_action_check
  CHECK (action IN ('SHOWN', 'CONTINUE', 'LEAVE', 'STARTED', 'ENDED', 'OPENED'));

ALTER TABLE consumer_journey_log ADD COLUMN place text CHECK (place IN ('DIALOG', 'PAGE'));
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_opened_fits_step CHECK (
  (step = 'RISK_SUMMARY') = (action = 'OPENED') AND (step = 'RISK_SUMMARY') = (place IS NOT NULL)
);
