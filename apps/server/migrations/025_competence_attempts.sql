-- The competence review serves each attempt its own questions (issue 24 §5): one per topic from the bank in
-- packages/flows, options in the order shown. The row is written when the questions are served and graded in place,
-- so the server grades only what it served, and keeps what was served and answered for the journey log to read.
CREATE TABLE competence_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- [{ topic, questionId, text, options: [{ id, label }] }] as shown, the texts included: the bank may change later.
  questions jsonb NOT NULL,
  served_at timestamptz NOT NULL,
  -- { q1: 'c', ... }: the options chosen, once graded.
  answers jsonb,
  graded_at timestamptz,
  passed boolean,
  -- The topics named to read about after a failed attempt.
  topics_to_read jsonb,
  CHECK ((graded_at IS NULL) = (passed IS NULL) AND (graded_at IS NULL) = (answers IS NULL))
);

-- At most one open (served, not graded) attempt per person.
CREATE UNIQUE INDEX competence_attempts_open_idx ON competence_attempts (user_id) WHERE graded_at IS NULL;
CREATE INDEX competence_attempts_user_idx ON competence_attempts (user_id, id);

-- After a failed attempt the next opens 24 hours later; the admin's 'reset answer attempts' clears it.
ALTER TABLE users ADD COLUMN competence_attempt_opens_at timestamptz;
