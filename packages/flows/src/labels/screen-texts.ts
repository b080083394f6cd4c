import type { TransactionStatus } from '@keystone/api';

export type { TransactionStatus };

// Texts the seeds fix for several screens at once.
export const SCREEN_TEXTS = {
  noSearchResult: 'No search result',
  loading: 'loading...',
  processingInvestment: 'Processing investment...',
} as const;

/** Under a phone or e-mail whose change waits for the link sent to the registered e-mail. */
export function awaitingApprovalText(value: string): string {
  return `This ${value} is awaiting approval`;
}

/** Failed shows pink, pending orange, anything else green (seed 000 §4); the UI maps tones to its tokens. */
export function transactionStatusTone(status: TransactionStatus): 'danger' | 'warning' | 'success' {
  if (status === 'FAILED') return 'danger';
  if (status === 'PENDING') return 'warning';
  return 'success';
}
