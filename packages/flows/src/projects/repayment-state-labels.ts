import type { RepaymentState } from '@keystone/api';
import type { StatusTone } from '../labels/tones.ts';

// The words investors and admins read for a loan's repayment state (issue 34 §3): plain facts of our own, what the
// state means and what happens next, never a reason to invest more (FCA PS22/10). COBS 18.12 asks a loan-based
// platform to keep lenders informed about their loans; it prescribes no wording, so none is quoted.

export const REPAYMENT_STATE_LABELS: { readonly [state in RepaymentState]: string } = {
  ON_TIME: 'Repaying on time',
  LATE: 'Payment late',
  IN_DEFAULT: 'In default',
  IN_RECOVERY: 'In recovery',
  CLOSED_RECOVERED: 'Closed: repaid through recovery',
  CLOSED_WRITTEN_OFF: 'Closed: written off',
};

/** What the state means for the investor's money, and what happens next. */
export const REPAYMENT_STATE_NEXT_STEPS: { readonly [state in RepaymentState]: string } = {
  ON_TIME: 'No payment is overdue. Payments are made when each term ends, as the project page sets out.',
  LATE: 'A payment to investors was not made when it was due. We are talking to the developer and will tell you when it is paid or if the loan goes into default.',
  IN_DEFAULT:
    'The developer has not repaid the loan as agreed. We are deciding how to get back what investors are owed, which may include selling the property.',
  IN_RECOVERY:
    'We are taking steps to get back what investors are owed, such as selling the property. Any money recovered is paid into your wallet in proportion to what you are owed. You may get back less than you invested.',
  CLOSED_RECOVERED: 'Everything investors were owed has been paid back through recovery. Nothing more will happen.',
  CLOSED_WRITTEN_OFF:
    'Nothing more can be recovered. What was not paid back is recorded as your loss on this investment. Nothing more will happen.',
};

export const REPAYMENT_STATE_TONES: { readonly [state in RepaymentState]: StatusTone } = {
  ON_TIME: 'success',
  LATE: 'warning',
  IN_DEFAULT: 'danger',
  IN_RECOVERY: 'danger',
  CLOSED_RECOVERED: 'neutral',
  CLOSED_WRITTEN_OFF: 'neutral',
};
