import type { TransactionStatus } from '@keystone/api';

// The colour a status is shown in, by meaning; ui's Badge has a tone of each name. Colour is never the only signal:
// the badge's text says the status too.

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** The seeds' own colours for money movements: pink, orange and green. */
export type TransactionTone = 'failed' | 'pending' | 'succeeded';

/** Failed shows pink, pending orange, anything else green (seed 000 §4). */
export function transactionStatusTone(status: TransactionStatus): TransactionTone {
  if (status === 'FAILED') return 'failed';
  if (status === 'PENDING') return 'pending';
  return 'succeeded';
}
