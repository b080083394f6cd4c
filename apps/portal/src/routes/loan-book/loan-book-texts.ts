import { formatDateTime } from '@keystone/flows/format';

/** The loan book page's own words; the figures' names and definitions are flows' (LOAN_BOOK_LABELS, …). */
export const LOAN_BOOK_TEXTS = {
  title: 'Loan book',
  description:
    'How the loans made through Keystone have turned out: what was lent and repaid, what is late, and what was lost.',
  figuresAsAt: (computedAt: string) => `Figures as at ${formatDateTime(computedAt)}`,
  notComputedYet: 'The figures are being worked out. Please come back in a few minutes.',
  noLoans: 'No loans have been made yet, so there are no figures to show.',
  chartHeading: 'Lent, repaid and outstanding, by the year the loans began',
  chartTitle: 'Money lent, repaid and outstanding for each year in which loans began',
  tableHeading: 'Every figure, by the year the loans began',
  tableCaption: 'The loan book by the year the loans began, with all years together in the last column',
  figureColumn: 'Figure',
  definitionsHeading: 'What the figures mean',
  updated: 'We work these figures out every hour from our records of every payment.',
  backHome: 'Back to Keystone',
  adminLink: 'Open the public loan book',
  loansCount: (count: number) => `${count} ${count === 1 ? 'loan' : 'loans'}`,
} as const;
