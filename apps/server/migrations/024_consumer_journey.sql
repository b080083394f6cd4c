-- The record of the FCA consumer journey for high-risk investments (COBS 4.12A, issue 24 §7): what each investor
-- was shown, the version of its words, what they answered, when by the server's clock and from which IP. A record a
-- compliance officer relies on is never edited: corrections are new rows, so UPDATE, DELETE and TRUNCATE are refused.
CREATE TABLE consumer_journey_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- PERSONALISED_WARNING and CONFIRM_AFTER_COOLING_OFF are shown and answered; COOLING_OFF starts and ends.
  step text NOT NULL CHECK (step IN ('PERSONALISED_WARNING', 'COOLING_OFF', 'CONFIRM_AFTER_COOLING_OFF')),
  action text NOT NULL CHECK (action IN ('SHOWN', 'CONTINUE', 'LEAVE', 'STARTED', 'ENDED')),
  text_version text,
  -- When it happened: a cooling-off ENDED row carries the moment it ended, which is before it is written.
  occurred_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL,
  ip text,
  CONSTRAINT consumer_journey_log_text_shown CHECK ((step = 'COOLING_OFF') = (text_version IS NULL)),
  CONSTRAINT consumer_journey_log_action_fits_step CHECK (
    (step = 'COOLING_OFF') = (action IN ('STARTED', 'ENDED'))
  )
);

CREATE INDEX consumer_journey_log_user_idx ON consumer_journey_log (user_id, id);

CREATE FUNCTION consumer_journey_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER consumer_journey_log_append_only BEFORE UPDATE OR DELETE ON consumer_journey_log
  FOR EACH ROW EXECUTE FUNCTION consumer_journey_log_refuse_change();
CREATE TRIGGER consumer_journey_log_no_truncate BEFORE TRUNCATE ON consumer_journey_log
  FOR EACH STATEMENT EXECUTE FUNCTION consumer_journey_log_refuse_change();
