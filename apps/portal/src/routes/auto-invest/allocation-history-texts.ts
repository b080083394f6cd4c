import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import type { InvestmentTerm } from '@keystone/api';

/** The auto-invest history (issue 38 §3): every project the rules matched; statuses and skip reasons are flows'. */
export const ALLOCATION_HISTORY_TEXTS = {
  title: 'Your auto-invest history',
  intro: 'Each project your rules matched when it opened: what was invested for you, with its agreement, or why not.',
  caption: 'Your auto-invest allocations',
  empty: 'Nothing yet',
  emptyDescription: 'When a project that matches your rules opens for pledges, it will be listed here.',
  pages: 'Pages of your auto-invest history',
  columns: {
    project: 'Project',
    date: 'Date',
    status: 'Status',
    amount: 'Amount',
    agreements: 'Agreements',
  },
  /** The date of an allocation whose turn has not come yet. */
  notDecided: 'Not yet',
  /** A planned allocation's amount is its fair share, not yet invested. */
  plannedAmount: (amount: string) => `${amount} planned`,
  noAgreement: '—',
  agreementLink: (term: InvestmentTerm, reference: string) => `${INVESTMENT_TERM_LABELS[term]}: ${reference}`,
} as const;
