import type { RepaymentLineKind, RepaymentLineStatus } from '@keystone/api';

// The schedule's words, said on the investor's investment, their dashboard and the admin's project payments.

export const REPAYMENT_LINE_KIND_LABELS: { readonly [kind in RepaymentLineKind]: string } = {
  INTEREST: 'Interest',
  CAPITAL: 'Capital repaid',
};

export const REPAYMENT_LINE_STATUS_LABELS: { readonly [status in RepaymentLineStatus]: string } = {
  UPCOMING: 'Not yet due',
  OVERDUE: 'Past its date, not paid',
  PAID: 'Paid',
};

export const REPAYMENT_LINE_STATUS_TONES = {
  UPCOMING: 'neutral',
  OVERDUE: 'warning',
  PAID: 'succeeded',
} as const satisfies { readonly [status in RepaymentLineStatus]: string };
