import type { ProjectStatus, TransactionStatus, WalletTransactionType } from '@keystone/api';

// Words the investor dashboard shows for the contract's enumerations. Seed 001 §3 names three project statuses'
// words ('Fully Pledged', in progress short term, in progress long term); the rest read as their names.

export const TRANSACTION_STATUS_LABELS: { readonly [status in TransactionStatus]: string } = {
  PENDING: 'Pending',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  SOLD: 'Sold',
};

export const WALLET_TRANSACTION_TYPE_LABELS: { readonly [type in WalletTransactionType]: string } = {
  PAY_IN: 'Pay in',
  PAY_OUT: 'Pay out',
  TRANSFER_TO_PROJECT: 'Transfer to project',
  TRANSFER_FROM_PROJECT: 'Transfer from project',
  ISA_SUBSCRIPTION: 'Paid into ISA',
  ISA_WITHDRAWAL: 'Taken out of ISA',
};

export const PROJECT_STATUS_LABELS: { readonly [status in ProjectStatus]: string } = {
  DRAFT: 'Draft',
  COMING_SOON: 'Coming soon',
  AVAILABLE_TO_PLEDGE: 'Available to pledge',
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: 'Fully Pledged',
  FULLY_FUNDED_DEVELOPMENT_BEGAN: 'In progress short term',
  // Issue 32: 'Short term complete' and 'Complete short term' side by side said nothing of the difference.
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: 'Short term paying out',
  COMPLETE_SHORT_TERM: 'Short term paid out',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: 'In progress long term',
  COMPLETE: 'Complete',
  CANCELLED_NOT_PAID_OUT: 'Cancelled, not paid out',
  CANCELLED_PAID_OUT: 'Cancelled, paid out',
  ARCHIVED: 'Archived',
};

/** What each status means, in a sentence, where a status is shown or chosen. */
export const PROJECT_STATUS_HINTS: { readonly [status in ProjectStatus]: string } = {
  DRAFT: 'Being prepared; not shown to investors yet.',
  COMING_SOON: 'Shown to investors, but not open for pledges yet.',
  AVAILABLE_TO_PLEDGE: 'Open for pledges.',
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: 'The short-term target is reached; the development has not started yet.',
  FULLY_FUNDED_DEVELOPMENT_BEGAN: 'Fully pledged; the short-term development is under way.',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: 'The short term has ended and its investors are being paid.',
  COMPLETE_SHORT_TERM: 'Every short-term investor has been paid; the long term starts next.',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: 'The long term is under way.',
  COMPLETE: 'Finished: every investor has been paid.',
  CANCELLED_NOT_PAID_OUT: 'Cancelled; investors are still to be paid back.',
  CANCELLED_PAID_OUT: 'Cancelled; every investor has been paid back.',
  ARCHIVED: 'Closed and kept for the record.',
};
