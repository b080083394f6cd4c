// The loan book's words, said on the public page and on the admin dashboard (issue 34 §5). Our own plain English:
// each figure defined as it is computed (flows' loan-book.ts), nothing that invites anyone to invest (PS22/10).

export const LOAN_BOOK_LABELS = {
  year: 'Year the loans began',
  loans: 'Loans',
  lent: 'Lent',
  repaid: 'Repaid',
  interestPaid: 'Interest paid',
  outstanding: 'Outstanding',
  late: 'Late',
  inDefault: 'In default',
  inRecovery: 'In recovery',
  losses: 'Losses',
  averageRate: 'Average rate',
  averageTerm: 'Average term',
  total: 'All years',
} as const;

/** What each figure means, in the order the page lists them. */
export const LOAN_BOOK_DEFINITIONS: readonly { term: string; meaning: string }[] = [
  {
    term: 'Loan',
    meaning:
      'A property project whose money was raised from lenders and lent to the developer. Projects still open for pledges, and projects cancelled before the money was lent, are not loans.',
  },
  {
    term: LOAN_BOOK_LABELS.year,
    meaning: 'The year of the day the loan began: the start of its first term, by the date in the UK.',
  },
  { term: LOAN_BOOK_LABELS.lent, meaning: 'All the money lenders paid into the loans.' },
  {
    term: LOAN_BOOK_LABELS.repaid,
    meaning:
      "The part of what lenders lent that has been paid back to them, from the developer's repayments or from money recovered.",
  },
  { term: LOAN_BOOK_LABELS.interestPaid, meaning: 'Interest paid to lenders on top of the money they got back.' },
  {
    term: LOAN_BOOK_LABELS.outstanding,
    meaning:
      'Money lent that has not been paid back yet, on loans not closed. A loan repaid in full, or closed after a default, has nothing outstanding.',
  },
  {
    term: LOAN_BOOK_LABELS.late,
    meaning:
      'A repayment due to lenders has not been made by its due date and the number of days of grace our settings allow. The amount shown is what those loans still owe.',
  },
  {
    term: LOAN_BOOK_LABELS.inDefault,
    meaning:
      'The developer has failed to repay and we have declared the loan in default. The amount shown is what those loans still owe.',
  },
  {
    term: LOAN_BOOK_LABELS.inRecovery,
    meaning:
      'We are taking steps to get the money back, for example by selling the property. The amount shown is what those loans still owe.',
  },
  {
    term: LOAN_BOOK_LABELS.losses,
    meaning:
      'What lenders could not get back, capital and interest owed, on loans closed with a loss (written off). The number is how many loans were written off.',
  },
  {
    term: LOAN_BOOK_LABELS.averageRate,
    meaning: 'The yearly interest rate lenders were offered, averaged over every pound lent.',
  },
  {
    term: LOAN_BOOK_LABELS.averageTerm,
    meaning: 'How long the loans were planned to run, in months, averaged over every pound lent.',
  },
];

/** Said under the figures: past outcomes are no promise (our words). */
export const LOAN_BOOK_CAVEAT =
  'These figures show how past loans turned out. They do not tell you how future loans will turn out: you could lose some or all of the money you lend.';
