-- After funding, a loan is repaid on time, or it is late, in default, in recovery, and closed with the money
-- recovered or written off (issue 34). The seed's project status says which term is running and stays as it is;
-- the repayment state runs beside it, with the day it began. What an investment could not get back is its loss,
-- recorded once when the project is written off (the tax statement of the next issue reads it).
ALTER TABLE projects
  ADD COLUMN repayment_state text NOT NULL DEFAULT 'ON_TIME' CHECK (repayment_state IN (
    'ON_TIME', 'LATE', 'IN_DEFAULT', 'IN_RECOVERY', 'CLOSED_RECOVERED', 'CLOSED_WRITTEN_OFF'
  )),
  ADD COLUMN repayment_state_since timestamptz;

CREATE TABLE investment_losses (
  investment_id integer PRIMARY KEY REFERENCES investments (id),
  project_id integer NOT NULL REFERENCES projects (id),
  user_id integer NOT NULL REFERENCES users (id),
  loss_pence bigint NOT NULL CHECK (loss_pence > 0),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investment_losses_project_idx ON investment_losses (project_id);
CREATE INDEX investment_losses_user_idx ON investment_losses (user_id, recorded_at);
