-- The journey log also keeps each categorisation declaration and each appropriateness attempt (issue 24 §7), so a
-- compliance officer reads one record in time order. Their substance goes in `details`: the declaration's category
-- and figures as signed; the attempt's questions as served (with their texts), the answers given, the outcome and
-- the topics named to read about. An attempt's words are in its details, so it carries no text version.
ALTER TABLE consumer_journey_log ADD COLUMN details jsonb;

ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_step_check;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_step_check CHECK (
  step IN (
    'PERSONALISED_WARNING', 'COOLING_OFF', 'CONFIRM_AFTER_COOLING_OFF', 'RISK_SUMMARY', 'DECLARATION',
    'COMPETENCE_ATTEMPT'
  )
);
ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_action_check;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_action_check CHECK (
  action IN ('SHOWN', 'CONTINUE', 'LEAVE', 'STARTED', 'ENDED', 'OPENED', 'SIGNED', 'PASSED', 'FAILED')
);

ALTER TABLE consumer_journey_log DROP CONSTRAINT consumer_journey_log_text_shown;
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_text_shown CHECK (
  (step IN ('COOLING_OFF', 'COMPETENCE_ATTEMPT')) = (text_version IS NULL)
);
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_signed_fits_step CHECK (
  (step = 'DECLARATION') = (action = 'SIGNED')
);
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_graded_fits_step CHECK (
  (step = 'COMPETENCE_ATTEMPT') = (action IN ('PASSED', 'FAILED'))
);
ALTER TABLE consumer_journey_log ADD CONSTRAINT consumer_journey_log_details_fit_step CHECK (
  (step IN ('DECLARATION', 'COMPETENCE_ATTEMPT')) = (details IS NOT NULL)
);
