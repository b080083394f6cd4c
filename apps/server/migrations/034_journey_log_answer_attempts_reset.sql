-- An admin's 'Reset questions' gives an investor their appropriateness attempts back (issue 32): the journey log
-- keeps it, so the record shows why a fourth attempt followed three failures. Its substance is in `details`: who
-- reset (id and name as then), the reason given and the attempts used before it. No words were shown to the
-- investor, so it carries no text version. The first pledge is not written here: it is read from the investment.
ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_step_check;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_step_check CHECK (
  step IN (
    'PERSONALISED_WARNING', 'COOLING_OFF', 'CONFIRM_AFTER_COOLING_OFF', 'RISK_SUMMARY', 'DECLARATION',
    'COMPETENCE_ATTEMPT', 'ANSWER_ATTEMPTS'
  )
);
ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_action_check;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_action_check CHECK (
  action IN ('SHOWN', 'CONTINUE', 'LEAVE', 'STARTED', 'ENDED', 'OPENED', 'SIGNED', 'PASSED', 'FAILED', 'RESET')
);

ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_text_shown;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_text_shown CHECK (
  (step IN ('COOLING_OFF', 'COMPETENCE_ATTEMPT', 'ANSWER_ATTEMPTS')) = (text_version IS NULL)
);
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_reset_fits_step CHECK (
  (step = 'ANSWER_ATTEMPTS') = (action = 'RESET')
);
ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_details_fit_step;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_details_fit_step CHECK (
  (step IN ('DECLARATION', 'COMPETENCE_ATTEMPT', 'ANSWER_ATTEMPTS')) = (details IS NOT NULL)
);
