import type { LegalPages } from '@keystone/api';
import { LEGAL_PAGE_TITLES, RISK_SUMMARY_PATH, RISK_SUMMARY_TITLE } from '@keystone/flows/labels';

export type LegalPageName = keyof LegalPages;

/** The public loan book's address (issue 34 §5). */
export const LOAN_BOOK_PATH = '/loan-book';

/** The four public pages the footer links to, in the footer's order; app-routes.tsx mounts one route for each. */
export const LEGAL_LINKS: { page: LegalPageName; path: string; title: string }[] = (
  ['terms', 'privacy', 'risk', 'complaints'] as const
).map((page) => ({ page, path: `/${page}`, title: LEGAL_PAGE_TITLES[page] }));

/**
 * The footer's links: the four legal pages, then the risk summary the risk warning links to (issue 24 §2), then the
 * public loan book (issue 34 §5).
 */
export const FOOTER_LINKS: { path: string; title: string }[] = [
  ...LEGAL_LINKS,
  { path: RISK_SUMMARY_PATH, title: RISK_SUMMARY_TITLE },
  { path: LOAN_BOOK_PATH, title: 'Loan book' },
];
