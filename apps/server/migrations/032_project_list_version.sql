-- A number that moves whenever what a project search counts could change: a project added or deleted, or its status,
-- title or city changed. A search's count remembered with the number it was counted at is still exact while the
-- number is the same (projects/search-counts.ts), so a repeated search need not count again.
CREATE TABLE project_list_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL,
  -- The transaction that moved it last: it moves once a transaction, however many projects that transaction changes.
  moved_by xid8
);
INSERT INTO project_list_version (version) VALUES (0);

CREATE FUNCTION project_list_version_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_list_version SET version = version + 1, moved_by = pg_current_xact_id()
  WHERE moved_by IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END;
$$;

-- Deferred to the commit, so its lock on the one row is taken last and held only while the transaction commits:
-- it can never be held while the transaction waits for another lock (pledges change statuses inside transactions
-- that lock projects and investors).
CREATE CONSTRAINT TRIGGER projects_list_version
AFTER INSERT OR DELETE OR UPDATE OF status, title, city ON projects
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION project_list_version_move();

CREATE TRIGGER projects_list_version_truncate
AFTER TRUNCATE ON projects
FOR EACH STATEMENT EXECUTE FUNCTION project_list_version_move();
