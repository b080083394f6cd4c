-- The investor's search box looks for a substring of a project's title or city (`ILIKE '%term%'`, issue 25 §4).
-- Without an index PostgreSQL reads every listed project to find the few that match; trigram indexes (pg_trgm) answer
-- such a pattern directly for terms of three characters or more, keeping the same matches (full-text search would
-- match words, not substrings). PGlite loads the extension in db/pglite.ts; on PostgreSQL it is a trusted extension,
-- so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX projects_title_trigrams ON projects USING gin (title gin_trgm_ops);
CREATE INDEX projects_city_trigrams ON projects USING gin (city gin_trgm_ops);
