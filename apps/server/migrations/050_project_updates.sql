-- Issue 34 §2: an admin's updates on a project, read by its investors, and by its followers when the admin says so.
-- An update is never changed silently: every version it had, the first included, is a row of
-- project_update_revisions, and the update's edited_at says when it last changed.
CREATE TABLE project_updates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('INVESTORS', 'INVESTORS_AND_FOLLOWERS')),
  -- The limits are flows' (PROJECT_UPDATE_TITLE_MAX_LENGTH, PROJECT_UPDATE_TEXT_MAX_LENGTH).
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  posted_by integer NOT NULL REFERENCES users (id),
  posted_at timestamptz NOT NULL,
  edited_at timestamptz,
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  CHECK ((revision = 1) = (edited_at IS NULL))
);
-- The timeline and the feed both read newest first.
CREATE INDEX project_updates_project_idx ON project_updates (project_id, posted_at DESC, id DESC);
CREATE INDEX project_updates_posted_idx ON project_updates (posted_at DESC, id DESC);

-- The update's files as they are now, in the order the admin gave them.
CREATE TABLE project_update_files (
  update_id integer NOT NULL REFERENCES project_updates (id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES uploaded_files (id),
  kind text NOT NULL CHECK (kind IN ('PHOTO', 'DOCUMENT')),
  position smallint NOT NULL CHECK (position >= 0),
  PRIMARY KEY (update_id, file_id)
);
-- A file's download checks the updates it belongs to.
CREATE INDEX project_update_files_file_idx ON project_update_files (file_id);

-- Every version of every update: the one posted is revision 1, each edit the next.
CREATE TABLE project_update_revisions (
  update_id integer NOT NULL REFERENCES project_updates (id) ON DELETE CASCADE,
  revision integer NOT NULL CHECK (revision >= 1),
  audience text NOT NULL CHECK (audience IN ('INVESTORS', 'INVESTORS_AND_FOLLOWERS')),
  title text NOT NULL,
  body text NOT NULL,
  -- The file ids it had, photos then documents: [{"fileId": 1, "kind": "PHOTO"}, …].
  files jsonb NOT NULL,
  saved_by integer NOT NULL REFERENCES users (id),
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (update_id, revision)
);
