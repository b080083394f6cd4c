import type { LoanBook } from '@keystone/api';
import { loanBookOf, NO_LOAN_BOOK } from '@keystone/flows/dashboard';
import type { AppContext } from '../context/app-context.ts';
import { findLatestLoanBook, findLoans, hasLoanBookSnapshot, insertLoanBookSnapshot } from './queries.ts';

// The public loan book (issue 34 §5; COBS 18.12 asks a loan-based platform to publish how its past loans turned
// out). Worked out by a job from the ledger and the projects and stored, so that the page anyone may open is one
// cheap read; the admin dashboard reads the same stored copy, so both always show the same figures.

/** The job's work: every loan read in one statement, added up by flows' rule, stored with the app clock's time. */
export async function computeLoanBook(app: AppContext): Promise<LoanBook> {
  const { db, clock } = app;
  const computedAt = clock.now();
  const { computedAt: _at, ...figures } = loanBookOf(await findLoans(db), computedAt);
  await insertLoanBookSnapshot(db, computedAt, figures);
  return { computedAt: computedAt.toISOString(), ...figures };
}

/** GET /loan-book and the admin dashboard: the latest stored copy, or zeros with no date before the first. */
export async function getLoanBook(app: AppContext): Promise<LoanBook> {
  return (await findLatestLoanBook(app.db)) ?? NO_LOAN_BOOK;
}

/** Whether a copy was ever stored (a new database has none). */
export async function hasLoanBook(app: AppContext): Promise<boolean> {
  return hasLoanBookSnapshot(app.db);
}
