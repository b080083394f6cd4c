-- Issue 35 §1: the admin's run of every investor's tax statement for one tax year, done by a job: one zip of every
-- investor's PDF and one CSV of all their figures, kept through the storage provider under `file_key`. The job
-- reads its run and finds it DONE when run again (a retry, a crash), so it is made once.
CREATE TABLE tax_statement_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The tax year by the year it starts in (2026 is 6 April 2026 to 5 April 2027), London time: flows' `taxYearOf`.
  tax_year integer NOT NULL CHECK (tax_year BETWEEN 2000 AND 2200),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
  file_key text CHECK (char_length(file_key) BETWEEN 1 AND 200),
  investor_count integer CHECK (investor_count >= 0),
  failure_reason text CHECK (char_length(failure_reason) <= 500),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  finished_at timestamptz,
  CONSTRAINT tax_statement_runs_done CHECK ((status = 'DONE') = (file_key IS NOT NULL AND investor_count IS NOT NULL)),
  CONSTRAINT tax_statement_runs_finished CHECK ((status = 'PENDING') = (finished_at IS NULL))
);
CREATE INDEX tax_statement_runs_requested_idx ON tax_statement_runs (requested_at DESC, id DESC);
-- At most one run of a year waits at a time: a second request while one is PENDING is answered that run.
CREATE UNIQUE INDEX tax_statement_runs_pending_key ON tax_statement_runs (tax_year) WHERE status = 'PENDING';
