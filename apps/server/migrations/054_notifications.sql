-- Notifications the investor controls (issue 34 §4). An event is written once, in the transaction of the change it
-- tells about; its notifications are written per recipient (at once for one person, by a job in pages for many).
-- One row per (event, user) whatever the person's preferences: it is the fan-out's idempotency key, so a retried or
-- restarted job writes nobody twice and e-mails nobody twice. `in_portal` says whether the bell shows it,
-- `digest_pending` whether the daily digest still has to mention it.
CREATE TABLE notification_events (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN (
    'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
    'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES'
  )),
  payload jsonb NOT NULL,
  -- Set for an event a job may announce twice (a retried daily run): the second announcement is dropped.
  key text UNIQUE,
  created_at timestamptz NOT NULL,
  fanned_out_at timestamptz
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES notification_events (id),
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN (
    'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
    'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES'
  )),
  title text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  in_portal boolean NOT NULL,
  digest_pending boolean NOT NULL DEFAULT false,
  UNIQUE (event_id, user_id)
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC) WHERE in_portal;
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE in_portal AND read_at IS NULL;
CREATE INDEX notifications_digest_idx ON notifications (user_id, id) WHERE digest_pending;

-- No row: the kind's default (on, immediately).
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN (
    'KYC_DECIDED', 'PLEDGE_CONFIRMED', 'PROJECT_FUNDED', 'REPAYMENT_STATE_CHANGED', 'PROJECT_UPDATE_POSTED',
    'PAYOUT_RECEIVED', 'WITHDRAWAL_PAID', 'COOLING_OFF_ENDED', 'DECLARATION_EXPIRING', 'PROJECT_OPEN_FOR_PLEDGES'
  )),
  channel text NOT NULL CHECK (channel IN ('PORTAL', 'EMAIL')),
  delivery text NOT NULL CHECK (delivery IN ('IMMEDIATELY', 'DAILY_DIGEST', 'OFF')),
  PRIMARY KEY (user_id, kind, channel)
);

-- Each process's open event streams hear a user's unread count change (a row written, read or read all), on
-- PostgreSQL across processes. One notice per user and statement, whatever the number of rows.
CREATE FUNCTION notify_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_change', user_id::text) FROM (SELECT DISTINCT user_id FROM changed) AS users;
  RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_inserted AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_change();
CREATE TRIGGER notifications_updated AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_change();
