import type { ProjectStatus, TransactionStatus, WalletTransactionType } from '@keystone/api';

// Words the investor dashboard shows for the contract's enumerations. Seed 001 §3 names three project statuses'
// words ('Fully Pledged', in progress short term, in progress long term); the rest read as their names.

export const TRANSACTION_STATUS_LABELS: { readonly [status in TransactionStatus]: string } = {
  PENDING: 'Pending',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
};

export const WALLET_TRANSACTION_TYPE_LABELS: { readonly [type in WalletTransactionType]: string } = {
  PAY_IN: 'Pay in',
  PAY_OUT: 'Pay out',
  TRANSFER_TO_PROJECT: 'Transfer to project',
  TRANSFER_FROM_PROJECT: 'Transfer from project',
};

export const PROJECT_STATUS_LABELS: { readonly [status in ProjectStatus]: string } = {
  DRAFT: 'Draft',
  COMING_SOON: 'Coming soon',
  AVAILABLE_TO_PLEDGE: 'Available to pledge',
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: 'Fully Pledged',
  FULLY_FUNDED_DEVELOPMENT_BEGAN: 'In progress short term',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: 'Short term complete',
  COMPLETE_SHORT_TERM: 'Complete short term',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: 'In progress long term',
  COMPLETE: 'Complete',
  CANCELLED_NOT_PAID_OUT: 'Cancelled, not paid out',
  CANCELLED_PAID_OUT: 'Cancelled, paid out',
  ARCHIVED: 'Archived',
};
