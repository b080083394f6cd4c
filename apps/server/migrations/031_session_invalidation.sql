-- Issue 25 §3: each server process caches what its session check reads (session-cache/session-cache.ts). Whatever changes
-- that (a status, role or password change, a sign-out, a deleted user) says so on the channel the processes LISTEN
-- on, from a trigger so that no writer can forget it: a direct UPDATE, the seed or another service included.
-- NOTIFY is delivered on commit, and not at all on rollback. The payload is the user's id.
CREATE FUNCTION notify_session_invalidation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ended_sessions' THEN
    PERFORM pg_notify('session_invalidation', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('session_invalidation', OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_session_facts_changed
  AFTER UPDATE OF status, role, password_changed_at ON users
  FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at
  )
  EXECUTE FUNCTION notify_session_invalidation();

CREATE TRIGGER users_deleted_ends_sessions
  AFTER DELETE ON users
  FOR EACH ROW
  EXECUTE FUNCTION notify_session_invalidation();

CREATE TRIGGER ended_sessions_inserted
  AFTER INSERT ON ended_sessions
  FOR EACH ROW
  EXECUTE FUNCTION notify_session_invalidation();
