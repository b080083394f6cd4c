-- A project event's fan-out in pages of its own (issue 34 §4): the event's job cuts its recipients into ranges of user
-- ids (a page is the recipients in (after_user_id, up_to_user_id], a fixed set of users however long it waits) and
-- queues a job per page, in one transaction with these rows; the page jobs run side by side. A page is done once:
-- its job marks `done_at` in the transaction that writes its notifications, so a retried or repeated page job finds
-- it done and writes nothing (the (event, user) key of `notifications` stays the last guard). `pages_left` counts the
-- pages not done; the page that brings it to 0 sets the event's `fanned_out_at`.
ALTER TABLE notification_events ADD COLUMN pages_left integer;

CREATE TABLE notification_fan_out_pages (
  event_id integer NOT NULL REFERENCES notification_events (id),
  after_user_id integer NOT NULL,
  up_to_user_id integer NOT NULL CHECK (up_to_user_id > after_user_id),
  done_at timestamptz,
  PRIMARY KEY (event_id, after_user_id)
);

-- A page job reads the project's investors in its range of user ids: an index range, not a scan of every investment
-- of the project for each page (100,000 rows a page at 100,000 investors).
CREATE INDEX investments_project_user_idx ON investments (project_id, user_id);
