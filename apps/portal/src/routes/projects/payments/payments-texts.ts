import { MAKE_PAYMENT_LABEL } from '@keystone/flows/payouts';
import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';

// The payments screen's words (seed 001 §2 'Project payments screen'); the e2e journey presses them by these names.
export const PAYMENTS_TEXTS = {
  title: 'Project payments',
  backToProject: 'Back to project',
  tabsLabel: 'Term',
  shortTerm: INVESTMENT_TERM_LABELS.SHORT,
  longTerm: INVESTMENT_TERM_LABELS.LONG,
  calculateProfit: 'Calculate profit',
  makePayments: 'Make payments',
  makePayment: MAKE_PAYMENT_LABEL,
  fundProjectWallet: 'Fund project wallet',
  transferToLong: 'Transfer to long-term wallet',
  walletBalance: 'Wallet balance',
  totalSum: 'Total sum',
  succeeded: 'Succeeded',
  pending: 'Pending',
  transferred: 'Transferred to long-term wallet',
  figures: 'Payment figures',
  table: 'Payment rows',
  showDetails: 'Show details',
  term: 'Term',
  amount: 'Amount',
  fund: 'Fund',
  transfer: 'Transfer',
  fundRecorded: 'The payment is recorded; the money shows in the wallet once the provider settles it.',
  done: 'Done',
  notFound: 'This project does not exist.',
  calculated: 'Profit calculated.',
  paymentsStarted: 'Payments started; the rows update as they are paid.',
  // Issue 32: the seed's 'No search result' (seed 000 §2, "Empty lists") answers a search; this page searches nothing.
  noPayments: 'No payments yet',
  noPaymentsHint: 'A row for each investor in this term appears once the profit is calculated.',
} as const;

export const PAYMENT_COLUMNS = [
  'Name',
  'First invest',
  'Sum',
  'Days',
  'Rate',
  'Year rate',
  'Profit',
  'Total',
  'Status',
] as const;
