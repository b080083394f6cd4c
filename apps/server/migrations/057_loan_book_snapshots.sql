-- The public loan book (issue 34 §5) is worked out by a job every hour and stored here, so the page anyone may open
-- is one read of the latest row and cannot be used to load the database. Every copy is kept: it is what we
-- published, and when (COBS 18.12). `figures` is the contract's `LoanBook` without its `computedAt`.
CREATE TABLE loan_book_snapshots (
  id serial PRIMARY KEY,
  computed_at timestamptz NOT NULL,
  figures jsonb NOT NULL
);
CREATE INDEX loan_book_snapshots_computed_at_idx ON loan_book_snapshots (computed_at DESC, id DESC);
